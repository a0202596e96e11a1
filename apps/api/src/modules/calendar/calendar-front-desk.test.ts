import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent, ValidateDatesAnswer } from '@iris/domain/calendar/calendar.schemas';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import { calendarEvents, calendarEventStatuses } from '../../db/schema/calendar.schema.js';
import { seedAppointmentType, seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* The front desk's calendar (issue 20): opening hours, the appointment's status, its doctor. */

let t: TestApp;
let branchId: number;
let otherBranchId: number;
let typeId: number;
let customerId: number;
const people = { doctor: 0, receptionist: 0, foreignDoctor: 0 };
const tokens = { admin: '', receptionist: '', second: '', other: '' };

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'RECEPCIÓN')).branch.id;
  otherBranchId = (await seedBranch(t.database, 'RECEPCIÓN AJENA')).branch.id;
  typeId = await seedAppointmentType(t.database);
  customerId = await seedCustomer(t.database, branchId, { name: 'MARÍA', paternal: 'LÓPEZ' });
  await seedUser(t.database, { email: 'admin@recepcion.test' });
  people.receptionist = await seedUser(t.database, {
    email: 'recepcion@recepcion.test',
    role: 'receptionist',
    branchId,
    name: 'ROSA',
  });
  await seedUser(t.database, { email: 'segunda@recepcion.test', role: 'receptionist', branchId });
  people.doctor = await seedUser(t.database, {
    email: 'doctor@recepcion.test',
    role: 'doctor',
    branchId,
    name: 'ARTURO',
  });
  people.foreignDoctor = await seedUser(t.database, {
    email: 'doctor@ajena.test',
    role: 'doctor',
    branchId: otherBranchId,
  });
  await seedUser(t.database, {
    email: 'ajena@recepcion.test',
    role: 'receptionist',
    branchId: otherBranchId,
  });
  tokens.admin = await t.login('admin@recepcion.test');
  tokens.receptionist = await t.login('recepcion@recepcion.test');
  tokens.second = await t.login('segunda@recepcion.test');
  tokens.other = await t.login('ajena@recepcion.test');
});
afterAll(() => t.close());

const span = (start: string, end: string) => {
  const [start_date, start_time] = start.split(' ');
  const [end_date, end_time] = end.split(' ');
  return { start_date, start_time, end_date, end_time };
};
const event = (start: string, end: string, change: Record<string, unknown> = {}) => ({
  name: 'Consulta',
  description: 'Revisión anual',
  ...span(start, end),
  color: 'teal',
  type: { id: typeId },
  customer: { id: customerId },
  branch: { id: branchId },
  ...change,
});
const book = (body: Record<string, unknown>, token = tokens.receptionist) =>
  t.call<{ data: CalendarEvent }>('POST', '/api/branches-calendar/create', { token, body });
/** An update names no branch: an event stays in its own. */
const withoutBranch = (body: Record<string, unknown>) => {
  const rest = { ...body };
  delete rest.branch;
  return rest;
};
const update = (body: Record<string, unknown>, token = tokens.receptionist) =>
  t.call<{ data: CalendarEvent }>('PUT', '/api/branches-calendar/update', { token, body });
const validate = (start: string, end: string) =>
  t.call<{ data: ValidateDatesAnswer }>('POST', '/api/branches-calendar/validateDates', {
    token: tokens.receptionist,
    body: { branchId, ...span(start, end) },
  });
const dayOf = async (date: string) =>
  (
    await t.call<{ data: CalendarEvent[] }>('POST', '/api/branches-calendar/getCalendarDay', {
      token: tokens.receptionist,
      body: { branchId, date },
    })
  ).body.data.data;
const setStatus = (id: number, status: string, token = tokens.receptionist) =>
  t.call<{ data: CalendarEvent }>('PUT', '/api/branches-calendar/status', {
    token,
    body: { id, status },
  });
const stampsOf = (id: number) =>
  t.database.db
    .select({ status: calendarEventStatuses.status, by: calendarEventStatuses.changedBy })
    .from(calendarEventStatuses)
    .where(eq(calendarEventStatuses.eventId, id))
    .orderBy(calendarEventStatuses.id);

