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
    // Tomorrow in the clinic: per branch, one appointment every 3 minutes from 07:00, each for a
    // different patient of that branch who has an e-mail.
    await database.db.execute(sql`
      insert into calendar_events (name, description, start_date, start_time, end_date, end_time,
        color, branch_id, customer_id, type_id)
      select 'CITA', '', current_date + 1, time '07:00' + (n * interval '3 minutes'),
        current_date + 1, time '07:00' + (n * interval '3 minutes') + interval '3 minutes',
        'blue', c.branch_id, c.id, (select min(id) from appointment_types)
      from (
        select id, branch_id, row_number() over (partition by branch_id order by id) - 1 as n
        from customers where email is not null and not walk_in
      ) c
      where c.n < ${Math.ceil(APPOINTMENTS / BRANCHES)}
      order by c.n, c.branch_id
      limit ${APPOINTMENTS}`);
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
    const run = () =>
      fetch(`${server.baseUrl}/api/reminders/run`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }).then(async (response) => {
        const body = (await response.json()) as { data: { data: { appointments: number } } };
        if (response.status !== 200) throw new Error(`run: ${response.status}`);
        return body.data.data;
      });
    const started = performance.now();
    const planned = await run();
    const planMs = Math.round(performance.now() - started);
    const counter = new pg.Client({ connectionString: url.href });
    await counter.connect();
    let sent = 0;
    while (sent < planned.appointments) {
      await sleep(200);
      const { rows } = await counter.query<{ sent: number }>(
        `select count(*)::int as sent from reminders where status = 'ENVIADO'`,
      );
      sent = rows[0]?.sent ?? 0;
      if (performance.now() - started > 30 * 60_000) throw new Error(`only ${sent} sent`);
    }
    const allSentMs = Math.round(performance.now() - started);
    clearInterval(sampler);
    const again = await run();
    await sleep(3_000);
    const { rows: failed } = await counter.query<{ n: number }>(
      `select count(*)::int as n from reminders where status <> 'ENVIADO'`,
    );
    await counter.end();
    const counts = [...sink.perRecipient.values()];
    const result = {
      cores: availableParallelism(),
      appointments: APPOINTMENTS,
      planned: planned.appointments,
      planMs,
      allSentMs,
      perSecond: Math.round((planned.appointments / allSentMs) * 1000),
      idleRssMb: idleRss,
      peakRssMb: peakRss,
      received: counts.reduce((sum, n) => sum + n, 0),
      recipients: counts.length,
      receivedTwice: counts.filter((n) => n > 1).length,
      notSent: failed[0]?.n ?? 0,
      plannedOnSecondRun: again.appointments,
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
