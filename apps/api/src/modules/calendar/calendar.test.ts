import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent, ValidateDatesAnswer } from '@iris/domain/calendar/calendar.schemas';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { seedAppointmentType, seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let branchId: number;
let otherBranchId: number;
let typeId: number;
let customerId: number;
const tokens = { admin: '', receptionist: '', other: '' };

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'AGENDA')).branch.id;
  otherBranchId = (await seedBranch(t.database, 'AGENDA AJENA')).branch.id;
  typeId = await seedAppointmentType(t.database);
  customerId = await seedCustomer(t.database, branchId, { name: 'TERESA' });
  await seedUser(t.database, { email: 'admin@agenda.test' });
  await seedUser(t.database, { email: 'recepcion@agenda.test', role: 'receptionist', branchId });
  await seedUser(t.database, {
    email: 'ajena@agenda.test',
    role: 'receptionist',
    branchId: otherBranchId,
  });
  tokens.admin = await t.login('admin@agenda.test');
  tokens.receptionist = await t.login('recepcion@agenda.test');
  tokens.other = await t.login('ajena@agenda.test');
});
afterAll(() => t.close());

const event = (start: string, end: string, change: Record<string, unknown> = {}) => {
  const [startDate, startTime] = start.split(' ');
  const [endDate, endTime] = end.split(' ');
  return {
    name: 'Consulta',
    description: 'Revisión anual',
    start_date: startDate,
    start_time: startTime,
    end_date: endDate,
    end_time: endTime,
    color: 'teal',
    type: { id: typeId },
    customer: { id: customerId },
    branch: { id: branchId },
    ...change,
  };
};
const book = (body: Record<string, unknown>, token = tokens.receptionist) =>
  t.call<{ data: CalendarEvent }>('POST', '/api/branches-calendar/create', { token, body });
const validate = (start: string, end: string, extra: Record<string, unknown> = {}) => {
  const { start_date, start_time, end_date, end_time } = event(start, end);
  return t.call<{ data: ValidateDatesAnswer }>('POST', '/api/branches-calendar/validateDates', {
    token: tokens.receptionist,
    body: { branchId, start_date, start_time, end_date, end_time, ...extra },
  });
};
const eventsOf = async (date: string) =>
  (
    await t.call<{ data: CalendarEvent[] }>('POST', '/api/branches-calendar/getCalendarDay', {
      token: tokens.receptionist,
      body: { branchId, date },
    })
  ).body.data.data;

