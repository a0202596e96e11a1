import { eq, sql } from 'drizzle-orm';
import type { CalendarEvent } from '@iris/domain/calendar/calendar.schemas';
import type { Reminder, ReminderRun } from '@iris/domain/reminders/reminder.schemas';
import { customers } from '../db/schema/customers.schema.js';
import { branches } from '../db/schema/geography.schema.js';
import { prescriptions } from '../db/schema/prescriptions.schema.js';
import { reminders } from '../db/schema/reminders.schema.js';
import { seedAppointmentType, seedCustomer } from './seed-records.js';
import { seedBranch, seedUser, type TestApp } from './test-app.js';

let counter = 0;

/** The clinic's day `offset` days from today (the database session's time zone), `YYYY-MM-DD`. */
export async function clinicDay(t: TestApp, offset: number) {
  const { rows } = (await t.database.db.execute<{ day: string }>(
    sql`select (current_date + ${offset}::int)::text as day`,
  )) as { rows: { day: string }[] };
  const [today] = rows;
  if (!today) throw new Error('the database has no date');
  return today.day;
}

/**
 * A branch with a phone, its receptionist and doctor, and super_admin; `patient()` registers one,
 * `book()` gives them an appointment through the calendar's API as the front desk does.
 */
export async function seedReminderClinic(t: TestApp, name: string) {
  const branchId = (await seedBranch(t.database, name)).branch.id;
  await t.database.db
    .update(branches)
    .set({ phone: '3312345678', color: 'teal' })
    .where(eq(branches.id, branchId));
  const tag = `${name.toLowerCase().replace(/\W/g, '')}${++counter}`;
  await seedUser(t.database, { email: `recepcion@${tag}.test`, role: 'receptionist', branchId });
  const doctorId = await seedUser(t.database, {
    email: `doctor@${tag}.test`,
    role: 'doctor',
    branchId,
  });
  await seedUser(t.database, { email: `admin@${tag}.test`, role: 'super_admin' });
  const desk = await t.login(`recepcion@${tag}.test`);
  const doctor = await t.login(`doctor@${tag}.test`);
  const admin = await t.login(`admin@${tag}.test`);
  const typeId = await seedAppointmentType(t.database, 'EXAMEN DE LA VISTA');

  const customer = async (email: string | null, optedIn = true) => {
    const customerId = await seedCustomer(t.database, branchId, { name: `PACIENTE${++counter}` });
    await t.database.db
      .update(customers)
      .set({ email, reminders: optedIn })
      .where(eq(customers.id, customerId));
    return customerId;
  };
  const eventBody = (customerId: number, date: string, time: string) => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const end = `${String(hour + (minute + 30 >= 60 ? 1 : 0)).padStart(2, '0')}:${String((minute + 30) % 60).padStart(2, '0')}`;
    return {
      name: 'Examen',
      description: 'Revisión de la vista',
      start_date: date,
      start_time: time,
      end_date: date,
      end_time: end,
      color: 'teal',
      type: { id: typeId },
      customer: { id: customerId },
      branch: { id: branchId },
      force: true,
    };
  };
  /** An appointment `offset` days from today at `time`; its id. */
  const book = async (customerId: number, offset: number, time: string) => {
    const body = eventBody(customerId, await clinicDay(t, offset), time);
    const answer = await t.call<{ data: CalendarEvent }>('POST', '/api/branches-calendar/create', {
      token: desk,
      body,
    });
    if (answer.status !== 201) throw new Error(`booking failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data.data.id;
  };
  const move = async (id: number, customerId: number, offset: number, time: string) => {
    // An update names no branch: an appointment stays in its own.
    const body: Record<string, unknown> = eventBody(customerId, await clinicDay(t, offset), time);
    delete body.branch;
    return t.call('PUT', '/api/branches-calendar/update', { token: desk, body: { ...body, id } });
  };
  const cancel = (id: number) =>
    t.call('DELETE', `/api/branches-calendar/delete/${id}`, { token: desk });
  /** A prescription written `monthsAgo` months ago (stored directly: its rules are tested apart). */
  const prescribe = async (customerId: number, monthsAgo: number) => {
    await t.database.db.insert(prescriptions).values({
      customerId,
      date: sql<string>`(current_date - ${monthsAgo}::int * interval '1 month')::date`,
      kind: 'LENTES',
      odSphere: '-1.25',
      odCylinder: '0.00',
      oiSphere: '-1.00',
      oiCylinder: '0.00',
      doctorId,
    });
  };
  return { branchId, desk, doctor, admin, typeId, customer, book, move, cancel, prescribe };
}

/** The reminders calls of docs/api.md, as a client makes them. */
export function reminderCalls(t: TestApp) {
  const run = (token: string) =>
    t.call<{ data: ReminderRun }>('POST', '/api/reminders/run', { token, body: {} });
  const table = (token: string, filters: Record<string, unknown> = {}) =>
    t.call<{ tableData: { items: Reminder[]; total_items: number } }>(
      'POST',
      '/api/reminders/getTable',
      { token, body: { page: 1, rowsPerPage: 50, filters } },
    );
  /** The patient's reminders as stored, oldest first. */
  const storedOf = (customerId: number) =>
    t.database.db
      .select()
      .from(reminders)
      .where(eq(reminders.customerId, customerId))
      .orderBy(reminders.id);
  /** Waits until the patient's reminders have all left PENDIENTE. */
  const settled = async (customerId: number, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await storedOf(customerId);
      if (rows.length > 0 && rows.every((row) => row.status !== 'PENDIENTE')) return rows;
      if (Date.now() > deadline) throw new Error(`reminders of ${customerId} still pending`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { run, table, storedOf, settled };
}
