import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
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
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user');

/**
 * Read on every authenticated request: a named statement, built once per database and planned
 * once per connection, so that a request pays only the round trip.
 */
const statements = new WeakMap<Db, ReturnType<typeof sessionUserStatement>>();

export async function findSessionUser(db: Db, id: number): Promise<SessionUser | undefined> {
  let statement = statements.get(db);
  if (!statement) {
    statement = sessionUserStatement(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row && { ...row, roles: row.role ? [row.role] : [] };
}
