import type { Db } from '../db/client.js';
import { generatePassword, hashPassword } from '../lib/passwords.js';
import { countUsers, insertUser } from '../modules/auth/accounts.repository.js';

export interface FirstAdmin {
  email: string;
  /** The password generated for it, to be shown this once; undefined when ADMIN_PASSWORD gave it. */
  generatedPassword: string | undefined;
}

/** With no users at all, creates the super_admin; answers it, or null when there were users. */
export async function ensureFirstAdmin(
  db: Db,
  options: { email: string; password: string | undefined },
): Promise<FirstAdmin | null> {
  if ((await countUsers(db)) > 0) return null;
  const password = options.password ?? generatePassword();
  const email = options.email.trim().toLowerCase();
  await insertUser(db, {
    name: 'ADMINISTRADOR',
    paternal: 'IRIS',
    maternal: 'IRIS',
    email,
    passwordHash: await hashPassword(password),
    role: 'super_admin',
    emailVerified: true,
  });
  return { email, generatedPassword: options.password ? undefined : password };
}
