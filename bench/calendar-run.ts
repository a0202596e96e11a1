// `npm run bench:calendar`: a branch's month of 5,000 events (bench/generate.ts's) under load at
// 10 connections, on PostgreSQL (BENCH_POSTGRES_URL), against Iris as `npm start` runs it: the
// whole events of getData (what the month view asked for before), getGrid's drawn fields of every
// event, and getGrid as the month view asks for it now (the first events of each day and every
// day's count), first as generated (no patient, no doctor), then with a patient and a doctor on
// four events in five, as a busy branch's month reads. Reports req/s, latency, bytes per answer
// and per event, and the database's time for the same SQL. Writes bench/results/calendar.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/api/src/db/client.js';
import { dayAfter, eventsQuery } from '../apps/api/src/modules/calendar/calendar.service.js';
import { CALENDAR_MONTH } from './generate.js';
import { dropDatabase, generatedDatabase } from './generated-database.js';
import { ROOT, startServer, stopServer } from './server.js';
import {
  calendar,
  loadLine,
  login,
  monthView,
  runLoad,
  sqlMs,
  type LoadResult,
  type LoadTarget,
} from './table-load.js';

const BENCH_DB = process.env.BENCH_CALENDAR_DB ?? 'iris_bench_calendar';
const ROWS = Number(process.env.BENCH_CALENDAR_ROWS ?? 10_000);

const VIEW = monthView(CALENDAR_MONTH.year, CALENDAR_MONTH.month);

/** The month view as the web asked for it before: getData with the weeks it shows. */
const fullMonth: LoadTarget = {
  name: 'getData, whole events',
  endpoint: '/api/branches-calendar/getData',
  query: (db) => eventsQuery(db, CALENDAR_MONTH.branchId, VIEW.from, dayAfter(VIEW.to)),
  cases: [
    { label: 'month of 5,000 events', body: { ...CALENDAR_MONTH, ...VIEW }, connections: 10 },
  ],
};
/** getGrid's drawn fields of every event of the month (what the day view asks, for a day). */
const gridAll: LoadTarget = {
  ...calendar,
  name: 'getGrid, every event',
  cases: [{ ...calendar.cases[0]!, body: { branchId: CALENDAR_MONTH.branchId, ...VIEW } }],
};
/** The month view as the web asks for it now: the first events of each day, every day's count. */
const gridMonth: LoadTarget = { ...calendar, name: 'getGrid, month view' };

/** Four events in five get a patient and a doctor of the branch, spread over them. */
async function withCustomers(db: Db) {
  await db.execute(sql`
    with p as (select id, row_number() over (order by id) - 1 as n from customers
        where branch_id = ${CALENDAR_MONTH.branchId}),
      d as (select id, row_number() over (order by id) - 1 as n from users
        where branch_id = ${CALENDAR_MONTH.branchId} and role = 'doctor'),
      counts as (select (select count(*) from p) as patients, (select count(*) from d) as doctors)
    update calendar_events as e set customer_id = p.id, doctor_id = d.id
    from counts, p, d
    where e.branch_id = ${CALENDAR_MONTH.branchId} and e.id % 5 <> 0
      and p.n = e.id % counts.patients and d.n = e.id % counts.doctors`);
  await db.execute(sql`analyze calendar_events`);
}

/** One answer of a case: the events it carries, of how many in the month, and its body's size. */
async function answerOf(baseUrl: string, token: string, target: LoadTarget) {
  const response = await fetch(`${baseUrl}${target.endpoint}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(target.cases[0]!.body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${target.endpoint}: ${response.status} ${text}`);
  const { data } = JSON.parse(text) as {
    data: { data: unknown[]; days?: { count: number }[] };
  };
  const monthEvents = data.days?.reduce((sum, day) => sum + day.count, 0) ?? data.data.length;
  const bodyBytes = Buffer.byteLength(text);
  return {
    events: data.data.length,
    monthEvents,
    bodyBytes,
    bytesPerMonthEvent: Math.round((bodyBytes / Math.max(1, monthEvents)) * 10) / 10,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-calendar-'));
try {
  // Fresh each run: the second half of the run gives the month's events patients and doctors.
  const url = await generatedDatabase({ name: BENCH_DB, rows: ROWS, branches: 2, fresh: true });
  const database = await openDatabase({ url, poolSize: 2 });
  const server = await startServer({ dataDir, databaseUrl: url });
  const results: (LoadResult & Awaited<ReturnType<typeof answerOf>> & { data: string })[] = [];
  try {
    const token = await login(server.baseUrl);
    for (const data of ['as generated', 'with patients and doctors']) {
      if (data !== 'as generated') await withCustomers(database.db);
      console.log(`month of 5,000 events, ${data}:`);
      for (const target of [fullMonth, gridAll, gridMonth]) {
        const body = target.cases[0]!.body;
        const answer = await answerOf(server.baseUrl, token, target);
        const sqlTime = await sqlMs(database.db, target, body);
        const load = await runLoad(server.baseUrl, token, target, target.cases[0]!, sqlTime);
        results.push({ ...load, ...answer, data });
        console.log(
          `${loadLine(load)}\n    ${answer.events} of ${answer.monthEvents} events sent, ` +
            `${answer.bodyBytes} B body, ${answer.bytesPerMonthEvent} B per event of the month`,
        );
      }
    }
  } finally {
    await stopServer(server);
    await database.close();
  }
  const summary = { cores: availableParallelism(), rows: ROWS, results };
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/calendar.json'), JSON.stringify(summary, null, 2));
} finally {
  await dropDatabase(BENCH_DB);
  rmSync(dataDir, { recursive: true, force: true });
}
