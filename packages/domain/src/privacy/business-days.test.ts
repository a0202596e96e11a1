import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, mexicanHolidays } from './business-days.js';

describe('the rest days of the Ley Federal del Trabajo, art. 74', () => {
  it('are the fixed days and the Mondays of February, March and November', () => {
    expect(mexicanHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-02-02',
      '2026-03-16',
      '2026-05-01',
      '2026-09-16',
      '2026-11-16',
      '2026-12-25',
    ]);
  });

  it('add the day the Federal Executive changes hands, every six years', () => {
    expect(mexicanHolidays(2024)).toContain('2024-10-01');
    expect(mexicanHolidays(2030)).toContain('2030-10-01');
    expect(mexicanHolidays(2018)).toContain('2018-12-01');
    expect(mexicanHolidays(2027)).toHaveLength(7);
  });
});

describe('business days', () => {
  it('are Monday to Friday, rest days left out', () => {
    expect(isBusinessDay('2026-09-15')).toBe(true);
    expect(isBusinessDay('2026-09-16')).toBe(false);
    expect(isBusinessDay('2026-09-19')).toBe(false);
    expect(isBusinessDay('2026-09-20')).toBe(false);
  });

  it('count 20 over 16 September: a request of Friday 4 September is due Monday 5 October', () => {
    expect(addBusinessDays('2026-09-04', 20)).toBe('2026-10-05');
  });

  it('count 20 over the third Monday of November (16 November 2026)', () => {
    expect(addBusinessDays('2026-11-02', 20)).toBe('2026-12-01');
  });

  it('count from a weekend as from the Friday before, never counting the day itself', () => {
    expect(addBusinessDays('2026-06-06', 1)).toBe('2026-06-08');
    expect(addBusinessDays('2026-06-05', 1)).toBe('2026-06-08');
    expect(addBusinessDays('2026-06-08', 20)).toBe('2026-07-06');
  });

  it('count over the new year and its holiday', () => {
    expect(addBusinessDays('2026-12-24', 3)).toBe('2026-12-30');
    expect(addBusinessDays('2026-12-30', 2)).toBe('2027-01-04');
  });

  it('count backwards, skipping the same days', () => {
    expect(addBusinessDays('2026-10-05', -20)).toBe('2026-09-04');
    expect(addBusinessDays('2026-09-17', -1)).toBe('2026-09-15');
  });
});