describe('outside the opening hours (09:00 to 19:00)', () => {
  it('answers outside_hours for a Sunday at 21:00 and books it only when confirmed', async () => {
    // 2031-03-16 is a Sunday.
    const check = await validate('2031-03-16 21:00', '2031-03-16 21:30');
    expect(check.body.data.data).toMatchObject({
      result: false,
      codeError: 'outside_hours',
      outsideHours: true,
      hours: { open: '09:00', close: '19:00' },
    });
    const refused = await book(event('2031-03-16 21:00', '2031-03-16 21:30'));
    expect([refused.status, refused.body.codeError]).toEqual([409, 'outside_hours']);
    expect(refused.body.message).toBe(
      'La cita queda fuera del horario de la sucursal (09:00 a 19:00). ¿Deseas agendarla de todos modos?',
    );
    expect(await dayOf('2031-03-16')).toEqual([]);
    const confirmed = await book(event('2031-03-16 21:00', '2031-03-16 21:30', { force: true }));
    expect(confirmed.status).toBe(201);
    expect((await dayOf('2031-03-16')).map((e) => e.time)).toEqual(['21:00']);
  });

  it('refuses a start before opening and an end after closing, and a move out of hours', async () => {
    for (const [start, end] of [
      ['2031-03-17 08:30', '2031-03-17 09:30'],
      ['2031-03-17 18:30', '2031-03-17 19:15'],
      ['2031-03-17 19:00', '2031-03-17 19:30'],
    ] as const) {
      const refused = await book(event(start, end));
      expect([start, refused.status, refused.body.codeError]).toEqual([
        start,
        409,
        'outside_hours',
      ]);
    }
    const edges = await book(event('2031-03-17 09:00', '2031-03-17 09:30'));
    expect(edges.status).toBe(201);
    const closing = await book(event('2031-03-17 18:30', '2031-03-17 19:00'));
    expect(closing.status).toBe(201);
    const moved = withoutBranch(event('2031-03-17 19:30', '2031-03-17 20:00'));
    const move = await update({ ...moved, id: edges.body.data.data.id });
    expect([move.status, move.body.codeError]).toEqual([409, 'outside_hours']);
    expect((await dayOf('2031-03-17')).map((e) => e.time)).toEqual(['09:00', '18:30']);
  });

  it('names the patient already booked when the start falls inside an appointment (523)', async () => {
    const check = await validate('2031-03-17 09:10', '2031-03-17 09:20');
    expect(check.body.data.data).toMatchObject({
      codeError: 523,
      time: '09:00',
      end_time: '09:30',
      customer: 'MARÍA LÓPEZ PRUEBA',
      outsideHours: false,
    });
    const late = await validate('2031-03-17 18:45', '2031-03-17 19:30');
    expect(late.body.data.data).toMatchObject({ codeError: 523, outsideHours: true });
  });

  it("checks a new patient's first appointment the same way", async () => {
    const register = (extra: Record<string, unknown>) =>
      t.call<{ data: { id: number } }>('POST', '/api/customers/create', {
        token: tokens.receptionist,
        body: {
          name: 'NUEVA',
          paternal: 'NOCTURNA',
          maternal: 'CITA',
          phone: '3319990101',
          vatRequired: false,
          vat: null,
          branch: { id: branchId },
          appointment: {
            ...span('2031-03-18 20:00', '2031-03-18 20:30'),
            type: { id: typeId },
            ...extra,
          },
        },
      });
    const refused = await register({});
    expect([refused.status, refused.body.codeError]).toEqual([409, 'outside_hours']);
    expect(await dayOf('2031-03-18')).toEqual([]);
    const confirmed = await register({ force: true });
    expect(confirmed.status).toBe(201);
    expect((await dayOf('2031-03-18')).map((e) => e.customerId)).toEqual([
      confirmed.body.data.data.id,
    ]);
  });
});

