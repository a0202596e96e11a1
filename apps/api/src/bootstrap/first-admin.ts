import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { generatePassword, hashPassword } from '../lib/passwords.js';
import { countUsers, insertUser } from '../modules/auth/accounts.repository.js';

/** With no users at all, creates the super_admin; a generated password is printed only this once. */
export async function ensureFirstAdmin(
  db: Db,
  options: { email: string; password: string | undefined },
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const password = options.password ?? generatePassword();
  await insertUser(db, {
    name: 'ADMINISTRADOR',
    paternal: 'IRIS',
    maternal: 'IRIS',
    email: options.email.trim().toLowerCase(),
    passwordHash: await hashPassword(password),
    role: 'super_admin',
    emailVerified: true,
  });
  if (options.password) {
    log.info(`Administrator created: ${options.email} (password from ADMIN_PASSWORD)`);
  } else {
    log.warn(
      `Administrator created: ${options.email} / password: ${password}  (shown only once; change it after logging in)`,
    );
  }
}
