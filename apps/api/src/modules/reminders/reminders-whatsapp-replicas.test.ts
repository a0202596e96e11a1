import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { whatsappMessages } from '../../db/schema/whatsapp.schema.js';
import { replicaWorld } from '../../testing/replica-world.js';
import {
  fakeWhatsappConfig,
  startWhatsappFake,
  type WhatsappFake,
} from '../../testing/whatsapp-fake.js';
import { runReminders } from './reminder-schedule.js';

/*
 * docs/rules.md WhatsApp: one message per reminder whatever retries, replicas and restarts do.
 * Iris processes are apps started and stopped on one database, as replicas would be, all talking to
 * one fake of the Cloud API.
 */
let fake: WhatsappFake;
beforeEach(async () => {
  fake = await startWhatsappFake();
});
afterEach(() => fake.close());
const world = replicaWorld(() => ({ whatsapp: fakeWhatsappConfig(fake.url) }));
const { startIris, allSent } = world;

/** `count` patients who agreed to WhatsApp, each with an appointment tomorrow; their numbers. */
const tomorrowsAppointments = (count: number, tag: string) =>
  world.tomorrowsAppointments(count, tag, async (customerId) => {
    const [row] = await world
      .database()
      .db.update(customers)
      .set({
        whatsappConsent: true,
        whatsappConsentAt: new Date(),
        whatsappConsentWay: 'MOSTRADOR',
      })
      .where(eq(customers.id, customerId))
      .returning({ phone: customers.phone });
    return `52${row?.phone ?? ''}`;
  });

const timesSent = (numbers: string[]) =>
  numbers.map((to) => fake.sent.filter((message) => message.to === to).length);

describe('WhatsApp reminders with several Iris on one database', () => {
  it('sends each reminder once when two replicas run at the same moment', async () => {
    const numbers = await tomorrowsAppointments(30, 'replicas');
    const [a, b] = await Promise.all([startIris(), startIris()]);
    const runs = await Promise.all([runReminders(a), runReminders(b)]);
    expect(runs[0].appointments + runs[1].appointments).toBe(30);
    await allSent(30);
    await sleep(1500);
    expect(timesSent(numbers)).toEqual(numbers.map(() => 1));
    expect(world.smtp().received).toEqual([]);
  });

  it('sends the rest, and nothing twice, after a restart in the middle of the batch', async () => {
    const numbers = await tomorrowsAppointments(60, 'reinicio');
    const first = await startIris();
    // The fake holds the first calls: the stop comes while they are on their way.
    fake.pause();
    expect((await runReminders(first)).appointments).toBe(60);
    await sleep(1500);
    const stopping = world.stopIris(first);
    await sleep(300);
    fake.resume();
    await stopping;
    const sentBefore = fake.sent.length;
    expect(sentBefore).toBeGreaterThan(0);
    expect(sentBefore).toBeLessThan(60);

    const second = await startIris();
    await allSent(60);
    expect((await runReminders(second)).appointments).toBe(0);
    await sleep(1500);
    expect(timesSent(numbers)).toEqual(numbers.map(() => 1));
  });

  it('never sends again a message whose call a crash cut short: it may have gone', async () => {
    const [number] = await tomorrowsAppointments(1, 'caida');
    const app = await startIris({ whatsapp: undefined });
    await runReminders(app);
    await allSent(0);
    // As a crash leaves it: the message claimed two minutes ago, Meta's answer never recorded.
    const [reminder] = await world.database().db.select().from(reminders);
    await world.database().db.update(reminders).set({ status: 'PENDIENTE', channel: 'WHATSAPP' });
    await world
      .database()
      .db.insert(whatsappMessages)
      .values({
        key: `reminder:${reminder?.id}`,
        kind: 'CITA',
        category: 'UTILITY',
        branchId: reminder?.branchId ?? 0,
        customerId: reminder?.customerId ?? 0,
        reminderId: reminder?.id ?? null,
        createdAt: new Date(Date.now() - 120_000),
      });
    await world.stopIris(app);
    const restarted = await startIris();
    await restarted.jobs.enqueue('reminder-mail', { reminderId: reminder?.id });
    const deadline = Date.now() + 15_000;
    let status = 'PENDIENTE';
    while (status === 'PENDIENTE' && Date.now() < deadline) {
      await sleep(100);
      const [row] = await world.database().db.select().from(reminders);
      status = row?.status ?? '';
    }
    const [row] = await world.database().db.select().from(reminders);
    expect(row).toMatchObject({ status: 'FALLIDO', reason: 'WHATSAPP_UNCERTAIN' });
    expect(timesSent([number ?? ''])).toEqual([0]);
  });
});