describe('booking', () => {
  it('books an appointment and answers both forms of docs/spec.md §3', async () => {
    const { status, body } = await book(event('2031-03-10 10:00', '2031-03-10 10:45'));
    expect(status).toBe(201);
    expect(body.data.data).toMatchObject({
      name: 'Consulta',
      start_date: '2031-03-10',
      start_time: '10:00:00',
      title: 'Consulta',
      details: 'Revisión anual',
      date: '2031-03-10',
      time: '10:00',
      bgcolor: '#00695C',
      branchId,
      customerId,
      customer: { id: customerId, name: 'TERESA PRUEBA PRUEBA' },
      typeId,
      status: 'PROGRAMADA',
      doctor: null,
      doctorId: null,
      duration: 45,
      days: 1,
    });
  });

  it('answers 522 for the same start, and refuses it even when forced', async () => {
    const check = await validate('2031-03-10 10:00', '2031-03-10 10:30');
    expect(check.body.data.data).toEqual({
      result: false,
      codeError: 522,
      date: '2031-03-10',
      time: '10:00',
      end_time: '10:45',
      customer: 'TERESA PRUEBA PRUEBA',
      outsideHours: false,
      hours: { open: '09:00', close: '19:00' },
    });
    const refused = await book(event('2031-03-10 10:00', '2031-03-10 10:30', { force: true }));
    expect([refused.status, refused.body.codeError]).toEqual([409, 522]);
    expect(refused.body.data).toMatchObject({ date: '2031-03-10', time: '10:00' });
  });

  it('answers 523 for a start inside another event, and books it only when confirmed', async () => {
    const check = await validate('2031-03-10 10:15', '2031-03-10 10:30');
    expect(check.body.data.data).toMatchObject({ result: false, codeError: 523, time: '10:00' });
    const unconfirmed = await book(event('2031-03-10 10:15', '2031-03-10 10:30'));
    expect([unconfirmed.status, unconfirmed.body.codeError]).toEqual([409, 523]);
    const confirmed = await book(event('2031-03-10 10:15', '2031-03-10 10:30', { force: true }));
    expect(confirmed.status).toBe(201);
    expect((await eventsOf('2031-03-10')).map((e) => e.time)).toEqual(['10:00', '10:15']);
    expect((await validate('2031-03-10 10:45', '2031-03-10 11:00')).body.data.data).toEqual({
      result: true,
      codeError: null,
      date: null,
      time: null,
      end_time: null,
      customer: null,
      outsideHours: false,
      hours: { open: '09:00', close: '19:00' },
    });
  });

  it('lets only one of ten bookings of the same start succeed when they arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => book(event('2031-03-11 09:00', '2031-03-11 09:30'))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.body.codeError === 522)).toHaveLength(9);
    expect(await eventsOf('2031-03-11')).toHaveLength(1);
  });

  it('refuses an end not after the start, and writes nothing', async () => {
    const { status, body } = await book(event('2031-03-12 10:00', '2031-03-12 10:00'));
    expect(status).toBe(400);
    expect(body.data).toMatchObject({
      errors: [
        { field: 'end_time', message: 'La fecha y hora de fin deben ser posteriores al inicio' },
      ],
    });
    expect(await eventsOf('2031-03-12')).toEqual([]);
  });

  it("refuses another branch's patient and another branch's calendar", async () => {
    const foreign = await seedCustomer(t.database, otherBranchId);
    const byAdmin = await book(
      event('2031-03-13 10:00', '2031-03-13 10:30', { customer: { id: foreign } }),
      tokens.admin,
    );
    expect(byAdmin.status).toBe(400);
    expect(byAdmin.body.data).toMatchObject({ errors: [{ field: 'customer.id' }] });
    const byStaff = await book(
      event('2031-03-13 10:00', '2031-03-13 10:30', { customer: { id: foreign } }),
    );
    expect(byStaff.status).toBe(403);
    const elsewhere = await book(event('2031-03-13 10:00', '2031-03-13 10:30'), tokens.other);
    expect(elsewhere.status).toBe(403);
    const peek = await t.call('POST', '/api/branches-calendar/getData', {
      token: tokens.other,
      body: { branchId, month: 3, year: 2031 },
    });
    expect(peek.status).toBe(403);
    expect(await eventsOf('2031-03-13')).toEqual([]);
  });
});

