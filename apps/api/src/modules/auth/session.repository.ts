import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { runNamed } from '../../db/named-statement.js';
import { users } from '../../db/schema/accounts.schema.js';
import type { SessionUser } from '../../lib/session.js';

/** Read on every authenticated request: a named statement, planned once per connection. */
export async function findSessionUser(db: Db, id: number): Promise<SessionUser | undefined> {
  const [row] = await runNamed(
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
      .where(eq(users.id, id)),
  );
  return row && { ...row, roles: row.role ? [row.role] : [] };
}
