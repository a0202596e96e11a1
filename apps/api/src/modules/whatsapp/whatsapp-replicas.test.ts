import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig, type Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { whatsappMessages } from '../../db/schema/whatsapp.schema.js';
import { createLocalStorage } from '../../lib/files/local-storage.js';
import { seedAppointmentType, seedCustomer, seedEvent } from '../../testing/seed-records.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { seedBranch } from '../../testing/test-app.js';
import { openTestDatabase } from '../../testing/test-database.js';
import {
  fakeWhatsappConfig,
  startWhatsappFake,
  type WhatsappFake,
} from '../../testing/whatsapp-fake.js';
import { runReminders } from '../reminders/reminder-schedule.js';

/*
 * docs/rules.md WhatsApp: one message per reminder whatever retries, replicas and restarts do.
 * Iris processes are apps started and stopped on one database, as replicas would be, all talking to
 * one fake of the Cloud API.
 */
let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let fake: WhatsappFake;
let filesRoot: string;
const apps = new Set<FastifyInstance>();

beforeEach(async () => {
  [database, smtp, fake] = await Promise.all([
    openTestDatabase(),
    startSmtpSink(),
    startWhatsappFake(),
  ]);
  filesRoot = mkdtempSync(path.join(tmpdir(), 'iris-whatsapp-'));
});
afterEach(async () => {
  for (const app of apps) await app.close();
  apps.clear();
  await Promise.all([database.close(), smtp.close(), fake.close()]);
  await rm(filesRoot, { recursive: true, force: true });
});

async function startIris(overrides: Partial<Config> = {}) {
  const config: Config = {
    ...loadConfig({}),
    dataDir: null,
    jwtSecret: 'replicas',
    smtpUrl: smtp.url,
    publicUrl: 'http://iris.test',
    jobsPollSeconds: 0.5,
    remindersAt: null,
    clock: false,
    mailRetry: { limit: 1, delaySeconds: 1 },
    whatsapp: fakeWhatsappConfig(fake.url),
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    files: createLocalStorage(filesRoot, config.jwtSecret),
    logger: false,
  });
  await app.ready();
  apps.add(app);
  return app;
}

/** `count` patients who agreed to WhatsApp, each with an appointment tomorrow; their numbers. */
async function tomorrowsAppointments(count: number, tag: string) {
  const { branch } = await seedBranch(database, `SUCURSAL ${tag}`);
  const typeId = await seedAppointmentType(database);
  const { rows } = (await database.db.execute<{ day: string }>(
    sql`select (current_date + 1)::text as day`,
  )) as { rows: { day: string }[] };
  const day = rows[0]?.day ?? '';
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const customerId = await seedCustomer(database, branch.id);
    const [row] = await database.db
      .update(customers)
      .set({
        whatsappConsent: true,
        whatsappConsentAt: new Date(),
        whatsappConsentWay: 'MOSTRADOR',
      })
      .where(eq(customers.id, customerId))
      .returning({ phone: customers.phone });
    const minutes = 9 * 60 + i * 5;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const eventId = await seedEvent(database, branch.id, typeId, `${day} ${time}`, 5);
    await database.db
      .update(calendarEvents)
      .set({ customerId })
      .where(eq(calendarEvents.id, eventId));
    numbers.push(`52${row?.phone ?? ''}`);
  }
  return numbers;
}

async function allSent(count: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [row] = await database.db
      .select({ sent: sql<number>`count(*)::int` })
      .from(reminders)
      .where(eq(reminders.status, 'ENVIADO'));
    if (row?.sent === count) return;
    if (Date.now() > deadline) throw new Error(`${row?.sent} of ${count} reminders sent`);
    await sleep(100);
  }
}

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
    expect(smtp.received).toEqual([]);
  });

  it('sends the rest, and nothing twice, after a restart in the middle of the batch', async () => {
    const numbers = await tomorrowsAppointments(60, 'reinicio');
    const first = await startIris();
    // The fake holds the first calls: the stop comes while they are on their way.
    fake.pause();
    expect((await runReminders(first)).appointments).toBe(60);
    await sleep(1500);
    const stopping = first.close();
    apps.delete(first);
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
    const [reminder] = await database.db.select().from(reminders);
    await database.db.update(reminders).set({ status: 'PENDIENTE', channel: 'WHATSAPP' });
    await database.db.insert(whatsappMessages).values({
      key: `reminder:${reminder?.id}`,
      kind: 'CITA',
      category: 'UTILITY',
      branchId: reminder?.branchId ?? 0,
      customerId: reminder?.customerId ?? 0,
      reminderId: reminder?.id ?? null,
      createdAt: new Date(Date.now() - 120_000),
    });
    await app.close();
    apps.delete(app);
    const restarted = await startIris();
    await restarted.jobs.enqueue('reminder-mail', { reminderId: reminder?.id });
    const deadline = Date.now() + 15_000;
    let status = 'PENDIENTE';
    while (status === 'PENDIENTE' && Date.now() < deadline) {
      await sleep(100);
      const [row] = await database.db.select().from(reminders);
      status = row?.status ?? '';
    }
    const [row] = await database.db.select().from(reminders);
    expect(row).toMatchObject({ status: 'FALLIDO', reason: 'WHATSAPP_UNCERTAIN' });
    expect(timesSent([number ?? ''])).toEqual([0]);
  });
});
