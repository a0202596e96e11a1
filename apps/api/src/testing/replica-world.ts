import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { calendarEvents } from '../db/schema/calendar.schema.js';
import { reminders } from '../db/schema/reminders.schema.js';
import { createLocalStorage } from '../lib/files/local-storage.js';
import { seedAppointmentType, seedCustomer, seedEvent } from './seed-records.js';
import { startSmtpSink } from './smtp-sink.js';
import { seedBranch } from './test-app.js';
import { openTestDatabase } from './test-database.js';

/**
 * Several Iris on one database, as replicas would be (the reminders' once-only tests): each test
 * gets a fresh database and SMTP sink; `startIris` starts one more process's app on them, with
 * `settings()` (read when it starts) over the tests' configuration.
 */
export function replicaWorld(settings: () => Partial<Config> = () => ({})) {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let filesRoot: string;
  const apps = new Set<FastifyInstance>();

  beforeEach(async () => {
    [database, smtp] = await Promise.all([openTestDatabase(), startSmtpSink()]);
    filesRoot = mkdtempSync(path.join(tmpdir(), 'iris-replicas-'));
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
      ...settings(),
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

  /** Stops one of them (its queue finishes what it took, as a process stopped gracefully). */
  function stopIris(app: FastifyInstance) {
    apps.delete(app);
    return app.close();
  }

  /**
   * `count` patients of a new branch, each with an appointment tomorrow five minutes after the
   * last, made ready by `patient` (an e-mail, a consent); what it answers for each.
   */
  async function tomorrowsAppointments(
    count: number,
    tag: string,
    patient: (customerId: number, index: number) => Promise<string>,
  ) {
    const { branch } = await seedBranch(database, `SUCURSAL ${tag}`);
    const typeId = await seedAppointmentType(database);
    const { rows } = (await database.db.execute<{ day: string }>(
      sql`select (current_date + 1)::text as day`,
    )) as { rows: { day: string }[] };
    const day = rows[0]?.day ?? '';
    const answers: string[] = [];
    for (let i = 0; i < count; i++) {
      const customerId = await seedCustomer(database, branch.id);
      answers.push(await patient(customerId, i));
      const minutes = 9 * 60 + i * 5;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const eventId = await seedEvent(database, branch.id, typeId, `${day} ${time}`, 5);
      await database.db
        .update(calendarEvents)
        .set({ customerId })
        .where(eq(calendarEvents.id, eventId));
    }
    return answers;
  }

  /** Waits until `count` reminders are ENVIADO. */
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

  return {
    database: () => database,
    smtp: () => smtp,
    startIris,
    stopIris,
    tomorrowsAppointments,
    allSent,
  };
}
