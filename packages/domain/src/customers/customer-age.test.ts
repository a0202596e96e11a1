import { describe, expect, it } from 'vitest';
import { ageOn, localDate } from './customer-age.js';

describe('ageOn', () => {
  it('counts whole years: a birthday today has been reached, tomorrow not yet', () => {
    expect(ageOn('1983-06-15', '2025-06-15')).toBe(42);
    expect(ageOn('1983-06-16', '2025-06-15')).toBe(41);
    expect(ageOn('1983-06-14', '2025-06-15')).toBe(42);
    expect(ageOn('1983-07-01', '2025-06-15')).toBe(41);
    expect(ageOn('1983-01-31', '2025-12-31')).toBe(42);
  });

  it('is 0 in the first year of life, and on the day of birth', () => {
    expect(ageOn('2025-06-15', '2025-06-15')).toBe(0);
    expect(ageOn('2024-06-16', '2025-06-15')).toBe(0);
    expect(ageOn('2024-06-15', '2025-06-15')).toBe(1);
  });

  it('turns a 29 February birthday on 1 March in common years, on the 29th in leap years', () => {
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });
});

describe('localDate', () => {
  it("is the clinic's day, not UTC's: 02:30 UTC is still the evening before in Mexico City", () => {
    const instant = new Date('2026-11-01T02:30:00Z');
    expect(localDate(instant, 'America/Mexico_City')).toBe('2026-10-31');
    expect(localDate(instant, 'UTC')).toBe('2026-11-01');
  });

  it("decides whether today is the birthday in the clinic's zone", () => {
    // 05:30 UTC on 15 June is 23:30 on the 14th in Mexico City: the birthday is tomorrow there.
    const instant = new Date('2025-06-15T05:30:00Z');
    expect(ageOn('1983-06-15', localDate(instant, 'America/Mexico_City'))).toBe(41);
    expect(ageOn('1983-06-15', localDate(instant, 'UTC'))).toBe(42);
  });
});
