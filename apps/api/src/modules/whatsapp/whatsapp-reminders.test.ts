import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@iris/domain/calendar/calendar.schemas';
import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import { calendarEventStatuses } from '../../db/schema/calendar.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { clinicDay, reminderCalls, seedReminderClinic } from '../../testing/reminders-world.js';
import type { TestApp } from '../../testing/test-app.js';
import type { WhatsappFake } from '../../testing/whatsapp-fake.js';
import {
  agreeToWhatsapp,
  eventually,
  messagesOf,
  startWhatsappApp,
} from '../../testing/whatsapp-world.js';
import { STOPPED_TEXT } from './whatsapp-templates.js';

/*
 * docs/rules.md WhatsApp, through the API and the local fake of Meta's Cloud API: the reminder of a
 * patient who agreed goes by WhatsApp once; the buttons move the appointment; BAJA stops the next;
 * the webhook acts only on Meta's signature, once, forward only.
 */
let t: TestApp;
let fake: WhatsappFake;
let clinic: Awaited<ReturnType<typeof seedReminderClinic>>;
let calls: ReturnType<typeof reminderCalls>;

beforeAll(async () => {
  ({ t, fake } = await startWhatsappApp());
  clinic = await seedReminderClinic(t, 'WHATSAPP');
  calls = reminderCalls(t);
});
afterAll(() => t.close());

/** A patient who agreed, with an appointment tomorrow, reminded now; their message as sent. */
async function remindedPatient(email: string | null, time: string) {
  const customerId = await clinic.customer(email);
  const number = await agreeToWhatsapp(t, customerId);
  const eventId = await clinic.book(customerId, 1, time);
  return { customerId, number, eventId };
}

const runAndSettle = async (customerId: number) => {
  expect((await calls.run(clinic.admin)).status).toBe(200);
  return calls.settled(customerId);
};

const eventOf = async (id: number) =>
  (
    await t.call<{ data: CalendarEvent }>('POST', `/api/branches-calendar/get/${id}`, {
      token: clinic.desk,
    })
  ).body.data.data;

const reminderItem = async (customerId: number) =>
  (await calls.table(clinic.desk, { customerId })).body.data.tableData.items[0];

describe('a reminder by WhatsApp', () => {
  it('goes once to the +52 number with its buttons, no e-mail, and is listed as WhatsApp', async () => {
    const { customerId, number } = await remindedPatient('paciente.wa@example.com', '09:30');
    await runAndSettle(customerId);
    await calls.run(clinic.admin);
    const sent = fake.sent.filter((message) => message.to === number);
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'template',
        template: 'recordatorio_cita',
        buttons: ['CONFIRMAR', 'CAMBIAR'],
      }),
    ]);
    const tomorrow = (await clinicDay(t, 1)).split('-').reverse().join('/');
    expect(sent[0]?.body).toEqual([
      expect.stringMatching(/^PACIENTE\d+/),
      'WHATSAPP',
      tomorrow,
      '09:30',
      expect.stringMatching(/^EXAMEN DE LA VISTA/),
    ]);
    expect(t.smtp.received.filter((mail) => mail.to === 'paciente.wa@example.com')).toEqual([]);
    expect(await reminderItem(customerId)).toMatchObject({
      status: 'ENVIADO',
      channel: 'WHATSAPP',
      delivery: 'ENVIADO',
      answer: null,
      reason: null,
    });
    const whatsappOnly = await calls.table(clinic.desk, { customerId, channel: 'EMAIL' });
    expect(whatsappOnly.body.data.tableData.items).toEqual([]);
  });

  it('follows delivered and read forward only, whatever order the events arrive in', async () => {
    const { customerId, number } = await remindedPatient(null, '10:00');
    await runAndSettle(customerId);
    const id = fake.sent.find((message) => message.to === number)?.id ?? '';
    expect(await fake.status(id, 'read').post()).toBe(200);
    expect(await fake.status(id, 'delivered').post()).toBe(200);
    expect(await fake.status(id, 'sent').post()).toBe(200);
    expect(await fake.status(id, 'failed', 131026).post()).toBe(200);
    expect((await reminderItem(customerId))?.delivery).toBe('LEIDO');
    const [message] = await messagesOf(t, customerId);
    expect(message?.status).toBe('LEIDO');
    expect(message?.deliveredAt).not.toBeNull();
  });

  it('keeps a status that arrives before the answer to the send, and applies it', async () => {
    const customerId = await clinic.customer(null);
    await agreeToWhatsapp(t, customerId);
    await clinic.book(customerId, 1, '11:15');
    // The fake numbers its messages in order: the next one's id is known before it exists.
    const next = `wamid.FAKE${String(fake.sent.length + 1).padStart(8, '0')}`;
    expect(await fake.status(next, 'delivered').post()).toBe(200);
    await runAndSettle(customerId);
    expect((await messagesOf(t, customerId))[0]).toMatchObject({ waId: next, status: 'ENTREGADO' });
  });
});