describe('the appointment status', () => {
  let id: number;
  beforeAll(async () => {
    id = (await book(event('2031-03-19 10:00', '2031-03-19 10:30'))).body.data.data.id;
  });

  it('walks PROGRAMADA -> CONFIRMADA -> LLEGO -> ATENDIDA, stamping each step', async () => {
    expect((await dayOf('2031-03-19'))[0]?.status).toBe('PROGRAMADA');
    for (const status of ['CONFIRMADA', 'LLEGO', 'ATENDIDA']) {
      const step = await setStatus(id, status);
      expect([step.status, step.body.data.data.status]).toEqual([200, status]);
    }
    expect((await dayOf('2031-03-19'))[0]?.status).toBe('ATENDIDA');
    const month = await t.call<{ data: CalendarEvent[] }>(
      'POST',
      '/api/branches-calendar/getData',
      {
        token: tokens.receptionist,
        body: { branchId, month: 3, year: 2031 },
      },
    );
    expect(month.body.data.data.find((e) => e.id === id)?.status).toBe('ATENDIDA');
    expect(await stampsOf(id)).toEqual([
      { status: 'CONFIRMADA', by: people.receptionist },
      { status: 'LLEGO', by: people.receptionist },
      { status: 'ATENDIDA', by: people.receptionist },
    ]);
  });

  it('refuses a step the state machine does not allow, and changes nothing', async () => {
    const back = await setStatus(id, 'CONFIRMADA');
    expect([back.status, back.body.codeError]).toEqual([409, 'invalid_transition']);
    expect(back.body.message).toMatch(/^La cita no puede pasar a ese estado/);
    const other = (await book(event('2031-03-19 11:00', '2031-03-19 11:30'))).body.data.data.id;
    const skip = await setStatus(other, 'ATENDIDA');
    expect([skip.status, skip.body.codeError]).toEqual([409, 'invalid_transition']);
    expect((await setStatus(other, 'NO_ASISTIO')).status).toBe(200);
    expect((await setStatus(other, 'LLEGO')).body.codeError).toBe('invalid_transition');
    const unknown = await setStatus(other, 'PERDIDA');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toMatchObject({ errors: [{ field: 'status' }] });
    expect((await stampsOf(other)).map((s) => s.status)).toEqual(['NO_ASISTIO']);
    const [row] = await t.database.db
      .select({ status: calendarEvents.status })
      .from(calendarEvents)
      .where(eq(calendarEvents.id, other));
    expect(row?.status).toBe('NO_ASISTIO');
  });

  it("is another branch's staff's 403, and a missing appointment's 404", async () => {
    const fresh = (await book(event('2031-03-19 12:00', '2031-03-19 12:30'))).body.data.data.id;
    expect((await setStatus(fresh, 'CONFIRMADA', tokens.other)).status).toBe(403);
    expect((await setStatus(999_999, 'CONFIRMADA')).status).toBe(404);
    expect(await stampsOf(fresh)).toEqual([]);
  });

  it('lets one of two receptionists confirming at once through: no step is taken twice', async () => {
    const fresh = (await book(event('2031-03-19 13:00', '2031-03-19 13:30'))).body.data.data.id;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        setStatus(fresh, 'CONFIRMADA', i % 2 ? tokens.second : tokens.receptionist),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.codeError === 'invalid_transition')).toHaveLength(5);
    expect((await stampsOf(fresh)).map((s) => s.status)).toEqual(['CONFIRMADA']);
    // Arrived and no-show at once: whichever goes first, the other is refused.
    const race = await Promise.all([
      setStatus(fresh, 'LLEGO'),
      setStatus(fresh, 'NO_ASISTIO', tokens.second),
    ]);
    expect(race.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stampsOf(fresh)).toHaveLength(2);
  });

  it("shows the changes in the patient's history, with who made them", async () => {
    const history = await t.call<{ tableData: { items: HistoryEntry[] } }>(
      'POST',
      '/api/customers/getCustomerHistory',
      {
        token: tokens.receptionist,
        body: { rowsPerPage: 50, filters: { customerId } },
      },
    );
    const changes = history.body.data.tableData.items.filter((e) => e.kind === 'appointmentStatus');
    expect(changes.map((e) => e.description)).toContain(
      'Atendida · cita del 19/03/2031 10:00 · por ROSA PRUEBA',
    );
    expect(changes.map((e) => e.description)).toContain(
      'No asistió · cita del 19/03/2031 11:00 · por ROSA PRUEBA',
    );
  });
});

describe("the appointment's doctor", () => {
  it('books an appointment with a doctor of its branch, keeps the doctor on a move, takes the doctor off', async () => {
    const booked = await book(
      event('2031-03-20 10:00', '2031-03-20 10:30', { doctor: { id: people.doctor } }),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.data.data).toMatchObject({
      doctorId: people.doctor,
      doctor: { id: people.doctor, name: 'ARTURO PRUEBA' },
    });
    const fields = withoutBranch(event('2031-03-20 10:00', '2031-03-20 10:45'));
    const moved = await update({ ...fields, id: booked.body.data.data.id });
    expect(moved.body.data.data).toMatchObject({ duration: 45, doctorId: people.doctor });
    const cleared = await update({ ...fields, id: booked.body.data.data.id, doctor: null });
    expect(cleared.body.data.data).toMatchObject({ doctorId: null, doctor: null });
  });

  it('refuses anyone who is not a doctor of that branch, on the field doctor', async () => {
    for (const [who, token] of [
      [people.receptionist, tokens.receptionist],
      [people.foreignDoctor, tokens.receptionist],
      [people.foreignDoctor, tokens.admin],
      [999_999, tokens.admin],
    ] as const) {
      const refused = await book(
        event('2031-03-20 11:00', '2031-03-20 11:30', { doctor: { id: who } }),
        token,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.data).toMatchObject({ errors: [{ field: 'doctor' }] });
    }
    expect((await dayOf('2031-03-20')).map((e) => e.time)).toEqual(['10:00']);
  });
});
