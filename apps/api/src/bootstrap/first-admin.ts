import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.schema.js';
import { generatePassword, hashPassword } from '../lib/passwords.js';
import { findUserByEmail, setPassword, updateUser } from '../modules/auth/accounts.repository.js';

export interface FirstAdmin {
  email: string;
  /** The password generated for it, to be shown this once; undefined when ADMIN_PASSWORD gave it. */
  generatedPassword: string | undefined;
  /**
   * `created`: a new account. `restored`: the account that already had the e-mail (disabled, or
   * not an administrator) made an enabled super_admin again, with the new password.
   */
  outcome: 'created' | 'restored';
}

/**
 * Taken for the transaction that decides, so that two servers starting at once on one PostgreSQL
 * decide one after the other: the second sees the first one's administrator and does nothing.
 */
const FIRST_ADMIN_LOCK = 0x1415_ad31;

async function hasEnabledSuperAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), eq(users.enabled, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * With no enabled super_admin (an empty database, or only the demo staff that `seed:demo` wrote,
 * or administrators all disabled), makes one with the configured e-mail and answers it; null when
 * an enabled super_admin exists. When that e-mail already belongs to an account, the account is
 * restored rather than duplicated: enabled, e-mail verified, super_admin, the new password, and its
 * earlier sessions ended as a password reset ends them.
 */
export async function ensureFirstAdmin(
  db: Db,
  options: { email: string; password: string | undefined },
): Promise<FirstAdmin | null> {
  // The usual start: an administrator exists, and no password is hashed for nothing.
  if (await hasEnabledSuperAdmin(db)) return null;
  const password = options.password ?? generatePassword();
  const email = options.email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    // Read after the lock: what another server committed meanwhile is seen here.
    if (await hasEnabledSuperAdmin(tx)) return null;
    // The e-mail is unique (folded): a row that has it, whoever wrote it, is restored instead.
    const [created] = await tx
      .insert(users)
      .values({
        // Three words of four letters or more, as a user's form asks (docs/rules.md), and not "IRIS IRIS":
        // the full name shows in reports, registers and the access log until the clinic renames it.
        name: 'ADMINISTRADOR',
        paternal: 'IRIS',
        maternal: 'PRINCIPAL',
        email,
        passwordHash,
        role: 'super_admin',
        emailVerified: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) return 'created' as const;
    const existing = await findUserByEmail(tx, email);
    if (!existing) throw new Error(`the administrator ${email} could be neither created nor found`);
    await setPassword(tx, existing.id, passwordHash);
    await updateUser(tx, existing.id, { role: 'super_admin', enabled: true, emailVerified: true });
    return 'restored' as const;
  });
  if (!outcome) return null;
  return { email, generatedPassword: options.password ? undefined : password, outcome };
}
