import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountTokens, loginFailures, users } from '../../db/schema/accounts.schema.js';

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
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return Number(row?.total ?? 0);
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

export async function recordLoginFailure(db: Db, email: string, ip: string) {
  await db.insert(loginFailures).values({ email: email.trim().toLowerCase(), ip });
}

export async function recentFailures(db: Db, email: string, ip: string, windowMinutes: number) {
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email.trim().toLowerCase()})`,
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`,
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.at, since),
        or(eq(loginFailures.email, email.trim().toLowerCase()), eq(loginFailures.ip, ip)),
      ),
    );
  return { byEmail: Number(row?.byEmail ?? 0), byIp: Number(row?.byIp ?? 0) };
}

export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email.trim().toLowerCase()));
}
