import { createHmac, randomBytes } from 'node:crypto';

/*
 * Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA1, 30-second steps, 6 digits,
 * what every authenticator app shows. docs/rules.md, Privacy and accounts: one step of tolerance
 * either side, and the step a code was accepted at is kept so that no code is accepted twice.
 */

export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The seed as authenticator apps take it (RFC 4648 base32, no padding). */
export function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32.charAt((value << (5 - bits)) & 31);
  return out;
}

export function fromBase32(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new seed: 160 bits, the length RFC 4226 recommends for HMAC-SHA1. */
export const newTotpSeed = () => randomBytes(20);

export const totpStepAt = (epochMs: number) => Math.floor(epochMs / 1000 / TOTP_STEP_SECONDS);

/** RFC 4226's HOTP of one counter, as the 6 digits an app shows. */
export function hotp(seed: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', seed).update(message).digest();
  const offset = digest.readUInt8(digest.length - 1) & 15;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(code).padStart(DIGITS, '0');
}

/**
 * The step whose code this is, within one step either side of `epochMs`, or undefined. Every
 * candidate is computed and compared, so the time taken says nothing of which one matched.
 */
export function matchingStep(seed: Buffer, code: string, epochMs: number): number | undefined {
  const now = totpStepAt(epochMs);
  let found: number | undefined;
  for (const step of [now - 1, now, now + 1]) {
    if (hotp(seed, step) === code && found === undefined) found = step;
  }
  return found;
}

/** The otpauth:// URL an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUrl(seed: Buffer, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret: base32(seed),
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
