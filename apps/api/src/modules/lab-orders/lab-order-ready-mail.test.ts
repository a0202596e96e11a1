import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.schema.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { enqueueLabOrderReadyMail, LAB_ORDER_READY_MAIL } from './lab-order-ready-mail.job.js';
import { singletonJobId } from '../../lib/jobs/job-key.js';
import { labOrderCalls, seedClinic, seedLaboratory } from '../../testing/lab-orders-world.js';

/* Issue 24: the patient is told once, by a job of the queue, that the glasses are ready. */
let t: TestApp;
let clinic: Awaited<ReturnType<typeof seedClinic>>;
let laboratoryId: number;
let calls: ReturnType<typeof labOrderCalls>;

beforeAll(async () => {
  t = await startTestApp({ jobsPollSeconds: 0.5 });
  clinic = await seedClinic(t, 'SUCURSAL CHAPULTEPEC');
  laboratoryId = await seedLaboratory(t, 3);
  calls = labOrderCalls(t);
});
afterAll(() => t.close());

/**
 * An order of a new patient (`email` or none; opted out without `reminders`) made RECIBIDO; a
 * patient `blocked` meanwhile (their record's cancellation) while the glasses were at the lab.
 */
async function receivedOrder(email: string | null, reminders = true, blocked = false) {
  const sale = await clinic.sale();
  await t.database.db
    .update(customers)
    .set({ email, reminders })
    .where(eq(customers.id, sale.customerId));
  const id = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
  expect((await calls.advance(clinic.desk, id, 'ENVIADO')).status).toBe(200);
  if (blocked) {
    await t.database.db
      .update(customers)
      .set({ blockedAt: new Date() })
      .where(eq(customers.id, sale.customerId));
  }
  expect((await calls.advance(clinic.desk, id, 'RECIBIDO')).status).toBe(200);
  return id;
}

/** The order's job once it has ended (its id is the order's key). */
async function finishedJob(orderId: number) {
  const id = singletonJobId(LAB_ORDER_READY_MAIL, `lab-order-${orderId}`);
  for (let i = 0; i < 100; i++) {
    const job = await t.app.jobs.outcome(LAB_ORDER_READY_MAIL, id);
    if (job && ['completed', 'failed'].includes(job.state)) return job;
    await sleep(100);
  }
  throw new Error(`the e-mail job of order ${orderId} did not end`);
}

describe('the glasses-are-ready e-mail', () => {
  it('reaches the patient once, in Spanish, with the branch address and opening hours', async () => {
    const orderId = await receivedOrder('lentes.listos@iris.test');
    // The advance enqueued it; enqueued again, as a second replica would, the order's key holds.
    const again = await t.database.db.transaction((tx) => enqueueLabOrderReadyMail(tx, orderId));
    expect(again).toBeNull();
    const mail = await t.smtp.waitFor('lentes.listos@iris.test');
    expect(mail.subject).toBe('Tus lentes están listos en SUCURSAL CHAPULTEPEC');
    expect(mail.text).toContain('Hola PACIENTE PRUEBA:');
    // The branch's name says it is a branch: not "en la sucursal SUCURSAL CHAPULTEPEC".
    expect(mail.text).toContain('Puedes recogerlos en SUCURSAL CHAPULTEPEC.');
    expect(mail.text).not.toMatch(/sucursal SUCURSAL/i);
    expect(mail.text).toContain('Dirección: AV. CHAPULTEPEC 100, C.P. 44100');
    expect(mail.text).toContain('Horario: de 09:00 a 19:00');
    expect(mail.html).toContain('<th align="left">Horario</th><td>de 09:00 a 19:00</td>');
    // The patient can stop these e-mails from any of them (docs/rules.md, Reminders and recalls).
    expect(mail.listUnsubscribe).toContain('http://iris.test/api/reminders/unsubscribe/');
    expect(mail.text).toContain('Si ya no deseas recibir recordatorios por correo');
    expect((await finishedJob(orderId)).output).toEqual({ sent: true });
    await sleep(1500);
    expect(t.smtp.received.filter((m) => m.to === 'lentes.listos@iris.test')).toHaveLength(1);
  });

  it('sends nothing to a patient without an e-mail, and says so in the outcome', async () => {
    const before = t.smtp.received.length;
    const orderId = await receivedOrder(null);
    const job = await finishedJob(orderId);
    expect(job.state).toBe('completed');
    expect(job.output).toEqual({ skipped: 'no e-mail' });
    expect(t.smtp.received.length).toBe(before);
  });

  it('sends nothing to a patient who opted out of e-mails, and says so in the outcome', async () => {
    const orderId = await receivedOrder('sin.correos@iris.test', false);
    const job = await finishedJob(orderId);
    expect(job.state).toBe('completed');
    expect(job.output).toEqual({ skipped: 'opted out' });
    await sleep(1000);
    expect(t.smtp.received.filter((m) => m.to === 'sin.correos@iris.test')).toHaveLength(0);
  });

  it('sends nothing to a patient whose record was blocked meanwhile', async () => {
    const orderId = await receivedOrder('bloqueado@iris.test', true, true);
    const job = await finishedJob(orderId);
    expect(job.output).toEqual({ skipped: 'record blocked' });
    await sleep(1000);
    expect(t.smtp.received.filter((m) => m.to === 'bloqueado@iris.test')).toHaveLength(0);
  });
});
