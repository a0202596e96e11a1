import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@iris/domain/calendar/calendar.schemas';
import type { GridAnswer } from '@iris/domain/calendar/calendar-grid';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { seedAppointmentType, seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let branchId: number;
let otherBranchId: number;
let doctorId: number;
let typeId: number;
let customerId: number;
const ids: Record<string, number> = {};
const tokens = { admin: '', receptionist: '', other: '' };

/** The month view of May 2031 (Monday first): 28/04 to 08/06. */
const MAY_VIEW = { from: '2031-04-28', to: '2031-06-08' };

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'REJILLA')).branch.id;
  otherBranchId = (await seedBranch(t.database, 'REJILLA AJENA')).branch.id;
  typeId = await seedAppointmentType(t.database);
  customerId = await seedCustomer(t.database, branchId, {
    name: 'TERESA',
    paternal: 'NÚÑEZ',
    maternal: 'OCHOA',
  });
  doctorId = await seedUser(t.database, {
    email: 'doctora@rejilla.test',
    role: 'doctor',
    branchId,
    name: 'ANA',
  });
  await seedUser(t.database, { email: 'admin@rejilla.test' });
  await seedUser(t.database, { email: 'recepcion@rejilla.test', role: 'receptionist', branchId });
  await seedUser(t.database, {
    email: 'ajena@rejilla.test',
    role: 'receptionist',
    branchId: otherBranchId,
  });
  tokens.admin = await t.login('admin@rejilla.test');
  tokens.receptionist = await t.login('recepcion@rejilla.test');
  tokens.other = await t.login('ajena@rejilla.test');

  const event = (
    key: string,
    start: string,
    end: string,
    change: Partial<typeof calendarEvents.$inferInsert> = {},
  ) => ({
    name: key,
    description: `Descripción de ${key}`,
    startDate: start.slice(0, 10),
    startTime: start.slice(11),
    endDate: end.slice(0, 10),
    endTime: end.slice(11),
    color: 'teal' as const,
    branchId,
    typeId,
    ...change,
  });
  const rows = await t.database.db
    .insert(calendarEvents)
    .values([
      event('Consulta', '2031-05-10 10:00', '2031-05-10 10:45', {
        customerId,
        doctorId,
        status: 'CONFIRMADA',
      }),
      event('Junta', '2031-05-02 08:00', '2031-05-02 09:00', { color: 'grey' }),
      event('Guardia', '2031-04-27 22:00', '2031-04-28 07:00'),
      event('Fin de mes', '2031-06-08 18:00', '2031-06-08 18:30'),
      event('Antes', '2031-04-27 10:00', '2031-04-27 11:00'),
      event('Después', '2031-06-09 10:00', '2031-06-09 11:00'),
      event('Ajena', '2031-05-10 10:00', '2031-05-10 10:45', { branchId: otherBranchId }),
      event('Temprano', '2031-05-10 08:00', '2031-05-10 08:30', { doctorId }),
      event('Tarde', '2031-05-10 17:00', '2031-05-10 17:30'),
    ])
    .returning({ id: calendarEvents.id, name: calendarEvents.name });
  for (const row of rows) ids[row.name] = row.id;
});
afterAll(() => t.close());

const grid = (body: Record<string, unknown>, token = tokens.receptionist) =>
  t.call<GridAnswer>('POST', '/api/branches-calendar/getGrid', { token, body });

