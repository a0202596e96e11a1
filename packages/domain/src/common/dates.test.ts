import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatIsoLocal,
  pad2,
} from './dates.js';

describe('dates', () => {
  it("shows an instant as the clinic's day and time, DD/MM/YYYY HH:mm", () => {
    // 02:30 UTC on the 1st is still the evening of the 31st in Mexico City (UTC-6).
    const instant = '2026-11-01T02:30:00Z';
    expect(formatDate(instant, 'America/Mexico_City')).toBe('31/10/2026');
    expect(formatDateTime(instant, 'America/Mexico_City')).toBe('31/10/2026 20:30');
    expect(formatDateTime(new Date(instant), 'UTC')).toBe('01/11/2026 02:30');
  });

  it('shows the access log to the second, DD/MM/YYYY HH:mm:ss', () => {
    const instant = '2026-11-01T02:30:07.900Z';
    expect(formatDateTimeSeconds(instant, 'America/Mexico_City')).toBe('31/10/2026 20:30:07');
    expect(formatDateTimeSeconds(new Date('2026-01-05T09:04:00Z'), 'UTC')).toBe(
      '05/01/2026 09:04:00',
    );
  });

  it("writes a CFDI's Fecha: the local time of the branch, YYYY-MM-DDTHH:mm:ss, no offset", () => {
    expect(formatIsoLocal('2026-11-01T02:30:07.900Z', 'America/Mexico_City')).toBe(
      '2026-10-31T20:30:07',
    );
    // Tijuana is on Pacific time; midnight is 00, never 24.
    expect(formatIsoLocal(new Date('2026-01-05T08:00:00Z'), 'America/Tijuana')).toBe(
      '2026-01-05T00:00:00',
    );
  });

  it('writes a part of a date or a time on two digits', () => {
    expect([0, 7, 12, 59].map(pad2)).toEqual(['00', '07', '12', '59']);
  });
});
