import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.js';

/*
 * What is stored encrypted with a secret that is not in the database (docs/operations.md, The CSD
 * secret): a CSD's private key and its password (docs/rules.md, Invoicing, Issuer), a user's
 * two-factor seed (docs/rules.md, Privacy and accounts). AES-256-GCM: what is stored is
 * base64(iv ‖ tag ‖ ciphertext), beside the id of the secret that sealed it, and sealed to its row
 * and field (the context), so that a value copied to another row does not open.
 */

export type CsdSecrets = Config['csdSecrets'];

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The id stored with what a secret sealed: a digest of it, which says nothing of the secret. */
export const secretIdOf = (secret: Buffer) =>
  createHash('sha256').update('iris-csd-secret\0').update(secret).digest('hex').slice(0, 16);

export function seal(secret: Buffer, plain: Buffer, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The secret of an id: the current one or, during a rotation, the previous one. */
export function secretOfId(secrets: CsdSecrets, id: string): Buffer {
  for (const secret of [secrets.current, secrets.previous]) {
    if (secret && secretIdOf(secret) === id) return secret;
  }
  throw new Error(
    `A value was encrypted with secret ${id}, which is neither IRIS_CSD_SECRET's nor IRIS_CSD_SECRET_PREVIOUS's (docs/operations.md)`,
  );
}

export function unseal(secret: Buffer, stored: string, context: string): Buffer {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
