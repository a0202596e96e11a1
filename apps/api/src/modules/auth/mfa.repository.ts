import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mfaRecoveryCodes, users } from '../../db/schema/accounts.schema.js';

export async function findMfaUser(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      enabled: users.enabled,
      passwordHash: users.passwordHash,
      sessionVersion: users.sessionVersion,
      mfaSeed: users.mfaSeed,
      mfaSeedSecretId: users.mfaSeedSecretId,
      mfaEnabledAt: users.mfaEnabledAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** A new seed, set up but not on: it replaces one set up before and never one that is on. */
export async function storePendingSeed(db: Db, id: number, seed: string, secretId: string) {
  const stored = await db
    .update(users)
    .set({ mfaSeed: seed, mfaSeedSecretId: secretId, mfaLastStep: null })
    .where(and(eq(users.id, id), isNull(users.mfaEnabledAt)))
    .returning({ id: users.id });
  return stored.length > 0;
}

/**
 * Takes the step of a code: only for a step later than the last one taken, in one statement, so
 * that of two requests with one code (or a replay) only one passes.
 */
export async function takeStep(db: Db, id: number, step: number): Promise<boolean> {
  const taken = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, id), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return taken.length > 0;
}

/** Spends a recovery code: once, whoever asks at the same time. */
export async function spendRecoveryCode(db: Db, id: number, codeHash: string): Promise<boolean> {
  const spent = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, id),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return spent.length > 0;
}

/** Turns two factors on with the step of the code that proved the seed, and its recovery codes. */
export async function enableMfa(db: Db, id: number, step: number, codeHashes: string[]) {
  return db.transaction(async (tx) => {
    const enabled = await tx
      .update(users)
      .set({ mfaEnabledAt: sql`now()`, mfaLastStep: step })
      .where(
        and(
          eq(users.id, id),
          isNull(users.mfaEnabledAt),
          or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step)),
        ),
      )
      .returning({ id: users.id });
    if (enabled.length === 0) return false;
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, id));
    await tx
      .insert(mfaRecoveryCodes)
      .values(codeHashes.map((codeHash) => ({ userId: id, codeHash })));
    return true;
  });
}

/** Turns two factors off (the user, or a reset): the seed and the recovery codes are gone. */
export async function clearMfa(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, id));
    await tx
      .update(users)
      .set({ mfaSeed: null, mfaSeedSecretId: null, mfaEnabledAt: null, mfaLastStep: null })
      .where(eq(users.id, id));
  });
}

/** The seeds sealed with a secret (a rotation of the CSD secret seals them again). */
export async function seedsSealedWith(db: Db, secretId: string) {
  return db
    .select({ id: users.id, mfaSeed: users.mfaSeed })
    .from(users)
    .where(eq(users.mfaSeedSecretId, secretId));
}

export async function resealSeed(
  db: Db,
  id: number,
  from: { seed: string; secretId: string },
  to: { seed: string; secretId: string },
) {
  await db
    .update(users)
    .set({ mfaSeed: to.seed, mfaSeedSecretId: to.secretId })
    .where(
      and(eq(users.id, id), eq(users.mfaSeed, from.seed), eq(users.mfaSeedSecretId, from.secretId)),
    );
}
