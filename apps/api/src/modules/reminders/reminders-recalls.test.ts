import { eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { planAppointmentReminders } from './reminder-plan.js';
import { clinicDay, reminderCalls, seedReminderClinic } from '../../testing/reminders-world.js';

/* Issue 25: the yearly recall, and the reminders' table as each role sees it. */
let t: TestApp;
let clinic: Awaited<ReturnType<typeof seedReminderClinic>>;
let other: Awaited<ReturnType<typeof seedReminderClinic>>;
let calls: ReturnType<typeof reminderCalls>;

beforeAll(async () => {
  t = await startTestApp({ jobsPollSeconds: 0.5 });
  clinic = await seedReminderClinic(t, 'ÓPTICA REVISIÓN');
  other = await seedReminderClinic(t, 'ÓPTICA VECINA');
  calls = reminderCalls(t);
});
afterAll(() => t.close());

const mailsTo = (to: string) => t.smtp.received.filter((mail) => mail.to === to);

describe('the yearly recall', () => {
  it('invites once a year a patient whose latest prescription is more than 12 months old', async () => {
    const due = await clinic.customer('revision.anual@correo.test');
    await clinic.prescribe(due, 13);
    const recent = await clinic.customer('reciente@correo.test');
    await clinic.prescribe(recent, 11);
    const renewed = await clinic.customer('renovada@correo.test');
    await clinic.prescribe(renewed, 30);
    await clinic.prescribe(renewed, 2);
    const booked = await clinic.customer('ya.agendo@correo.test');
    await clinic.prescribe(booked, 14);
    await clinic.book(booked, 3, '10:00');
    const noEmail = await clinic.customer(null);
    await clinic.prescribe(noEmail, 20);
    const optedOut = await clinic.customer('sin.revision@correo.test', false);
    await clinic.prescribe(optedOut, 15);

    expect((await calls.run(clinic.admin)).body.data.data).toEqual({
      appointments: 0,
      recalls: 2,
    });
    const mail = await t.smtp.waitFor('revision.anual@correo.test');
    const [prescribed] = await t.database.db
      .select({ date: prescriptions.date })
      .from(prescriptions)
      .where(eq(prescriptions.customerId, due));
    const lastExam = prescribed!.date.split('-').reverse().join('/');
    expect(mail.subject).toBe('Es momento de tu revisión visual anual en ÓPTICA REVISIÓN');
    expect(mail.text).toContain(`Tu último examen de la vista fue el ${lastExam}.`);
    expect(mail.text).toContain('Llámanos al 3312345678 para agendar tu revisión.');
    expect(mail.text).toContain('Horario: de 09:00 a 19:00');
    expect(mail.text).toContain('/api/reminders/unsubscribe/');
    expect(await calls.settled(due)).toMatchObject([{ kind: 'REVISION', status: 'ENVIADO' }]);
    expect(await calls.storedOf(optedOut)).toMatchObject([
      { kind: 'REVISION', status: 'OMITIDO', reason: 'OPTED_OUT' },
    ]);
    for (const customer of [recent, renewed, booked, noEmail])
      expect(await calls.storedOf(customer)).toEqual([]);

    // The same day, or any day of the coming year: no second recall.
    expect((await calls.run(clinic.admin)).body.data.data.recalls).toBe(0);
    // A year passes: the recall and the prescription are a year older, and it is due again.
    await t.database.db
      .update(prescriptions)
      .set({ date: sql`${prescriptions.date} - interval '12 months'` })
      .where(eq(prescriptions.customerId, due));
    await t.database.db
      .update(reminders)
      .set({ dueDate: sql`${reminders.dueDate} - interval '12 months'` })
      .where(eq(reminders.customerId, due));
    expect((await calls.run(clinic.admin)).body.data.data.recalls).toBe(1);
    await sleep(1500);
    expect(mailsTo('revision.anual@correo.test')).toHaveLength(2);
    expect(mailsTo('reciente@correo.test')).toHaveLength(0);
    expect(mailsTo('ya.agendo@correo.test')).toHaveLength(0);
  });
});

describe('the reminders table', () => {
  it("shows branch staff their branch's reminders, filtered by kind, status and day", async () => {
    const customer = await clinic.customer('tabla.cita@correo.test');
    await clinic.book(customer, 1, '12:00');
    const neighbour = await other.customer('vecina@correo.test');
    await other.book(neighbour, 1, '12:00');
    await calls.run(clinic.admin);
    await calls.settled(customer);
    await calls.settled(neighbour);
    const today = await clinicDay(t, 0);
    const tomorrow = await clinicDay(t, 1);

    const mine = await calls.table(clinic.desk);
    expect(mine.status).toBe(200);
    const items = mine.body.data.tableData.items;
    expect(items.every((item) => item.branch.name === 'ÓPTICA REVISIÓN')).toBe(true);
    const appointment = items.find((item) => item.customer.id === customer);
    expect(appointment).toMatchObject({
      kind: 'CITA',
      status: 'ENVIADO',
      dueDate: today,
      appointment: { date: tomorrow, time: '12:00' },
      attempts: 1,
      reason: null,
    });
    expect(items.some((item) => item.customer.id === neighbour)).toBe(false);

    const recalls = await calls.table(clinic.desk, { kind: 'REVISION' });
    expect(recalls.body.data.tableData.items.map((item) => item.kind)).not.toContain('CITA');
    expect(recalls.body.data.tableData.items.length).toBeGreaterThan(0);
    const omitted = await calls.table(clinic.doctor, { status: 'OMITIDO' });
    expect(omitted.body.data.tableData.items.map((item) => item.reason)).toEqual(['OPTED_OUT']);
    const ahead = await calls.table(clinic.desk, { from: tomorrow, to: tomorrow });
    expect(ahead.body.data.tableData.total_items).toBe(0);
    const byDay = await calls.table(clinic.desk, { from: today, to: today });
    // The first recall, moved a year back above, is not of today.
    expect(byDay.body.data.tableData.total_items).toBe(
      items.filter((item) => item.dueDate === today).length,
    );
    expect(items.some((item) => item.dueDate < today)).toBe(true);

    // super_admin sees both branches, or one; the neighbour's staff may not ask for this branch.
    const all = await calls.table(clinic.admin, { status: 'ENVIADO', kind: 'CITA' });
    const branchesSeen = new Set(all.body.data.tableData.items.map((item) => item.branch.name));
    expect(branchesSeen).toEqual(new Set(['ÓPTICA REVISIÓN', 'ÓPTICA VECINA']));
    const refused = await calls.table(other.desk, { branchId: clinic.branchId });
    expect(refused.status).toBe(403);
  });

  it('lets only super_admin send the pending reminders now', async () => {
    for (const token of [clinic.desk, clinic.doctor]) {
      const answer = await calls.run(token);
      expect(answer.status).toBe(403);
    }
    const anonymous = await t.call('POST', '/api/reminders/run', { body: {} });
    expect(anonymous.status).toBe(401);
  });

  it('does not send a reminder whose appointment moved or was deleted after it was planned', async () => {
    const moved = await clinic.customer('movida.antes@correo.test');
    const deleted = await clinic.customer('borrada.antes@correo.test');
    const movedId = await clinic.book(moved, 1, '17:00');
    const deletedId = await clinic.book(deleted, 1, '17:30');
    // Planned, and changed before any job could take them: the jobs see the rows only at commit.
    await t.database.db.transaction(async (tx) => {
      expect(await planAppointmentReminders(tx, false)).toBe(2);
      await tx
        .update(calendarEvents)
        .set({ startTime: '18:00', endTime: '18:30' })
        .where(eq(calendarEvents.id, movedId));
      await tx.delete(calendarEvents).where(eq(calendarEvents.id, deletedId));
    });
    expect(await calls.settled(moved)).toMatchObject([
      { status: 'OMITIDO', reason: 'APPOINTMENT_MOVED', attempts: 0 },
    ]);
    expect(await calls.settled(deleted)).toMatchObject([
      { status: 'OMITIDO', reason: 'APPOINTMENT_DELETED', eventId: null },
    ]);
    expect(mailsTo('movida.antes@correo.test')).toHaveLength(0);
    expect(mailsTo('borrada.antes@correo.test')).toHaveLength(0);
    // The moved one is reminded at its new time by the next run.
    expect((await calls.run(clinic.admin)).body.data.data.appointments).toBe(1);
    expect((await t.smtp.waitFor('movida.antes@correo.test')).text).toContain('Hora: 18:00');
  });
});
