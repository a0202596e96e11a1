import { eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@iris/domain/i18n/messages';
import { users } from '../db/schema/accounts.schema.js';
import { fuzzPlan } from './bad-input-cases.js';
import { baseCase, operationsOf, type FuzzCase, type Operation } from './openapi-cases.js';
import { tableChanges, tableReader, type TableState } from './table-rows.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from './test-app.js';

/**
 * docs/architecture.md, Testing: bad input is tested by generation over the OpenAPI document. At least
 * FUZZ_TOTAL requests (2,000 on every run, about a dozen per operation; FUZZ_TOTAL=10000 is the
 * full run, docs/testing.md), every operation, each breaking the document (a wrong type, a missing or
 * extra field, a huge or NaN-like text, nested garbage, broken JSON, a wrong media type, a bad
 * path or query), sent in turn by a super_admin and by a doctor of a branch, so that validation
 * and the branch scope run rather than only the sign-in check. No answer may be a 5xx or accepted,
 * every refusal is the error envelope in Spanish, and no table changes. The seed is fixed so that
 * a failure reproduces; FUZZ_SEED=<n> draws another sample of the cases, FUZZ_TOTAL=<n> a larger
 * one (up to every case the pools hold, about 68,000).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const FUZZ_TOTAL = Number(process.env.FUZZ_TOTAL ?? 2_000);
/** Requests in flight at once: app.inject, no network. */
const BATCH = 25;
/** Requests between two readings of the tables (about 20 ms each). */
const CHECK_EVERY = 100;

interface Failure {
  route: string;
  label: string;
  status: number;
  problem: string;
  excerpt: string;
}

const errorEnvelope = z.object({
  result: z.literal(false),
  message: z.string().trim().min(1),
  codeError: z.union([z.string(), z.number(), z.null()]),
  data: z.looseObject({}),
});
const fieldErrors = z.object({
  data: z.object({ errors: z.array(z.object({ field: z.string(), message: z.string() })) }),
});

/** A Spanish text of the catalogue, its {{placeholders}} filled with anything. */
const catalogue = (texts: Record<string, string>) =>
  Object.values(texts).map((text) => {
    const parts = text.split(/\{\{\w+\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('.*')}$`, 's');
  });
const SPANISH_ERRORS = catalogue(MESSAGES.es.errors);
const SPANISH_FIELDS = [...SPANISH_ERRORS, ...catalogue(MESSAGES.es.validation)];
const isIn = (patterns: RegExp[], text: string) => patterns.some((p) => p.test(text));

let t: TestApp;
const tokens: string[] = [];
let restoreUsers: () => Promise<void>;
let readTables: () => Promise<Map<string, TableState>>;

beforeAll(async () => {
  t = await startTestApp();
  const { branch } = await seedBranch(t.database);
  const ids = [
    await seedUser(t.database, { email: 'fuzz@iris.test' }),
    await seedUser(t.database, {
      email: 'fuzz.doctor@iris.test',
      role: 'doctor',
      branchId: branch.id,
    }),
  ];
  tokens.push(await t.login('fuzz@iris.test'), await t.login('fuzz.doctor@iris.test'));
  const rows = await t.database.db.select().from(users).where(inArray(users.id, ids));
  // A base request may demote, disable or re-password a caller (updateAsAdmin on id 1,
  // update-password): putting the rows back revives the same tokens.
  restoreUsers = async () => {
    for (const row of rows) await t.database.db.update(users).set(row).where(eq(users.id, row.id));
  };
  readTables = await tableReader(t.database);
});

afterAll(async () => {
  // Unset when beforeAll failed: that failure is the one to report.
  await (t as TestApp | undefined)?.close();
});

async function sessionsWork() {
  for (const token of tokens) {
    const headers = { authorization: `Bearer ${token}` };
    const profile = await t.app.inject({ method: 'POST', url: '/api/auth/profile', headers });
    if (profile.statusCode !== 200) return false;
  }
  return true;
}

/** Waits for the background work and queued jobs the requests so far started. */
async function settle() {
  await t.app.background.drain();
  for (let i = 0; i < 300; i++) {
    const { rows } = (await t.database.db.execute<{ pending: number }>(
      sql`select count(*)::int as pending from pgboss.job where state in ('created', 'retry', 'active')`,
    )) as { rows: { pending: number }[] };
    if (rows[0]!.pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('queued jobs did not finish in 30 s');
}

async function keepSessions() {
  if (await sessionsWork()) return;
  await restoreUsers();
  if (!(await sessionsWork())) throw new Error('a fuzz user lost its session for good');
}

function problemsOf(c: FuzzCase, status: number, text: string): string[] {
  if (status >= 500) return ['server error'];
  if (status < 400) return c.violates ? [`accepted (${status}) input the document forbids`] : [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['error body is not JSON'];
  }
  const envelope = errorEnvelope.safeParse(body);
  if (!envelope.success) return ['not the error envelope'];
  const problems: string[] = [];
  if (!isIn(SPANISH_ERRORS, envelope.data.message)) problems.push('message not in Spanish');
  const fields = fieldErrors.safeParse(body);
  if (status === 400 && !fields.success) problems.push('without data.errors');
  const foreign = fields.data?.data.errors.filter((e) => !isIn(SPANISH_FIELDS, e.message));
  if (foreign?.length) problems.push(`field message not in Spanish: ${foreign[0]!.message}`);
  return problems;
}

const route = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

async function send(op: Operation, c: FuzzCase, token: string) {
  const response = await t.app.inject({
    method: op.method.toUpperCase() as InjectOptions['method'],
    url: c.url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(c.contentType ? { 'content-type': c.contentType } : {}),
    },
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
  return { status: response.statusCode, body: response.body };
}

function report(list: Failure[]): string {
  const byRoute = new Map<string, string[]>();
  for (const f of list.slice(0, 200)) {
    const lines = byRoute.get(f.route) ?? [];
    lines.push(`    ${f.label} -> ${f.status} ${f.problem}: ${f.excerpt}`);
    byRoute.set(f.route, lines);
  }
  const groups = [...byRoute].map(([name, lines]) => `  ${name}\n${lines.join('\n')}`);
  return `${list.length} failures (FUZZ_SEED=${SEED}):\n${groups.join('\n')}`;
}

it(`answers ${FUZZ_TOTAL}+ bad requests over every operation with Spanish 4xx envelopes and changes no row`, async () => {
  const operations = operationsOf(t.app.swagger());
  // A guard so that a broken document cannot make the fuzz pass on nothing.
  expect(operations.length).toBeGreaterThanOrEqual(150);

  // The bases first, creates (POST without parameters) ahead, so that the gets and updates of
  // id 1 find a row; a delete's base would take that row away. These are valid: they may write.
  const creates = operations.filter((op) => op.method === 'post' && op.params.length === 0);
  const others = operations.filter((op) => !creates.includes(op) && op.method !== 'delete');
  const baseStatus = new Map<Operation, number>();
  for (const op of [...creates, ...others]) {
    baseStatus.set(op, (await send(op, baseCase(op), tokens[0]!)).status);
  }
  await settle();
  await keepSessions();

  const plan = fuzzPlan(operations, SEED, FUZZ_TOTAL);
  expect(plan.length).toBeGreaterThanOrEqual(FUZZ_TOTAL);
  const failures: Failure[] = [];
  const sent = new Map<Operation, number>();
  const before = await readTables();
  let last = before;
  let unchecked: typeof plan = [];
  for (let start = 0; start < plan.length; start += BATCH) {
    const batch = plan.slice(start, start + BATCH);
    const answers = await Promise.all(
      batch.map(({ op, c }, i) => send(op, c, tokens[(start + i) % tokens.length]!)),
    );
    answers.forEach(({ status, body }, i) => {
      const { op, c } = batch[i]!;
      sent.set(op, (sent.get(op) ?? 0) + 1);
      for (const problem of problemsOf(c, status, body)) {
        failures.push({
          route: route(op),
          label: c.label,
          status,
          problem,
          excerpt: body.slice(0, 160),
        });
      }
    });
    // After an answer that let a call through (or lost a session): wait for the work it started
    // and make sure both users still sign in.
    if (answers.some(({ status }) => status < 400 || status === 401)) {
      await settle();
      await keepSessions();
    }
    unchecked.push(...batch);
    if (unchecked.length < CHECK_EVERY && start + BATCH < plan.length) continue;
    // Which requests wrote: those since the last reading, named so that their seed finds the one.
    const now = await readTables();
    const changes = tableChanges(last, now);
    if (changes.length > 0) {
      const label = unchecked.map(({ op, c }) => `${route(op)} ${c.label}`).join('; ');
      failures.push({
        route: 'requests',
        label,
        status: 0,
        problem: changes.join(', '),
        excerpt: '',
      });
    }
    last = now;
    unchecked = [];
  }

  const withBody = operations.filter((op) => op.body);
  // The bases must mostly pass validation, or the cases never reach what lies behind it.
  const baseValid = withBody.filter((op) => baseStatus.get(op) !== 400);
  expect(baseValid.length).toBeGreaterThanOrEqual(withBody.length / 2);
  expect(operations.filter((op) => !sent.has(op)).map(route)).toEqual([]);
  // Table by table, the whole run: the count of rows (and, in public, the rows themselves).
  const after = await readTables();
  for (const [name, was] of before) {
    expect.soft(after.get(name), `table ${name} changed (FUZZ_SEED=${SEED})`).toEqual(was);
  }
  expect(failures.length, report(failures)).toBe(0);
}, 300_000);
