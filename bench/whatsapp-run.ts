// `npm run bench:whatsapp`: the WhatsApp channel (issue 41) on PostgreSQL (BENCH_POSTGRES_URL),
// against Iris as `npm start` runs it, its Cloud API the local fake (whatsapp-fake.ts). First the
// reminders of tomorrow's BENCH_WHATSAPP_APPOINTMENTS appointments (default 5,000, 20 branches),
// every patient agreed to WhatsApp, planned by reminders/run and sent through the fake: the time
// until the last is ENVIADO, the rate, and that each number got one message and each reminder one
// whatsapp_messages row. Then twice as many signed webhook events (Meta's: delivered for every
// message, read for four in five, a Confirmar tap for one in five) POSTed over HTTP in a minute on
// a fixed schedule by CLIENTS clients: latency p50, p95, p99 and max (target: p99 under 100 ms),
// answers other than 200, what the database kept, beside the status update's own SQL time
// (EXPLAIN ANALYZE, rolled back). Writes bench/results/whatsapp.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/api/src/db/client.js';
import { explainedPlan } from '../apps/api/src/lib/table/table-engine.js';
import { applyStatus } from '../apps/api/src/modules/whatsapp/whatsapp-status.js';
import {
  FAKE_WHATSAPP,
  startWhatsappFake,
  type WhatsappFake,
} from '../apps/api/src/testing/whatsapp-fake.js';
import { dropDatabase, generatedDatabase } from './generated-database.js';
import { runReminders, seedTomorrow, untilSent } from './reminders-day.js';
import { undoneMedianMs } from './sales-close.js';
import { cpuSeconds } from './staff-bench.js';
import { ROOT, startServer, stopServer } from './server.js';
import { login } from './table-load.js';

const BENCH_DB = process.env.BENCH_WHATSAPP_DB ?? 'iris_bench_whatsapp';
const BRANCHES = 20;
const APPOINTMENTS = Number(process.env.BENCH_WHATSAPP_APPOINTMENTS ?? 5_000);
/** The webhook's events (two per message) go out over this long, each client in turn. */
const LOAD_SECONDS = 60;
const CLIENTS = 16;
/** A message's read (and tap) comes this many messages after its delivered. */
const LAG = 250;
const TARGET_P99_MS = 100;

const round = (ms: number) => Math.round(ms * 10) / 10;
const load = () => round(loadavg()[0]!);
const percentile = (sorted: number[], p: number) =>
  round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!);
const rows = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as { rows: T[] }).rows;

/** Meta's webhook after the sends: delivered for each, then read for four in five, a tap for one. */
function webhookEvents(fake: WhatsappFake) {
  const after = fake.sent.map(({ id }, j) => {
    if (j % 5 === 0) return [];
    const read = fake.status(id, 'read');
    return j % 5 === 1 ? [read, fake.tap(id, 'CONFIRMAR')] : [read];
  });
  const events = fake.sent.flatMap(({ id }, j) => [
    fake.status(id, 'delivered'),
    ...(after[j - LAG] ?? []),
  ]);
  return {
    events: [...events, ...after.slice(-LAG).flat()],
    taps: after.filter((e) => e.length > 1).length,
  };
}

/** Each event POSTed at its time (one every LOAD_SECONDS / events), by CLIENTS clients in turn. */
async function webhookLoad(events: ReturnType<typeof webhookEvents>['events']) {
  const interval = (LOAD_SECONDS * 1000) / events.length;
  const latencies: number[] = [];
  let refused = 0;
  let lateMs = 0;
  const start = performance.now() + 100;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let k = client; k < events.length; k += CLIENTS) {
        const wait = start + k * interval - performance.now();
        if (wait > 0) await sleep(wait);
        else lateMs = Math.max(lateMs, -wait);
        const sent = performance.now();
        const status = await events[k]!.post().catch(() => 0);
        latencies.push(performance.now() - sent);
        if (status !== 200) refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    events: events.length,
    clients: CLIENTS,
    seconds: round(seconds),
    perSecond: Math.round(events.length / seconds),
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: round(sorted.at(-1) ?? 0),
    non200: refused,
    latestSendMs: round(lateMs),
  };
}

