import { eq } from 'drizzle-orm';
import type { Profile } from '@iris/domain/auth/auth.schemas';
import { rolOf } from '@iris/domain/users/roles';
import type { User } from '@iris/domain/users/user.schemas';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { sortable } from '../../db/search.js';
import { hashPassword } from '../../lib/passwords.js';
import type { ItemContext } from '../../lib/recipe/resource.js';
import { selectFrom, type Row, type TableSpec } from '../../lib/table/table-engine.js';

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
  professionalLicense: users.professionalLicense,
};

/** The staff table: its sort keys and search columns (the benchmark measures it too). */
export const userTable: TableSpec<typeof userFields> = {
  table: users,
  joins: [{ table: branches, on: eq(branches.id, users.branchId) }],
  fields: userFields,
  sortKeys: {
    id: users.id,
    name: sortable(users.name),
    paternal: sortable(users.paternal),
    maternal: sortable(users.maternal),
    email: users.email,
    phone: users.phone,
    role: users.role,
    // Not by branch name: a joined table's column has no index of the staff table to walk, and a
    // million rows would be sorted per page (537 ms in SQL). The table filters by branch instead.
  },
  defaultSort: 'id',
  search: { document: users.searchDoc },
};

/** The branch comes through a left join: a user without one has no branch name. */
type UserRow = Omit<Row<typeof userFields>, 'branchName'> & { branchName: string | null };

export function toUser(row: UserRow, items: ItemContext): User {
  const { branchName, ...rest } = row;
  return {
    ...rest,
    image: items.fileUrl(row.image),
    rol: rolOf(row.role),
    roles: row.role ? [row.role] : [],
    branch:
      row.branchId !== null && branchName !== null ? { id: row.branchId, name: branchName } : null,
  };
}

export async function findUserById(
  db: Db,
  id: number,
  items: ItemContext,
): Promise<User | undefined> {
  const [row] = (await selectFrom(db, userTable).where(eq(users.id, id))) as UserRow[];
  return row && toUser(row, items);
}

const profileSource = {
  ...userTable,
  fields: { ...userFields, branchColor: branches.color, branchLogo: branches.logo },
};
type ProfileRow = UserRow & Pick<Row<typeof profileSource.fields>, 'branchColor' | 'branchLogo'>;

/** What auth/profile answers (docs/api.md): the user, and the branch they work in with its look. */
export async function findProfile(
  db: Db,
  id: number,
  items: ItemContext,
): Promise<Profile | undefined> {
  const [row] = (await selectFrom(db, profileSource).where(eq(users.id, id))) as ProfileRow[];
  if (!row) return undefined;
  const user = toUser(row, items);
  return {
    id: user.id,
    roles: user.roles,
    email: user.email,
    groups: { id: user.rol },
    branchId: user.branchId,
    branch: user.branch && {
      ...user.branch,
      color: row.branchColor,
      logoUrl: items.fileUrl(row.branchLogo),
    },
    name: user.name,
    paternal: user.paternal,
    maternal: user.maternal,
    phone: user.phone,
    image: user.image,
    professionalLicense: user.professionalLicense,
  };
}

/** A person's own columns from a registration or staff form: trimmed, e-mail lower-cased, hashed. */
export async function personValues(input: {
  name: string;
  paternal: string;
  maternal: string;
  email: string;
  phone: string;
  password: string;
}) {
  return {
    name: input.name.trim(),
    paternal: input.paternal.trim(),
    maternal: input.maternal.trim(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
  };
}