describe('moving and listing', () => {
  it('re-validates a move with the server, leaving the event itself out of the check', async () => {
    const [first, second] = await eventsOf('2031-03-10');
    const move = (id: number, start: string, end: string, change: Record<string, unknown> = {}) => {
      // An update names no branch: an event stays in its own.
      const body: Record<string, unknown> = { ...event(start, end, change), id };
      delete body.branch;
      return t.call<{ data: CalendarEvent }>('PUT', '/api/branches-calendar/update', {
        token: tokens.receptionist,
        body,
      });
    };
    const onTop = await move(second!.id, '2031-03-10 10:00', '2031-03-10 10:20');
    expect(onTop.body.codeError).toBe(522);
    const longer = await move(first!.id, '2031-03-10 10:00', '2031-03-10 11:00');
    expect(longer.status).toBe(200);
    expect(longer.body.data.data.duration).toBe(60);
    const away = await move(second!.id, '2031-03-20 16:00', '2031-03-20 16:15', { force: true });
    expect(away.body.data.data.date).toBe('2031-03-20');
  });

  it('lists a month, a visible range and a day, in order, with events that span days', async () => {
    // A night through is outside the branch's hours: booked as confirmed.
    const guard = await book(
      event('2031-03-31 18:00', '2031-04-01 09:00', { name: 'Guardia', force: true }),
    );
    expect(guard.status).toBe(201);
    const month = await t.call<{ data: CalendarEvent[] }>(
      'POST',
      '/api/branches-calendar/getData',
      {
        token: tokens.receptionist,
        body: { branchId, month: 3, year: 2031 },
      },
    );
    expect(month.body.data.data.map((e) => e.date)).toEqual([
      '2031-03-10',
      '2031-03-11',
      '2031-03-20',
      '2031-03-31',
    ]);
    expect(month.body.data.data.at(-1)).toMatchObject({ days: 2, duration: 900 });
    const april = await t.call<{ data: CalendarEvent[] }>(
      'POST',
      '/api/branches-calendar/getData',
      {
        token: tokens.receptionist,
        body: { branchId, month: 4, year: 2031 },
      },
    );
    expect(april.body.data.data.map((e) => e.name)).toEqual(['Guardia']);
    const weeks = await t.call<{ data: CalendarEvent[] }>(
      'POST',
      '/api/branches-calendar/getData',
      {
        token: tokens.receptionist,
        body: { branchId, month: 3, year: 2031, from: '2031-03-17', to: '2031-03-23' },
      },
    );
    expect(weeks.body.data.data.map((e) => e.date)).toEqual(['2031-03-20']);
    expect((await eventsOf('2031-04-01')).map((e) => e.name)).toEqual(['Guardia']);
  });

  it('deletes an event', async () => {
    const [guard] = await eventsOf('2031-04-01');
    const removed = await t.call('DELETE', `/api/branches-calendar/delete/${guard!.id}`, {
      token: tokens.receptionist,
    });
    expect(removed.status).toBe(200);
    expect(await eventsOf('2031-04-01')).toEqual([]);
  });
});

describe('a new patient with a first appointment', () => {
  const register = (appointment: Record<string, unknown>, phone: string) =>
    t.call<{ data: { id: number } }>('POST', '/api/customers/create', {
      token: tokens.receptionist,
      body: {
        name: 'NUEVA',
        paternal: 'PACIENTE',
        maternal: 'CITA',
        phone,
        vatRequired: false,
        vat: null,
        branch: { id: branchId },
        appointment,
      },
    });
  const slot = (start: string, end: string, extra: Record<string, unknown> = {}) => {
    const { start_date, start_time, end_date, end_time } = event(start, end);
    return { start_date, start_time, end_date, end_time, type: { id: typeId }, ...extra };
  };
  const customerCount = async () =>
    (await t.database.db.select({ n: count() }).from(customers))[0]!.n;

  it('books it in the same transaction, and it shows in the patient’s history', async () => {
    const created = await register(slot('2031-05-05 12:00', '2031-05-05 12:30'), '3319990001');
    expect(created.status).toBe(201);
    const [booked] = await t.database.db
      .select({ customerId: calendarEvents.customerId, name: calendarEvents.name })
      .from(calendarEvents)
      .where(eq(calendarEvents.customerId, created.body.data.data.id));
    // Named by its type alone: the calendar shows the patient beside the name, once.
    expect(booked?.name).toMatch(/^CONSULTA \d+$/);
    const history = await t.call<{ tableData: { items: HistoryEntry[] } }>(
      'POST',
      '/api/customers/getCustomerHistory',
      {
        token: tokens.receptionist,
        body: { filters: { customerId: created.body.data.data.id } },
      },
    );
    expect(history.body.data.tableData.items.map((e) => e.kind)).toEqual(['appointment']);
  });

  it('registers nobody when the appointment clashes (522), and books a 523 only when confirmed', async () => {
    const before = await customerCount();
    const clash = await register(slot('2031-05-05 12:00', '2031-05-05 12:30'), '3319990002');
    expect([clash.status, clash.body.codeError]).toEqual([409, 522]);
    const inside = await register(slot('2031-05-05 12:10', '2031-05-05 12:20'), '3319990002');
    expect([inside.status, inside.body.codeError]).toEqual([409, 523]);
    expect(await customerCount()).toBe(before);
    const confirmed = await register(
      slot('2031-05-05 12:10', '2031-05-05 12:20', { force: true }),
      '3319990002',
    );
    expect(confirmed.status).toBe(201);
  });
});
