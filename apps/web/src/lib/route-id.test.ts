import { describe, expect, it } from 'vitest';
import { decodeId, encodeId } from './route-id';

describe('route ids', () => {
  it('round-trips positive integers', () => {
    for (const id of [1, 7, 42, 1000, 987654321]) {
      expect(decodeId(encodeId(id))).toBe(id);
    }
  });

  it('produces url-safe text without padding', () => {
    expect(encodeId(1)).toBe('MQ');
    expect(encodeId(12)).not.toContain('=');
  });

  it('accepts padded input', () => {
    expect(decodeId('MQ==')).toBe(1);
  });

  it('rejects anything that is not an encoded positive integer', () => {
    expect(decodeId(undefined)).toBeNull();
    expect(decodeId('')).toBeNull();
    expect(decodeId('%%%')).toBeNull();
    expect(decodeId(btoa('abc'))).toBeNull();
    expect(decodeId(btoa('0'))).toBeNull();
    expect(decodeId(btoa('-3'))).toBeNull();
    expect(decodeId(btoa('1.5'))).toBeNull();
    expect(decodeId('12')).toBeNull();
  });
});
