import { describe, expect, it } from 'vitest';
import { base32, fromBase32, hotp, matchingStep, otpauthUrl, totpStepAt } from './totp.js';

// RFC 6238, appendix B (SHA-1 seed "12345678901234567890"), the last 6 of its 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s the code is %s', (seconds, code) => {
    expect(hotp(RFC_SEED, totpStepAt(seconds * 1000))).toBe(code);
  });

  it('accepts the code of the step before and after, not two steps away', () => {
    const at = 1111111109_000;
    const step = totpStepAt(at);
    expect(matchingStep(RFC_SEED, hotp(RFC_SEED, step - 1), at)).toBe(step - 1);
    expect(matchingStep(RFC_SEED, hotp(RFC_SEED, step + 1), at)).toBe(step + 1);
    expect(matchingStep(RFC_SEED, hotp(RFC_SEED, step - 2), at)).toBeUndefined();
    expect(matchingStep(RFC_SEED, hotp(RFC_SEED, step + 2), at)).toBeUndefined();
    expect(matchingStep(RFC_SEED, '000000', at)).toBeUndefined();
  });

  it('writes the seed in base32 as RFC 4648 does, and reads it back', () => {
    expect(base32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(fromBase32('MZXW6YTBOI').toString()).toBe('foobar');
    expect(fromBase32(base32(RFC_SEED))).toEqual(RFC_SEED);
  });

  it('names the account and the issuer in the otpauth URL', () => {
    const url = new URL(otpauthUrl(RFC_SEED, 'ana@clinica.mx', 'Iris'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Iris:ana@clinica.mx');
    expect(url.searchParams.get('secret')).toBe(base32(RFC_SEED));
    expect(url.searchParams.get('period')).toBe('30');
  });
});
