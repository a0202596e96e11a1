import { describe, expect, it } from 'vitest';
import { dayWindow } from './calendar-time';
import { eventTitle } from './event-content';

const branch = { open_time: '09:00', close_time: '19:00' };
const at = (startDate: string, startTime: string, endDate: string, endTime: string) => ({
  start: `${startDate}T${startTime.slice(0, 5)}`,
  end: `${endDate}T${endTime.slice(0, 5)}`,
});

describe('the day view’s rows', () => {
  it('cover the opening hours, widened to every appointment of the day', () => {
    expect(dayWindow(branch, [], '2031-03-16')).toEqual({ min: '09:00:00', max: '19:00:00' });
    expect(
      dayWindow(
        branch,
        [
          at('2031-03-16', '21:10:00', '2031-03-16', '21:40:00'),
          at('2031-03-16', '07:50:00', '2031-03-16', '08:10:00'),
        ],
        '2031-03-16',
      ),
    ).toEqual({ min: '07:45:00', max: '21:45:00' });
    // Another day's appointment changes nothing; one through the night opens the whole day.
    expect(
      dayWindow(branch, [at('2031-03-17', '21:00:00', '2031-03-17', '21:30:00')], '2031-03-16'),
    ).toEqual({
      min: '09:00:00',
      max: '19:00:00',
    });
    expect(
      dayWindow(branch, [at('2031-03-15', '18:00:00', '2031-03-16', '09:30:00')], '2031-03-16'),
    ).toEqual({
      min: '00:00:00',
      max: '19:00:00',
    });
  });
});

describe('an event’s title', () => {
  const event = (title: string, customer: string | null) => ({ title, customer });
  it('names the patient once', () => {
    expect(eventTitle(event('Consulta', 'MARÍA LÓPEZ PRUEBA'))).toBe(
      'Consulta · MARÍA LÓPEZ PRUEBA',
    );
    expect(eventTitle(event('Cita: MARIA LOPEZ', 'MARÍA LÓPEZ PRUEBA'))).toBe('Cita: MARIA LOPEZ');
    expect(eventTitle(event('Junta', null))).toBe('Junta');
  });
});
