import { eq, type SQL } from 'drizzle-orm';
import type { TableQuery } from '@iris/domain/common/table';
import { rolOf } from '@iris/domain/users/roles';
import type { User } from '@iris/domain/users/user.schemas';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { runTable, selectFrom, type Row, type TableSpec } from '../../lib/table-engine.js';

const userFields = {
  id: users.id,
  name: users.name,
  paternal: users.paternal,
  maternal: users.maternal,
  email: users.email,
  phone: users.phone,
  role: users.role,
  branchId: users.branchId,
  branchName: branches.name,
  emailVerified: users.emailVerified,
  enabled: users.enabled,
  image: users.image,
};

const userTable: TableSpec<typeof userFields> = {
  table: users,
  joins: [{ table: branches, on: eq(branches.id, users.branchId) }],
  fields: userFields,
  sortKeys: {
    id: users.id,
    name: users.name,
    paternal: users.paternal,
    maternal: users.maternal,
    email: users.email,
    phone: users.phone,
    role: users.role,
    branch: branches.name,
  },
  defaultSort: 'id',
  search: [users.name, users.paternal, users.maternal, users.email, users.phone],
};

function toUser(row: Row<typeof userFields>): User {
  const { branchName, ...rest } = row;
  return {
    ...rest,
    rol: rolOf(row.role),
    roles: row.role ? [row.role] : [],
    branch:
      row.branchId !== null && branchName !== null ? { id: row.branchId, name: branchName } : null,
  };
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [row] = (await selectFrom(db, userTable).where(eq(users.id, id))) as Row<
    typeof userFields
  >[];
  return row && toUser(row);
}

export async function listUsers(db: Db, query: TableQuery, conditions: (SQL | undefined)[]) {
  const table = await runTable(db, userTable, query, conditions);
  return { ...table, items: table.items.map(toUser) };
}

export async function userOptions(db: Db, branchId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      paternal: users.paternal,
      maternal: users.maternal,
      role: users.role,
    })
    .from(users)
    .where(eq(users.branchId, branchId))
    .orderBy(users.name);
}

export async function userBranchId(db: Db, id: number) {
  const [row] = await db.select({ branchId: users.branchId }).from(users).where(eq(users.id, id));
  return row;
}
