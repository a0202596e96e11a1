import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userSessions } from '../../db/schema/accounts.schema.js';
import { insertedRow } from '../../lib/recipe/inserted-row.js';

export interface NewSession {
  userId: number;
  device: string;
  userAgent: string;
  address: string;
  expiresAt: Date;
}

/**
 * Opens a session; answers its id and whether the user had signed in from this browser before
 * (by its User-Agent), read first so that the new row does not answer for itself.
 */
export async function openSession(db: Db, values: NewSession) {
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(
        and(eq(userSessions.userId, values.userId), eq(userSessions.userAgent, values.userAgent)),
      )
      .limit(1);
    const [earlier] = await tx
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(eq(userSessions.userId, values.userId))
      .limit(1);
    const row = insertedRow(
      await tx.insert(userSessions).values(values).returning({ id: userSessions.id }),
    );
    return { id: row.id, newDevice: !seen && earlier !== undefined };
  });
}

export async function touchSession(db: Db, id: number) {
  await db.update(userSessions).set({ lastUsedAt: new Date() }).where(eq(userSessions.id, id));
}

/** The user's sessions still open: not ended, not past their end, used within the idle time. */
export async function openSessions(db: Db, userId: number, idleMs: number) {
  const now = Date.now();
  return db
    .select({
      id: userSessions.id,
      device: userSessions.device,
      address: userSessions.address,
      createdAt: userSessions.createdAt,
      lastUsedAt: userSessions.lastUsedAt,
    })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.endedAt),
        gt(userSessions.expiresAt, new Date(now)),
        gt(userSessions.lastUsedAt, new Date(now - idleMs)),
      ),
    )
    .orderBy(desc(userSessions.lastUsedAt), desc(userSessions.id));
}

const stillOpen = isNull(userSessions.endedAt);
const endNow = { endedAt: sql`now()` };

/** Ends one of the user's sessions; answers whether there was one open with that id. */
export async function endSession(db: Db, userId: number, id: number): Promise<boolean> {
  const ended = await db
    .update(userSessions)
    .set(endNow)
    .where(and(eq(userSessions.id, id), eq(userSessions.userId, userId), stillOpen))
    .returning({ id: userSessions.id });
  return ended.length > 0;
}

/** Ends every session of the user but `exceptId` (none: every one); answers how many. */
export async function endSessions(db: Db, userId: number, exceptId?: number): Promise<number> {
  const ended = await db
    .update(userSessions)
    .set(endNow)
    .where(
      and(
        eq(userSessions.userId, userId),
        stillOpen,
        exceptId === undefined ? undefined : ne(userSessions.id, exceptId),
      ),
    )
    .returning({ id: userSessions.id });
  return ended.length;
}