/** CPU seconds so far of Iris (`pid`) and of each PostgreSQL backend on the bench's database. */
async function cpuNow(db: Db, pid: number) {
  const backends = await rows<{ pid: number }>(
    db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  const seconds = (of: number) => {
    try {
      return cpuSeconds(of);
    } catch {
      return 0; // ended meanwhile
    }
  };
  return { iris: seconds(pid), postgres: new Map(backends.map((b) => [b.pid, seconds(b.pid)])) };
}

/** CPU milliseconds per event since `before`, of Iris and of PostgreSQL. */
async function cpuPerEvent(
  db: Db,
  pid: number,
  before: Awaited<ReturnType<typeof cpuNow>>,
  events: number,
) {
  const after = await cpuNow(db, pid);
  let postgres = 0;
  for (const [backend, seconds] of after.postgres)
    postgres += seconds - (before.postgres.get(backend) ?? 0);
  const perEvent = (seconds: number) => round((seconds * 1000) / events);
  return { irisCpuMs: perEvent(after.iris - before.iris), postgresCpuMs: perEvent(postgres) };
}

/** The delivered status's UPDATE of one message, as applyStatus builds it, explained and undone. */
const statusSqlMs = async (db: Db, waId: string) =>
  round(
    await undoneMedianMs(db, async (tx) => {
      let plan: unknown;
      const explaining = {
        execute: async (query: SQL) =>
          (plan = await tx.execute(sql`explain (analyze, format json) ${query}`)),
      } as unknown as Db;
      await applyStatus(explaining, { waId, status: 'ENTREGADO', at: new Date(), errorCode: null });
      const { 'Planning Time': planning, 'Execution Time': execution } = explainedPlan(plan);
      return Number(planning) + Number(execution);
    }),
  );

const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-whatsapp-'));
const fake = await startWhatsappFake();
try {
  const url = await generatedDatabase({
    name: BENCH_DB,
    rows: APPOINTMENTS + BRANCHES,
    fresh: true,
  });
  const database = await openDatabase({ url, poolSize: 2 });
  const { db } = database;
  // Every generated patient has a distinct 10-digit phone (33…) and agreed at the counter.
  await db.execute(sql`update customers set whatsapp_consent = true,
    whatsapp_consent_at = now(), whatsapp_consent_way = 'MOSTRADOR'`);
  await seedTomorrow(db, APPOINTMENTS, BRANCHES, sql`whatsapp_consent`);
  const server = await startServer({
    dataDir,
    databaseUrl: url,
    env: {
      REMINDERS_AT: 'off',
      WHATSAPP_API_URL: fake.url,
      WHATSAPP_TOKEN: FAKE_WHATSAPP.token,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
      WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
      WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
    },
  });
  fake.connect(async (body, headers) => {
    const response = await fetch(`${server.baseUrl}/api/whatsapp/webhook`, {
      method: 'POST',
      headers,
      body,
    });
    await response.arrayBuffer();
    return response.status;
  });
  try {
    const token = await login(server.baseUrl);
    const sendLoad = { before: load(), after: 0 };
    const sendCpu = await cpuNow(db, server.pid);
    const started = performance.now();
    const planned = await runReminders(server.baseUrl, token);
    const planMs = Math.round(performance.now() - started);
    const allSentMs = await untilSent(db, planned, started);
    sendLoad.after = load();
    const sendCost = await cpuPerEvent(db, server.pid, sendCpu, planned);
    const plannedOnSecondRun = await runReminders(server.baseUrl, token);
    const perNumber = new Map<string, number>();
    for (const { to } of fake.sent) perNumber.set(to, (perNumber.get(to) ?? 0) + 1);
    const [kept] = await rows<{
      reminders: number;
      byWhatsapp: number;
      oneMessage: number;
      messages: number;
    }>(
      db,
      sql`select count(*)::int as reminders,
        count(*) filter (where status = 'ENVIADO' and channel = 'WHATSAPP')::int as "byWhatsapp",
        count(*) filter (where (select count(*) from whatsapp_messages m
          where m.reminder_id = r.id and m.wa_id is not null) = 1)::int as "oneMessage",
        (select count(*)::int from whatsapp_messages) as messages
      from reminders r`,
    );
    const reminders = {
      load: sendLoad,
      planned,
      planMs,
      allSentMs,
      perSecond: Math.round((planned / allSentMs) * 1000),
      ...sendCost,
      sentToFake: fake.sent.length,
      numbers: perNumber.size,
      numbersTwice: [...perNumber.values()].filter((n) => n > 1).length,
      ...kept!,
      plannedOnSecondRun,
    };

    const statusSql = await statusSqlMs(db, fake.sent[0]!.id);
    const { events, taps } = webhookEvents(fake);
    const hookLoad = { before: load(), after: 0 };
    const cpuBefore = await cpuNow(db, server.pid);
    const webhook = {
      load: hookLoad,
      ...(await webhookLoad(events)),
      ...(await cpuPerEvent(db, server.pid, cpuBefore, events.length)),
      statusSqlMs: statusSql,
    };
    hookLoad.after = load();
    const statuses = await rows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from whatsapp_messages group by status order by 1`,
    );
    const [landed] = await rows<{
      answered: number;
      confirmed: number;
      confirmedVia: number;
      early: number;
    }>(
      db,
      sql`select
        (select count(*)::int from whatsapp_messages where answer = 'CONFIRMAR') as answered,
        (select count(*)::int from calendar_events where status = 'CONFIRMADA') as confirmed,
        (select count(*)::int from calendar_event_statuses where via = 'WHATSAPP') as "confirmedVia",
        (select count(*)::int from whatsapp_early_statuses) as early`,
    );
    const result = {
      cores: availableParallelism(),
      reminders,
      webhook: {
        ...webhook,
        taps,
        statuses: Object.fromEntries(statuses.map(({ status, n }) => [status, n])),
        ...landed!,
      },
    };
    const r = reminders;
    const w = result.webhook;
    console.log(
      [
        `WhatsApp benchmark (${result.cores} cores)`,
        `reminders: ${r.planned} planned in ${r.planMs} ms, all ENVIADO in ${r.allSentMs} ms ` +
          `(${r.perSecond}/s; load ${r.load.before} -> ${r.load.after}; CPU per message: Iris ` +
          `${r.irisCpuMs} ms, PostgreSQL ${r.postgresCpuMs} ms)`,
        `  ${r.sentToFake} messages to ${r.numbers} numbers, ${r.numbersTwice} twice; ` +
          `${r.byWhatsapp} of ${r.reminders} reminders ENVIADO by WhatsApp, ${r.oneMessage} with ` +
          `one message (${r.messages} rows); planned again: ${r.plannedOnSecondRun}`,
        `webhook: ${w.events} events in ${w.seconds} s (${w.perSecond}/s, ${w.clients} clients; ` +
          `load ${w.load.before} -> ${w.load.after}): p50 ${w.p50Ms} ms, p95 ${w.p95Ms} ms, ` +
          `p99 ${w.p99Ms} ms (target ${TARGET_P99_MS}), max ${w.maxMs} ms; non-200: ${w.non200}`,
        `  statuses ${JSON.stringify(w.statuses)}; ${w.taps} taps, ${w.answered} answered, ` +
          `${w.confirmed} confirmed (${w.confirmedVia} via WhatsApp); early ${w.early}; ` +
          `status UPDATE SQL ${w.statusSqlMs} ms`,
        `  CPU per event: Iris ${w.irisCpuMs} ms, PostgreSQL ${w.postgresCpuMs} ms; ` +
          `latest send ${w.latestSendMs} ms behind its time`,
      ].join('\n'),
    );
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench/results/whatsapp.json'), JSON.stringify(result, null, 2));
  } finally {
    await stopServer(server);
    await database.close();
  }
} finally {
  await fake.close();
  await dropDatabase(BENCH_DB);
  rmSync(dataDir, { recursive: true, force: true });
}
