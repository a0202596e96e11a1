// `npm run bench:reminders`: the reminders of a day with 5,000 appointments (20 branches, each
// patient with an e-mail), planned by reminders/run and sent by Iris's job queue to an SMTP server
// on loopback, on PostgreSQL (BENCH_POSTGRES_URL), against Iris as `npm start` runs it. Reports the
// planning call, the time until every e-mail is ENVIADO, the rate, the server's peak RSS, and
// checks that each patient got exactly one. Writes bench/results/reminders.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../apps/api/src/db/client.js';
import { generate } from './generate.js';
import { runReminders, seedTomorrow, untilSent } from './reminders-day.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT, rssMb, startServer, stopServer } from './server.js';
import { login } from './table-load.js';

const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = process.env.BENCH_REMINDERS_DB ?? 'iris_bench_reminders';
const BRANCHES = 20;
const APPOINTMENTS = Number(process.env.BENCH_REMINDERS_APPOINTMENTS ?? 5_000);

/** An SMTP server that only counts what it accepts, per recipient (no parsing: the bench's CPU is the server's). */
async function countingSink() {
  const perRecipient = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo)
          perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    perRecipient,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${BENCH_DB}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-reminders-'));
const sink = await countingSink();
try {
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const database = await openDatabase({ url: url.href, poolSize: 2 });
  try {
    await database.migrate();
    // Two in three generated patients have an e-mail: enough of them for every appointment.
    await generate(database.db, {
      users: 200,
      customers: Math.ceil((APPOINTMENTS * 3) / 2) + BRANCHES * 3,
      stock: 1_000,
      branches: BRANCHES,
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
    });
    await seedTomorrow(database.db, APPOINTMENTS, BRANCHES, sql`email is not null`);
  } finally {
    await database.close();
  }

  const server = await startServer({
    dataDir,
    databaseUrl: url.href,
    env: { SMTP_URL: sink.url, REMINDERS_AT: 'off' },
  });
  try {
    const token = await login(server.baseUrl);
    let peakRss = rssMb(server.pid) ?? 0;
    const idleRss = peakRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(server.pid) ?? 0);
    }, 100);
    const started = performance.now();
    const planned = await runReminders(server.baseUrl, token);
    const planMs = Math.round(performance.now() - started);
    const counter = await openDatabase({ url: url.href, poolSize: 1 });
    const allSentMs = await untilSent(counter.db, planned, started);
    clearInterval(sampler);
    const again = await runReminders(server.baseUrl, token);
    await sleep(3_000);
    const { rows: failed } = (await counter.db.execute(
      sql`select count(*)::int as n from reminders where status <> 'ENVIADO'`,
    )) as { rows: { n: number }[] };
    await counter.close();
    const counts = [...sink.perRecipient.values()];
    const result = {
      cores: availableParallelism(),
      appointments: APPOINTMENTS,
      planned,
      planMs,
      allSentMs,
      perSecond: Math.round((planned / allSentMs) * 1000),
      idleRssMb: idleRss,
      peakRssMb: peakRss,
      received: counts.reduce((sum, n) => sum + n, 0),
      recipients: counts.length,
      receivedTwice: counts.filter((n) => n > 1).length,
      notSent: failed[0]?.n ?? 0,
      plannedOnSecondRun: again,
    };
    console.log(JSON.stringify(result, null, 2));
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench/results/reminders.json'), JSON.stringify(result, null, 2));
  } finally {
    await stopServer(server);
  }
} finally {
  await sink.close();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
