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
import { customers } from '../../db/schema/customers.schema.js';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { createLocalStorage } from '../../lib/files/local-storage.js';
import { seedAppointmentType, seedCustomer, seedEvent } from '../../testing/seed-records.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { seedBranch } from '../../testing/test-app.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { runReminders } from './reminder-schedule.js';

/*
 * docs/rules.md, Reminders and recalls: each is sent once, even with several replicas running and after
 * a restart. Iris processes are apps started and stopped on one database, as replicas would be.
 */
let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let filesRoot: string;
const apps = new Set<FastifyInstance>();

beforeEach(async () => {
  [database, smtp] = await Promise.all([openTestDatabase(), startSmtpSink()]);
  filesRoot = mkdtempSync(path.join(tmpdir(), 'iris-reminders-'));
});
afterEach(async () => {
  for (const app of apps) await app.close();
  apps.clear();
  await Promise.all([database.close(), smtp.close()]);
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

async function stopIris(app: FastifyInstance) {
  apps.delete(app);
  await app.close();
}

/** `count` patients with an e-mail, each with an appointment tomorrow; their addresses. */
async function tomorrowsAppointments(count: number, tag: string) {
  const { branch } = await seedBranch(database, `SUCURSAL ${tag}`);
  const typeId = await seedAppointmentType(database);
  const { rows } = (await database.db.execute<{ day: string }>(
    sql`select (current_date + 1)::text as day`,
  )) as { rows: { day: string }[] };
  const day = rows[0]?.day ?? '';
  const addresses: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${tag}.${i}@correo.test`;
    const customerId = await seedCustomer(database, branch.id, { email });
    const minutes = 9 * 60 + i * 5;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const eventId = await seedEvent(database, branch.id, typeId, `${day} ${time}`, 5);
    await database.db
      .update(calendarEvents)
      .set({ customerId })
      .where(eq(calendarEvents.id, eventId));
    addresses.push(email);
  }
  return addresses;
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

/** Waits until a queue has taken reminder e-mails (they are on their way). */
async function jobsActive() {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { rows } = (await database.db.execute<{ active: number }>(
      sql`select count(*)::int as active from pgboss.job
        where name = 'reminder-mail' and state = 'active'`,
    )) as { rows: { active: number }[] };
    if ((rows[0]?.active ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('no reminder e-mail was taken');
    await sleep(50);
  }
}

const timesReceived = (addresses: string[]) =>
  addresses.map((to) => smtp.received.filter((mail) => mail.to === to).length);

describe('reminders with several Iris on one database', () => {
  it('plans and sends each reminder once when two replicas run at the same moment', async () => {
    const addresses = await tomorrowsAppointments(30, 'replicas');
    const [a, b] = await Promise.all([startIris(), startIris()]);
    const runs = await Promise.all([runReminders(a), runReminders(b)]);
    expect(runs[0].appointments + runs[1].appointments).toBe(30);
    await allSent(30);
    // Both queues poll every half second: a second e-mail would have left within a few polls.
    await sleep(1500);
    expect(timesReceived(addresses)).toEqual(addresses.map(() => 1));
    const { rows } = (await database.db.execute<{ state: string; count: number }>(
      sql`select state, count(*)::int as count from pgboss.job
        where name = 'reminder-mail' group by state`,
    )) as { rows: { state: string; count: number }[] };
    expect(rows).toEqual([{ state: 'completed', count: 30 }]);
  });

  it('sends the rest, and nothing twice, after a restart in the middle of the day', async () => {
    const addresses = await tomorrowsAppointments(60, 'reinicio');
    const first = await startIris();
    // The SMTP server holds the first messages: the stop comes while the batch is on its way.
    smtp.pause();
    expect((await runReminders(first)).appointments).toBe(60);
    await jobsActive();
    const stopping = stopIris(first);
    await sleep(300);
    smtp.resume();
    await stopping;
    const sentBefore = smtp.received.length;
    expect(sentBefore).toBeGreaterThan(0);
    expect(sentBefore).toBeLessThan(60);

    const second = await startIris();
    await allSent(60);
    expect(smtp.received.length).toBeGreaterThan(sentBefore);
    expect((await runReminders(second)).appointments).toBe(0);
    await sleep(1500);
    expect(timesReceived(addresses)).toEqual(addresses.map(() => 1));
  });

  it("keeps the schedule from REMINDERS_AT in the database, and plans on the schedule's job", async () => {
    const [address] = await tomorrowsAppointments(1, 'reloj');
    const clock = await startIris({ remindersAt: '00:00', timeZone: 'America/Mexico_City' });
    const { rows } = (await database.db.execute<{ cron: string; timezone: string }>(
      sql`select cron, timezone from pgboss.schedule where name = 'reminders-plan'`,
    )) as { rows: { cron: string; timezone: string }[] };
    expect(rows).toEqual([{ cron: '*/5 * * * *', timezone: 'America/Mexico_City' }]);
    // What the schedule's tick creates: from 00:00 on, tomorrow's appointments are planned.
    await clock.jobs.enqueue('reminders-plan', {});
    await smtp.waitFor(address!, 15_000);
    const [stored] = await database.db
      .select({ status: reminders.status })
      .from(reminders)
      .innerJoin(customers, eq(customers.id, reminders.customerId))
      .where(eq(customers.email, address!));
    expect(stored?.status).toMatch(/PENDIENTE|ENVIADO/);
    await stopIris(clock);
    // REMINDERS_AT=off removes it: no replica creates the tick any more.
    await startIris({ remindersAt: null });
    const after = (await database.db.execute(
      sql`select name from pgboss.schedule where name = 'reminders-plan'`,
    )) as { rows: unknown[] };
    expect(after.rows).toEqual([]);
  });
});
