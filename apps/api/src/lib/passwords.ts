import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt with N=2^15, r=8, p=1 (~32 MiB, tens of ms): slow enough against guessing, built into Node. */
export const PRODUCTION_COST = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });
const MAXMEM = 64 * 1024 * 1024;
const KEY_LENGTH = 64;

type Cost = Readonly<{ N: number; r: number; p: number }>;
let cost: Cost = PRODUCTION_COST;

/** The cost new hashes are made with: production's, unless a test lowered it. */
export const hashCost = (): Cost => cost;

/**
 * Tests only (docs/testing.md): new hashes at a lower cost, so that the hundreds of sign-ins of a
 * suite do not each spend production's tens of milliseconds. Called by the test projects' setup
 * file (testing/cheap-hashes.ts); refused outside Vitest, which sets VITEST in its workers, so a
 * server never runs with it. A hash keeps its own parameters: one made at either cost verifies.
 * One test (passwords.test.ts) pins the production cost.
 */
export function lowerHashCostForTests(N = 2 ** 10): void {
  if (!process.env.VITEST) throw new Error('the password hash cost is lowered in tests only');
  cost = Object.freeze({ ...PRODUCTION_COST, N });
}

/** Back to production's cost (the test that pins it). */
export function restoreProductionHashCost(): void {
  cost = PRODUCTION_COST;
}

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Stored as `scrypt$N$r$p$salt$hash` so parameters can be raised later without breaking logins. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p, maxmem: MAXMEM });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash that never matches, at the cost of the hashes made now, compared against when the e-mail
 * is unknown, to keep timing even.
 */
export const dummyHash = () =>
  `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
