import { describe, expect, it } from 'vitest';
import { addDays, periodClosedBefore, periodOf, wholePeriod } from './global-period.js';

describe("a global invoice's period", () => {
  it('a day is its own period, with its month and year', () => {
    expect(periodOf('2026-03-09', '01')).toEqual({
      from: '2026-03-09',
      to: '2026-03-09',
      periodicity: '01',
      month: '03',
      year: 2026,
    });
  });

  it('a week runs Monday to Sunday, cut at the end and the start of a month', () => {
    // 2026-03-09 is a Monday.
    expect(periodOf('2026-03-12', '02')).toMatchObject({ from: '2026-03-09', to: '2026-03-15' });
    // 2026-03-30 (Monday) to 04-05 (Sunday) is cut at March's end…
    expect(periodOf('2026-03-31', '02')).toMatchObject({ from: '2026-03-30', to: '2026-03-31' });
    // …and April's part starts on the 1st, month 04.
    expect(periodOf('2026-04-02', '02')).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-05',
      month: '04',
    });
  });

  it('a fortnight is the 1st to the 15th or the 16th to the last day, February of a leap year too', () => {
    expect(periodOf('2026-02-15', '03')).toMatchObject({ from: '2026-02-01', to: '2026-02-15' });
    expect(periodOf('2028-02-16', '03')).toMatchObject({ from: '2028-02-16', to: '2028-02-29' });
  });

  it('a month is the whole month; December ends the year', () => {
    expect(periodOf('2026-12-31', '04')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      periodicity: '04',
      month: '12',
      year: 2026,
    });
  });

  it('is due the day after it closes, and only then', () => {
    expect(periodClosedBefore('2026-04-01', '04')).toMatchObject({ from: '2026-03-01' });
    expect(periodClosedBefore('2026-03-31', '04')).toBeNull();
    expect(periodClosedBefore('2026-03-16', '03')).toMatchObject({ to: '2026-03-15' });
    expect(periodClosedBefore('2026-03-16', '02')).toMatchObject({ from: '2026-03-09' });
    expect(periodClosedBefore('2026-03-17', '02')).toBeNull();
    expect(periodClosedBefore('2027-01-01', '01')).toMatchObject({
      from: '2026-12-31',
      year: 2026,
    });
  });

  it('a range by hand must be one whole period of the issuer', () => {
    expect(wholePeriod('2026-03-01', '2026-03-31', '04')).toMatchObject({ month: '03' });
    expect(wholePeriod('2026-03-01', '2026-03-30', '04')).toBeNull();
    expect(wholePeriod('2026-03-09', '2026-03-15', '02')).not.toBeNull();
    expect(wholePeriod('2026-03-10', '2026-03-16', '02')).toBeNull();
  });

  it('refuses what is not a calendar day', () => {
    expect(() => periodOf('2026-02-30', '01')).toThrow();
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
