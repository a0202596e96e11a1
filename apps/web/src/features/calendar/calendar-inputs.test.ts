import type { GridAnswer, GridEvent } from '@iris/domain/calendar/calendar-grid';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { loadMessages } from '../../test/load-messages';
import { toCalendarInputs } from './calendar-inputs';

beforeAll(() => loadMessages(['workspace']));

const at = (id: number, start: string, change: Partial<GridEvent> = {}): GridEvent => ({
  id,
  start,
  end: `${start.slice(0, 11)}23:00`,
  title: `Cita ${id}`,
  color: 'teal',
  status: 'PROGRAMADA',
  customer: null,
  doctorId: null,
  doctor: null,
  changeRequested: false,
  ...change,
});

/** A month view's answer: the first three of the 14th (of five), the one of the 15th. */
const answer: GridAnswer = {
  data: [
    at(1, '2031-05-14T09:00', { customer: 'MARÍA LÓPEZ PRUEBA' }),
    at(2, '2031-05-14T10:00'),
    at(3, '2031-05-14T11:00'),
    at(4, '2031-05-15T09:00'),
  ],
  days: [
    { date: '2031-05-14', count: 5 },
    { date: '2031-05-15', count: 1 },
  ],
};

describe("the month view's inputs", () => {
  it('draws the events sent, and "+N más" after a day that has more, which opens it', () => {
    const inputs = toCalendarInputs(answer, { countsOnly: false, t: i18n.t });
    expect(inputs.map((input) => input.title)).toEqual([
      'Cita 1 · MARÍA LÓPEZ PRUEBA',
      'Cita 2',
      'Cita 3',
      'Cita 4',
      '+2 más',
    ]);
    expect(inputs[0]).toMatchObject({ start: '2031-05-14T09:00', color: '#00695C' });
    expect(inputs[4]).toMatchObject({
      start: '2031-05-14T23:59:59',
      editable: false,
      extendedProps: { countOf: '2031-05-14', label: '2 citas más del 14/05/2031: ver el día' },
    });
  });

  it("on a phone, each day's count from the answer's days", () => {
    const counts = { data: [], days: answer.days };
    const inputs = toCalendarInputs(counts, { countsOnly: true, t: i18n.t });
    expect(inputs.map((input) => [input.start, input.title])).toEqual([
      ['2031-05-14', '5 citas'],
      ['2031-05-15', '1 cita'],
    ]);
  });
});
