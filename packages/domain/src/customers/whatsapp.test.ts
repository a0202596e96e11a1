import { describe, expect, it } from 'vitest';
import { whatsappNumber } from './whatsapp.js';

describe("the patient's WhatsApp number", () => {
  it('is the 10-digit phone as +52', () => {
    expect(whatsappNumber('3312345678')).toBe('+523312345678');
    expect(whatsappNumber('5512345678')).toBe('+525512345678');
    expect(whatsappNumber(' 8112345678 ')).toBe('+528112345678');
  });

  it('is none for a phone that is not a Mexican number', () => {
    expect(whatsappNumber('331234567')).toBeNull();
    expect(whatsappNumber('33123456789')).toBeNull();
    expect(whatsappNumber('0312345678')).toBeNull();
    expect(whatsappNumber('1312345678')).toBeNull();
    expect(whatsappNumber('33 1234 5678')).toBeNull();
    expect(whatsappNumber('+523312345678')).toBeNull();
    expect(whatsappNumber('')).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
    expect(whatsappNumber(undefined)).toBeNull();
  });
});
