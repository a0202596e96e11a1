import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * What config.ts shares with the secrets it reads: an unset variable, the error that names one,
 * and the secrets generated once under DATA_DIR when they are not given (JWT, CSD).
 */

/** A variable Iris cannot start with; the message names it and says what it takes. */
export class ConfigError extends Error {}

/** An empty variable counts as unset, as in an env file's `PORT=`. */
export const given = (value: string | undefined) => (value?.trim() ? value : undefined);

/** A secret unset: one is generated once and kept under DATA_DIR so it survives restarts. */
export function persistentSecret(dataDir: string | null, name = 'jwt-secret'): string {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The CSD keys' and passwords' encryption secrets (docs/operations.md, The CSD secret). */
export interface CsdSecrets {
  current: Buffer;
  previous: Buffer | undefined;
}

/** 32 bytes written as 64 hexadecimal digits or in base64; anything else names its variable. */
function csdSecretOf(name: string, value: string): Buffer {
  const text = value.trim();
  const bytes = /^[\da-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z\d+/]{43}=$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  if (bytes?.length === 32) return bytes;
  throw new ConfigError(`${name} is not 32 bytes as 64 hexadecimal digits or base64`);
}

/** IRIS_CSD_SECRET (or one kept under DATA_DIR) and IRIS_CSD_SECRET_PREVIOUS (docs/operations.md). */
export function csdSecretsOf(env: NodeJS.ProcessEnv, dataDir: string): CsdSecrets {
  const secretIn = (name: string) => {
    const value = given(env[name]);
    return value === undefined ? undefined : csdSecretOf(name, value);
  };
  // Both read before a generated one is written: a wrong variable leaves DATA_DIR as it was.
  const previous = secretIn('IRIS_CSD_SECRET_PREVIOUS');
  const current =
    secretIn('IRIS_CSD_SECRET') ??
    csdSecretOf('IRIS_CSD_SECRET', persistentSecret(dataDir, 'csd-secret'));
  return { current, previous };
}
