import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, userSessions } from '../../db/schema/accounts.schema.js';
import type { SessionUser } from '../../lib/session.js';

const sessionUserStatement = (db: Db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      branchId: users.branchId,
      enabled: users.enabled,
      sessionVersion: users.sessionVersion,
      mfaEnabled: sql<boolean>`${users.mfaEnabledAt} is not null`,
      sessionId: userSessions.id,
      lastUsedAt: userSessions.lastUsedAt,
      expiresAt: userSessions.expiresAt,
      endedAt: userSessions.endedAt,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.id, sql.placeholder('sessionId')),
        eq(userSessions.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('session_user');

/**
 * Read on every authenticated request: a named statement, built once per database and planned
 * once per connection, so that a request pays only the round trip.
 */
const statements = new WeakMap<Db, ReturnType<typeof sessionUserStatement>>();

/** The user and the state of the session its token names: one read, the user's row by its key. */
export async function findSessionUser(db: Db, userId: number, sessionId: number) {
  let statement = statements.get(db);
  if (!statement) {
    statement = sessionUserStatement(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ userId, sessionId });
  if (!row) return undefined;
  const { lastUsedAt, expiresAt, endedAt, ...user } = row;
  const session: SessionUser = { ...user, roles: user.role ? [user.role] : [] };
  return { session, lastUsedAt, expiresAt, endedAt };
}
