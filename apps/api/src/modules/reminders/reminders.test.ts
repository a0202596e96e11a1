import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.schema.js';
import { linkIn } from '../../testing/smtp-sink.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { clinicDay, reminderCalls, seedReminderClinic } from '../../testing/reminders-world.js';

/* Issue 25: the day-before reminders of appointments, sent once, through the database's queue. */
let t: TestApp;
let clinic: Awaited<ReturnType<typeof seedReminderClinic>>;
let calls: ReturnType<typeof reminderCalls>;
/** DD/MM/YYYY of tomorrow in the clinic. */
let tomorrow: string;

beforeAll(async () => {
  t = await startTestApp({ jobsPollSeconds: 0.5 });
  clinic = await seedReminderClinic(t, 'ÓPTICA AVISOS');
  calls = reminderCalls(t);
  tomorrow = (await clinicDay(t, 1)).split('-').reverse().join('/');
});
afterAll(() => t.close());

const mailsTo = (to: string) => t.smtp.received.filter((mail) => mail.to === to);
/** The link opened as a browser opens it. */
const open = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

describe('appointment reminders', () => {
  it("reminds tomorrow's appointments once, in Spanish, with where, when and how to cancel", async () => {
    const withEmail = await clinic.customer('ana.avisos@correo.test');
    const noEmail = await clinic.customer(null);
    const optedOut = await clinic.customer('no.quiere@correo.test', false);
    const today = await clinic.customer('hoy@correo.test');
    const later = await clinic.customer('pasado@correo.test');
    await clinic.book(withEmail, 1, '10:30');
    await clinic.book(noEmail, 1, '11:00');
    await clinic.book(optedOut, 1, '11:30');
    await clinic.book(today, 0, '18:00');
    await clinic.book(later, 2, '10:00');

    const run = await calls.run(clinic.admin);
    expect(run.status).toBe(200);
    expect(run.body.data.data).toEqual({ appointments: 3, recalls: 0 });

    const mail = await t.smtp.waitFor('ana.avisos@correo.test');
    expect(mail.subject).toBe(
      `Recordatorio de tu cita en ÓPTICA AVISOS el ${tomorrow} a las 10:30`,
    );
    expect(mail.text).toContain('Te recordamos tu cita de mañana en ÓPTICA AVISOS.');
    expect(mail.text).toContain(`Fecha: ${tomorrow}`);
    expect(mail.text).toContain('Hora: 10:30');
    expect(mail.text).toMatch(/Cita: EXAMEN DE LA VISTA/);
    expect(mail.text).toContain('Dirección: AV. CHAPULTEPEC 100, C.P. 44100');
    expect(mail.text).toContain('Si no puedes asistir, llámanos al 3312345678 para cambiarla.');
    expect(mail.html).toContain('border-top:4px solid #00695C');
    expect(mail.html).toContain('<th align="left">Hora</th><td>10:30</td>');
    const link = linkIn(mail, 'api/reminders/unsubscribe');
    expect(link.startsWith('http://iris.test/api/reminders/unsubscribe/')).toBe(true);
    expect(mail.listUnsubscribe).toContain(link);

    const [sent] = await calls.settled(withEmail);
    expect(sent).toMatchObject({ kind: 'CITA', status: 'ENVIADO', attempts: 1, reason: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(mail.messageId).toBe(`<reminder-${sent!.id}@iris.test>`);
    expect(await calls.storedOf(noEmail)).toMatchObject([
      { status: 'OMITIDO', reason: 'NO_EMAIL' },
    ]);
    expect(await calls.storedOf(optedOut)).toMatchObject([
      { status: 'OMITIDO', reason: 'OPTED_OUT' },
    ]);
    expect(await calls.storedOf(today)).toEqual([]);
    expect(await calls.storedOf(later)).toEqual([]);

    // Run again, as a second press or the schedule's next tick would: nothing is planned twice.
    expect((await calls.run(clinic.admin)).body.data.data).toEqual({ appointments: 0, recalls: 0 });
    await sleep(1500);
    expect(mailsTo('ana.avisos@correo.test')).toHaveLength(1);
    expect(mailsTo('no.quiere@correo.test')).toHaveLength(0);
    expect(mailsTo('hoy@correo.test')).toHaveLength(0);
  });

  it('reminds a moved appointment at its new time, and a deleted one not at all', async () => {
    const moved = await clinic.customer('movida@correo.test');
    const away = await clinic.customer('lejos@correo.test');
    const deleted = await clinic.customer('borrada@correo.test');
    const movedId = await clinic.book(moved, 1, '12:00');
    const awayId = await clinic.book(away, 1, '12:30');
    const deletedId = await clinic.book(deleted, 1, '13:00');
    expect((await clinic.cancel(deletedId)).status).toBe(200);

    expect((await calls.run(clinic.admin)).body.data.data.appointments).toBe(2);
    expect((await t.smtp.waitFor('movida@correo.test')).text).toContain('Hora: 12:00');
    await t.smtp.waitFor('lejos@correo.test');

    expect((await clinic.move(movedId, moved, 1, '16:00')).status).toBe(200);
    expect((await clinic.move(awayId, away, 2, '12:30')).status).toBe(200);
    expect((await calls.run(clinic.admin)).body.data.data.appointments).toBe(1);
    await calls.settled(moved);
    const toMoved = mailsTo('movida@correo.test');
    expect(toMoved.map((mail) => /Hora: (\d\d:\d\d)/.exec(mail.text)?.[1])).toEqual([
      '12:00',
      '16:00',
    ]);
    expect((await calls.storedOf(moved)).map((row) => row.status)).toEqual(['ENVIADO', 'ENVIADO']);
    expect(mailsTo('lejos@correo.test')).toHaveLength(1);
    expect(await calls.storedOf(deleted)).toEqual([]);
  });

  it('sends no reminder to a patient who used the link, which needs no login', async () => {
    const email = 'se.da.de.baja@correo.test';
    const customer = await clinic.customer(email);
    await clinic.book(customer, 1, '14:00');
    await calls.run(clinic.admin);
    const link = linkIn(await t.smtp.waitFor(email), 'api/reminders/unsubscribe');
    await calls.settled(customer);

    const page = await open(new URL(link).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Listo: ya no recibirás recordatorios');
    expect(page.body).toContain('de ÓPTICA AVISOS');
    const [stored] = await t.database.db
      .select({ reminders: customers.reminders })
      .from(customers)
      .where(eq(customers.id, customer));
    expect(stored?.reminders).toBe(false);
    // Opening it again still says it worked.
    expect((await open(new URL(link).pathname)).statusCode).toBe(200);

    await clinic.book(customer, 1, '17:00');
    await calls.run(clinic.admin);
    expect((await calls.storedOf(customer)).map((row) => [row.status, row.reason])).toEqual([
      ['ENVIADO', null],
      ['OMITIDO', 'OPTED_OUT'],
    ]);
    await sleep(1000);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('refuses a link that this server did not sign, and takes the one-click POST', async () => {
    const customer = await clinic.customer('un.clic@correo.test');
    await clinic.book(customer, 1, '15:00');
    await calls.run(clinic.admin);
    const link = new URL(
      linkIn(await t.smtp.waitFor('un.clic@correo.test'), 'api/reminders/unsubscribe'),
    );
    const token = link.pathname.split('/').at(-1)!;
    const [id, signature] = token.split('.') as [string, string];
    const forged = [
      `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${(customer + 1).toString(36)}.${signature}`,
      'nada',
    ];
    for (const bad of forged) {
      const page = await open(`/api/reminders/unsubscribe/${bad}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('El enlace no es válido');
      // An API client gets the envelope of every other call.
      const client = await t.call('GET', `/api/reminders/unsubscribe/${bad}`);
      expect(client.status).toBe(404);
      expect(client.body.codeError).toBe('not_found');
    }
    const optedIn = await t.database.db
      .select({ reminders: customers.reminders })
      .from(customers)
      .where(eq(customers.id, customer));
    expect(optedIn[0]?.reminders).toBe(true);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: link.pathname,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ result: true, data: { data: { reminders: false } } });
    const after = await t.database.db
      .select({ reminders: customers.reminders })
      .from(customers)
      .where(eq(customers.id, customer));
    expect(after[0]?.reminders).toBe(false);
  });

  it('retries a refused e-mail with backoff, then keeps it FALLIDO with the reply code', async () => {
    const customer = await clinic.customer('buzon.lleno@correo.test');
    await clinic.book(customer, 1, '09:30');
    t.smtp.refuse(550);
    try {
      await calls.run(clinic.admin);
      const [failed] = await calls.settled(customer);
      // Config.mailRetry in tests: one more attempt, a second later.
      expect(failed).toMatchObject({
        status: 'FALLIDO',
        reason: 'SMTP_REJECTED',
        detail: '550',
        attempts: 2,
        sentAt: null,
      });
      expect(failed!.updatedAt.getTime() - failed!.createdAt.getTime()).toBeGreaterThanOrEqual(
        1000,
      );
    } finally {
      t.smtp.accept();
    }
    expect(mailsTo('buzon.lleno@correo.test')).toHaveLength(0);
  });
});
