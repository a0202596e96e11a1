import { describe, expect, it } from 'vitest';
import { isOutsideHours, openingHoursOf } from './opening-hours.js';

const hours = openingHoursOf('09:00', '19:00');
const span = (start: string, end: string, endDate = '2031-03-16') => ({
  start_date: '2031-03-16',
  start_time: start,
  end_date: endDate,
  end_time: end,
});

describe('opening hours', () => {
  it('reads a branch’s hours, and none when they make no day', () => {
    expect(openingHoursOf('09:00:00', '19:00')).toEqual({ open: '09:00', close: '19:00' });
    expect(openingHoursOf('19:00', '09:00')).toBeNull();
    expect(openingHoursOf('', '19:00')).toBeNull();
  });

  it('keeps an appointment from opening to closing, and nothing past them', () => {
    expect(isOutsideHours(span('09:00', '09:30'), hours)).toBe(false);
    expect(isOutsideHours(span('18:30', '19:00'), hours)).toBe(false);
    expect(isOutsideHours(span('08:45', '09:30'), hours)).toBe(true);
    expect(isOutsideHours(span('18:30', '19:15'), hours)).toBe(true);
    expect(isOutsideHours(span('19:00', '19:30'), hours)).toBe(true);
    expect(isOutsideHours(span('21:00', '21:30'), hours)).toBe(true);
    // Through the night: the closed hours between are part of it.
    expect(isOutsideHours(span('18:00', '09:30', '2031-03-17'), hours)).toBe(true);
    // A branch without hours that make a day checks nothing.
    expect(isOutsideHours(span('23:00', '23:30'), null)).toBe(false);
  });
});