describe('getGrid: what the month and day views draw', () => {
  it("answers exactly the branch's events that overlap the days shown, in start order", async () => {
    const { status, body } = await grid({ branchId, ...MAY_VIEW });
    expect(status).toBe(200);
    expect(body).toMatchObject({ result: true, codeError: null });
    expect(body.data.data.map((row) => row.title)).toEqual([
      'Guardia',
      'Junta',
      'Temprano',
      'Consulta',
      'Tarde',
      'Fin de mes',
    ]);
    expect(body.data.days).toEqual([
      { date: '2031-05-02', count: 1 },
      { date: '2031-05-10', count: 3 },
      { date: '2031-06-08', count: 1 },
    ]);
  });

  it("answers a month view's first events of each day and every day's count", async () => {
    const two = (await grid({ branchId, ...MAY_VIEW, perDay: 2 })).body.data;
    expect(two.data.map((row) => row.title)).toEqual([
      'Guardia',
      'Junta',
      'Temprano',
      'Consulta',
      'Fin de mes',
    ]);
    expect(two.days).toContainEqual({ date: '2031-05-10', count: 3 });
    const counts = (await grid({ branchId, ...MAY_VIEW, perDay: 0 })).body.data;
    expect(counts.data).toEqual([]);
    expect(counts.days).toEqual(two.days);
  });

  it('filters by the doctor, or the events without one, counts included', async () => {
    const hers = (await grid({ branchId, ...MAY_VIEW, doctor: doctorId })).body.data;
    expect(hers.data.map((row) => row.title)).toEqual(['Temprano', 'Consulta']);
    expect(hers.days).toEqual([{ date: '2031-05-10', count: 2 }]);
    const none = (await grid({ branchId, ...MAY_VIEW, doctor: 'none', perDay: 1 })).body.data;
    expect(none.data.map((row) => row.title)).toEqual(['Guardia', 'Junta', 'Tarde', 'Fin de mes']);
    expect(none.days).toContainEqual({ date: '2031-05-10', count: 1 });
  });

  it('carries only the drawn fields: span to the minute, name, colour, status, patient, doctor, change asked', async () => {
    const day = { branchId, from: '2031-05-10', to: '2031-05-10' };
    const rows = (await grid(day)).body.data.data.filter((row) => row.title === 'Consulta');
    expect(rows).toEqual([
      {
        id: ids.Consulta,
        start: '2031-05-10T10:00',
        end: '2031-05-10T10:45',
        title: 'Consulta',
        color: 'teal',
        status: 'CONFIRMADA',
        customer: 'TERESA NÚÑEZ OCHOA',
        doctorId,
        doctor: 'ANA PRUEBA',
        changeRequested: false,
      },
    ]);
    const meeting = (await grid({ branchId, from: '2031-05-02', to: '2031-05-02' })).body.data.data;
    expect(meeting).toEqual([
      expect.objectContaining({ title: 'Junta', customer: null, doctorId: null, doctor: null }),
    ]);
  });

  it('answers an empty list for days without events, with the envelope of any answer', async () => {
    const { status, body } = await grid({ branchId, from: '2032-01-01', to: '2032-01-31' });
    const full = await t.call('POST', '/api/branches-calendar/getData', {
      token: tokens.receptionist,
      body: { branchId, year: 2032, month: 1 },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ data: [], days: [] });
    expect(body.message).toBe(full.body.message);
  });

  it("keeps a branch's calendar to its branch: 403 for another branch's receptionist", async () => {
    const { status, body } = await grid({ branchId, ...MAY_VIEW }, tokens.other);
    expect(status).toBe(403);
    expect(body.result).toBe(false);
    const own = (await grid({ branchId: otherBranchId, ...MAY_VIEW }, tokens.other)).body.data;
    expect(own.data.map((row) => row.id)).toEqual([ids.Ajena]);
    const admin = (await grid({ branchId: otherBranchId, ...MAY_VIEW }, tokens.admin)).body.data;
    expect(admin.data.map((row) => row.id)).toEqual([ids.Ajena]);
  });

  it('refuses a reversed or too long range, too many a day or an unknown doctor, naming the field', async () => {
    for (const [range, field] of [
      [{ from: '2031-05-10', to: '2031-05-09' }, 'to'],
      [{ from: '2031-01-01', to: '2031-12-31' }, 'to'],
      [{ ...MAY_VIEW, perDay: 21 }, 'perDay'],
      [{ ...MAY_VIEW, doctor: 'all' }, 'doctor'],
    ] as const) {
      const { status, body } = await t.call<{ errors: { field: string }[] }>(
        'POST',
        '/api/branches-calendar/getGrid',
        { token: tokens.receptionist, body: { branchId, ...range } },
      );
      expect(status).toBe(400);
      expect(body.data.errors.map((error) => error.field)).toEqual([field]);
    }
  });
});

describe('the whole event, as before', () => {
  it('getData still answers every field of both forms for the same month', async () => {
    const { body } = await t.call<{ data: CalendarEvent[] }>(
      'POST',
      '/api/branches-calendar/getData',
      { token: tokens.receptionist, body: { branchId, year: 2031, month: 5 } },
    );
    const consulta = body.data.data.find((row) => row.id === ids.Consulta);
    expect(body.data.data.map((row) => row.name)).toEqual([
      'Junta',
      'Temprano',
      'Consulta',
      'Tarde',
    ]);
    expect(consulta).toMatchObject({
      description: 'Descripción de Consulta',
      start_date: '2031-05-10',
      start_time: '10:00:00',
      end_time: '10:45:00',
      customer: { id: customerId, name: 'TERESA NÚÑEZ OCHOA' },
      doctor: { id: doctorId, name: 'ANA PRUEBA' },
      title: 'Consulta',
      details: 'Descripción de Consulta',
      date: '2031-05-10',
      time: '10:00',
      bgcolor: '#00695C',
      branchId,
      duration: 45,
      days: 1,
    });
    expect(Object.keys(consulta ?? {}).sort()).toEqual(
      [
        ...['id', 'name', 'description', 'start_date', 'start_time', 'end_date', 'end_time'],
        ...['color', 'branch', 'customer', 'type', 'title', 'details', 'date', 'time', 'bgcolor'],
        ...['branchId', 'customerId', 'typeId', 'status', 'doctor', 'doctorId', 'duration', 'days'],
        ...['changeRequested', 'confirmedVia'],
      ].sort(),
    );
  });

  it('get/{id} reads one event whole for its dialog, in its branch only', async () => {
    const url = `/api/branches-calendar/get/${ids.Consulta}`;
    const own = await t.call<{ data: CalendarEvent }>('POST', url, { token: tokens.receptionist });
    expect(own.status).toBe(200);
    expect(own.body.data.data).toMatchObject({
      id: ids.Consulta,
      description: 'Descripción de Consulta',
      typeId,
      customer: { name: 'TERESA NÚÑEZ OCHOA' },
      status: 'CONFIRMADA',
    });
    const other = await t.call('POST', url, { token: tokens.other });
    expect(other.status).toBe(403);
    expect(other.body.result).toBe(false);
  });
});
