import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { endSessions } from './sessions.repository.js';
import { accountTokens, authAttempts, users } from '../../db/schema/accounts.schema.js';
import { insertedRow } from '../../lib/recipe/inserted-row.js';

export type TokenPurpose = (typeof accountTokens.$inferInsert)['purpose'];
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(trim(${users.email})) = lower(trim(${email}))`);
  return row;
}

export async function insertUser(db: Db, values: NewUser) {
  return insertedRow(await db.insert(users).values(values).returning({ id: users.id }));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function saveToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  tokenHash: string,
  ttlMinutes: number,
) {
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash,
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
}

const usable = (purpose: TokenPurpose, tokenHash: string) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

export async function findUsableToken(db: Db, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(usable(purpose, tokenHash));
  return row;
}

/** Marks the token used in the same statement that checks it: two uses cannot both succeed. */
export async function consumeToken(db: Db, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(purpose, tokenHash))
    .returning({ userId: accountTokens.userId });
  return row;
}

export type AttemptKind = (typeof authAttempts.$inferInsert)['kind'];

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Writes the attempt, then counts it with the others of the window: two statements, each seeing
 * every attempt committed before it, so of N parallel attempts only the first `limit` pass.
 */
export async function countAttempt(
  db: Db,
  attempt: { kind: AttemptKind; email: string; ip: string },
  windowMinutes: number,
) {
  const email = normalEmail(attempt.email).slice(0, 150);
  const ip = attempt.ip.slice(0, 64);
  const row = insertedRow(
    await db
      .insert(authAttempts)
      .values({ kind: attempt.kind, email, ip })
      .returning({ id: authAttempts.id }),
  );
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  const [counted] = await db
    .select({
      // count(*) is a bigint, which drivers hand over as a string.
      byEmail: sql`count(*) filter (where ${authAttempts.email} = ${email})`.mapWith(Number),
      byIp: sql`count(*) filter (where ${authAttempts.ip} = ${ip})`.mapWith(Number),
    })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, attempt.kind),
        gt(authAttempts.at, since),
        or(eq(authAttempts.email, email), eq(authAttempts.ip, ip)),
      ),
    );
  return { id: row.id, byEmail: counted?.byEmail ?? 0, byIp: counted?.byIp ?? 0 };
}

/** A successful login (or second factor): its attempt and the e-mail's failures stop counting. */
export async function clearAttempts(db: Db, kind: AttemptKind, email: string, attemptId: number) {
  await db
    .delete(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        or(eq(authAttempts.id, attemptId), eq(authAttempts.email, normalEmail(email))),
      ),
    );
}

/**
 * A new password: the user's other recovery tokens are spent, every token signed before (its
 * session version) stops working and every session but `keepSessionId` ends. Answers the new
 * session version.
 */
export async function setPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepSessionId?: number,
) {
  return db.transaction(async (tx) => {
    await endSessions(tx, userId, keepSessionId);
    await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, 'recovery'),
          isNull(accountTokens.usedAt),
        ),
      );
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning({ sessionVersion: users.sessionVersion });
    return row?.sessionVersion;
  });
}