describe('the answers', () => {
  it('Confirmar makes the appointment CONFIRMADA, stamped as done by WhatsApp', async () => {
    const { customerId, number, eventId } = await remindedPatient(null, '10:30');
    await runAndSettle(customerId);
    const id = fake.sent.find((message) => message.to === number)?.id ?? '';
    expect(await fake.tap(id, 'CONFIRMAR').post()).toBe(200);
    expect(await eventOf(eventId)).toMatchObject({
      status: 'CONFIRMADA',
      confirmedVia: 'WHATSAPP',
    });
    const history = await t.database.db
      .select()
      .from(calendarEventStatuses)
      .where(eq(calendarEventStatuses.eventId, eventId));
    expect(history).toEqual([
      expect.objectContaining({ status: 'CONFIRMADA', via: 'WHATSAPP', changedBy: null }),
    ]);
    expect((await reminderItem(customerId))?.answer).toBe('CONFIRMAR');
  });

  it('Necesito cambiarla puts it on Piden cambio until the front desk clears it or moves it', async () => {
    const { customerId, number, eventId } = await remindedPatient(null, '12:00');
    await runAndSettle(customerId);
    const id = fake.sent.find((message) => message.to === number)?.id ?? '';
    const tap = fake.tap(id, 'CAMBIAR');
    expect(await tap.post()).toBe(200);
    expect(await eventOf(eventId)).toMatchObject({ status: 'PROGRAMADA', changeRequested: true });

    const dashboard = await t.call<{ data: Dashboard }>('POST', '/api/dashboard/get', {
      token: clinic.desk,
      body: { branchId: clinic.branchId },
    });
    expect(dashboard.body.data.data.changeRequests.items.map((item) => item.id)).toContain(eventId);
    const day = await clinicDay(t, 1);
    const [year, month] = day.split('-').map(Number);
    const asked = await t.call<{ data: CalendarEvent[] }>(
      'POST',
      '/api/branches-calendar/getData',
      {
        token: clinic.desk,
        body: { branchId: clinic.branchId, year, month, changeRequested: true },
      },
    );
    expect(asked.body.data.data.map((event) => event.id)).toContain(eventId);
    expect(asked.body.data.data.every((event) => event.changeRequested)).toBe(true);

    const cleared = await t.call('PUT', '/api/branches-calendar/clearChangeRequest', {
      token: clinic.desk,
      body: { id: eventId },
    });
    expect(cleared.status).toBe(200);
    expect((await eventOf(eventId)).changeRequested).toBe(false);
    // The same delivery again (Meta retries): it was read once and changes nothing now.
    expect(await tap.post()).toBe(200);
    expect((await eventOf(eventId)).changeRequested).toBe(false);

    // A second request, then the appointment moved: the change is made.
    expect(await fake.tap(id, 'CAMBIAR').post()).toBe(200);
    expect((await eventOf(eventId)).changeRequested).toBe(true);
    expect((await clinic.move(eventId, customerId, 2, '13:00')).status).toBe(200);
    expect((await eventOf(eventId)).changeRequested).toBe(false);
  });

  it('a forged or unsigned delivery is 401 and changes nothing', async () => {
    const { customerId, number, eventId } = await remindedPatient(null, '14:00');
    await runAndSettle(customerId);
    const id = fake.sent.find((message) => message.to === number)?.id ?? '';
    const tap = fake.tap(id, 'CONFIRMAR');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: tap.body,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${'0'.repeat(64)}`,
      },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ result: false, codeError: 'unauthorized' });
    expect(await tap.post('')).toBe(401);
    // Signed for another body: the bytes changed after Meta signed them.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: tap.body.replace('CONFIRMAR', 'CAMBIAR'),
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': tap.signature },
    });
    expect(other.statusCode).toBe(401);
    expect(await eventOf(eventId)).toMatchObject({ status: 'PROGRAMADA', changeRequested: false });
  });
});

describe('BAJA', () => {
  it('ends the consent, is answered once, and the next reminder goes by e-mail', async () => {
    const customerId = await clinic.customer('baja@example.com');
    const number = await agreeToWhatsapp(t, customerId);
    expect(await fake.write(number, ' baja. ').post()).toBe(200);
    expect(await fake.write(number, 'STOP').post()).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({ whatsappConsent: false, whatsappConsentWay: 'RESPUESTA' });
    const answers = await eventually(async () => {
      const found = fake.sent.filter((message) => message.to === number);
      return found.length > 0 && found;
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fake.sent.filter((message) => message.to === number)).toEqual(answers);
    expect(answers).toEqual([expect.objectContaining({ type: 'text', text: STOPPED_TEXT })]);

    await clinic.book(customerId, 1, '16:00');
    const [reminder] = await runAndSettle(customerId);
    expect(reminder).toMatchObject({ channel: 'EMAIL', status: 'ENVIADO' });
    expect(fake.sent.filter((message) => message.to === number)).toHaveLength(1);
    expect(t.smtp.received.some((mail) => mail.to === 'baja@example.com')).toBe(true);
  });
});

describe('falling back to e-mail', () => {
  it('a paused template sends the e-mail instead, with the reason and code kept', async () => {
    const customerId = await clinic.customer('pausada@example.com');
    const number = await agreeToWhatsapp(t, customerId);
    fake.behave(number, 'template-paused');
    await clinic.book(customerId, 1, '17:00');
    await runAndSettle(customerId);
    expect(await reminderItem(customerId)).toMatchObject({
      status: 'ENVIADO',
      channel: 'EMAIL',
      delivery: null,
      reason: 'WHATSAPP_TEMPLATE',
      detail: '132015',
    });
    expect(t.smtp.received.filter((mail) => mail.to === 'pausada@example.com')).toHaveLength(1);
    expect(fake.sent.filter((message) => message.to === number)).toEqual([]);
  });

  it('a number not on WhatsApp (a failed status after the send) sends the e-mail, once', async () => {
    const customerId = await clinic.customer('sinwa@example.com');
    const number = await agreeToWhatsapp(t, customerId);
    fake.behave(number, 'not-user');
    await clinic.book(customerId, 1, '17:30');
    await runAndSettle(customerId);
    await fake.settled();
    const mails = await eventually(async () => {
      const found = t.smtp.received.filter((mail) => mail.to === 'sinwa@example.com');
      return found.length > 0 && found;
    });
    expect(mails).toHaveLength(1);
    expect(await reminderItem(customerId)).toMatchObject({
      status: 'ENVIADO',
      channel: 'EMAIL',
      reason: 'WHATSAPP_NOT_USER',
      detail: '131026',
    });
    expect(fake.sent.filter((message) => message.to === number)).toHaveLength(1);
  });

  it('without an e-mail to fall back to, the reminder is FALLIDO with the reason', async () => {
    const customerId = await clinic.customer(null);
    const number = await agreeToWhatsapp(t, customerId);
    fake.behave(number, 'template-paused');
    await clinic.book(customerId, 1, '18:00');
    const [reminder] = await runAndSettle(customerId);
    expect(reminder).toMatchObject({
      status: 'FALLIDO',
      channel: 'WHATSAPP',
      reason: 'WHATSAPP_TEMPLATE',
    });
  });

  it('a rate limit is waited out and the message still goes once', async () => {
    const customerId = await clinic.customer(null);
    const number = await agreeToWhatsapp(t, customerId);
    fake.behave(number, { rateLimited: 1 });
    await clinic.book(customerId, 1, '18:30');
    await calls.run(clinic.admin);
    const [reminder] = await calls.settled(customerId, 30_000);
    expect(reminder).toMatchObject({ status: 'ENVIADO', channel: 'WHATSAPP', attempts: 2 });
    expect(fake.sent.filter((message) => message.to === number)).toHaveLength(1);
  });
});

describe('the webhook handshake', () => {
  const handshake = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    });

  it('answers the challenge only with the verify token', async () => {
    const good = await handshake('fake-verify-token');
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    const bad = await handshake('otro-token');
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ result: false, codeError: 'forbidden' });
  });
});
