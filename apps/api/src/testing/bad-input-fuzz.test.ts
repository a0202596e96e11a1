import { eq, sql, type SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.schema.js';
import {
  baseCase,
  hostileCases,
  operationsOf,
  violates,
  type FuzzCase,
  type Operation,
} from './openapi-cases.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from './test-app.js';

/**
 * DESIGN.md, Testing: bad input is tested by generation over the OpenAPI document, every
 * operation, each request changing one location of a valid-shaped base. No answer may be a 5xx,
 * every refusal is the error envelope, and a refused request leaves every table as it was.
 * FUZZ_SEED=<n> replays the pairing of values and locations of a failed run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

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
  data: z.unknown(),
});
const withFieldErrors = z.object({ data: z.object({ errors: z.array(z.unknown()) }) });

const BOUNDARY = 'fuzzboundary';
const MULTIPART = [
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nTEXTO\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n`,
  `Content-Type: text/plain\r\n\r\nhola\r\n--${BOUNDARY}--\r\n`,
].join('');

/** Whole-request oddities: no body, non-object JSON, broken JSON, a form instead of JSON. */
function requestCases(op: Operation): FuzzCase[] {
  const { url } = baseCase(op);
  const hasBody = op.body !== undefined;
  const json = (label: string, payload: string, violation: boolean): FuzzCase => ({
    label,
    url,
    payload,
    contentType: 'application/json',
    violates: hasBody && violation,
  });
  const parsed = (text: string) =>
    json(`body ${text}`, text, violates(op.body ?? {}, JSON.parse(text)));
  const form = { payload: MULTIPART, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
  return [
    { label: 'no body', url, violates: op.bodyRequired },
    ...['null', '[]', '"x"'].map(parsed),
    json('broken JSON {"a":', '{"a":', true),
    json('empty text as JSON', '', op.bodyRequired),
    { label: 'multipart form', url, ...form, violates: hasBody },
  ];
}

let t: TestApp;
let token: string;
let restoreFuzzUser: () => Promise<void>;
let digestQuery: SQL;

function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('db.execute answered no rows array');
  return rows as T[];
}

beforeAll(async () => {
  t = await startTestApp();
  const id = await seedUser(t.database, { email: 'fuzz@iris.test' });
  await seedBranch(t.database);
  token = await t.login('fuzz@iris.test');
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  // Accepted cases may legitimately demote, disable or re-password the caller (updateAsAdmin on
  // id 1, update-password): putting the row back revives the same token.
  restoreFuzzUser = async () => {
    await t.database.db.update(users).set(row!).where(eq(users.id, id));
  };

  const listed = rowsOf<{ table_name: string }>(
    await t.database.db.execute(sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  // Refused logins and rate-limited calls are recorded by design; drizzle's own bookkeeping too.
  const tables = listed.map((r) => r.table_name).filter((n) => !/drizzle|attempt|failure/.test(n));
  const perTable = tables.map(
    (name) =>
      `select '${name.replaceAll("'", "''")}' as name, ` +
      `md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest ` +
      `from "${name.replaceAll('"', '""')}" t`,
  );
  digestQuery = sql.raw(perTable.join(' union all '));
});

afterAll(async () => {
  // Unset when beforeAll failed: that failure is the one to report.
  await (t as TestApp | undefined)?.close();
});

async function digest(): Promise<Map<string, string>> {
  const rows = rowsOf<{ name: string; digest: string }>(await t.database.db.execute(digestQuery));
  return new Map(rows.map((r) => [r.name, r.digest]));
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...before].filter(([name, value]) => after.get(name) !== value).map(([name]) => name);

async function sessionWorks() {
  const headers = { authorization: `Bearer ${token}` };
  const profile = await t.app.inject({ method: 'POST', url: '/api/auth/profile', headers });
  return profile.statusCode === 200;
}

async function keepSession() {
  if (await sessionWorks()) return;
  await restoreFuzzUser();
  if (!(await sessionWorks())) throw new Error('the fuzz user lost its session for good');
}

function problemsOf(c: FuzzCase, status: number, text: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push('server error');
  if (status < 400 && c.violates) problems.push(`accepted (${status}) input the document forbids`);
  if (status < 400) return problems;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, 'error body is not JSON'];
  }
  const hasData = typeof body === 'object' && body !== null && 'data' in body;
  if (!hasData || !errorEnvelope.safeParse(body).success) problems.push('not the error envelope');
  else if (status === 400 && !withFieldErrors.safeParse(body).success) {
    problems.push('without data.errors');
  }
  return problems;
}

const failures: Failure[] = [];
const baseStatus = new Map<Operation, number>();
const sent = new Map<Operation, number>();

async function run(op: Operation, c: FuzzCase) {
  const route = `${op.method.toUpperCase()} ${op.path}`;
  const before = await digest();
  const response = await t.app.inject({
    method: op.method.toUpperCase() as InjectOptions['method'],
    url: c.url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(c.contentType ? { 'content-type': c.contentType } : {}),
    },
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
  sent.set(op, (sent.get(op) ?? 0) + 1);
  const status = response.statusCode;
  if (c.label === 'base request') baseStatus.set(op, status);
  const problems = problemsOf(c, status, response.body);
  if (status >= 400) {
    const changed = changedTables(before, await digest());
    if (changed.length > 0) problems.push(`refused but changed ${changed.join(', ')}`);
  }
  const excerpt = response.body.slice(0, 160);
  for (const problem of problems)
    failures.push({ route, label: c.label, status, problem, excerpt });
  if (status < 400 || status === 401 || status === 403 || problems.length > 0) {
    // Background e-mails write tokens after the answer: done before the next digest is taken.
    await t.app.background.drain();
    await keepSession();
  }
}

function report(list: Failure[]): string {
  const byRoute = new Map<string, string[]>();
  for (const f of list) {
    const lines = byRoute.get(f.route) ?? [];
    lines.push(`    ${f.label} -> ${f.status} ${f.problem}: ${f.excerpt}`);
    byRoute.set(f.route, lines);
  }
  const groups = [...byRoute].map(([route, lines]) => `  ${route}\n${lines.join('\n')}`);
  return `${list.length} failures (FUZZ_SEED=${SEED}):\n${groups.join('\n')}`;
}

it('answers hostile input on every OpenAPI operation with a 4xx envelope and no writes', async () => {
  const operations = operationsOf(t.app.swagger());
  // A guard so that a broken document cannot make the fuzz pass on nothing.
  expect(operations.length).toBeGreaterThanOrEqual(40);

  // The bases first, creates (POST without parameters) ahead, so that the gets and updates of
  // id 1 find a row; a delete's base would take that row away before its resource's cases.
  const creates = operations.filter((op) => op.method === 'post' && op.params.length === 0);
  const others = operations.filter((op) => !creates.includes(op) && op.method !== 'delete');
  for (const op of [...creates, ...others]) await run(op, baseCase(op));
  for (const [i, op] of operations.entries()) {
    for (const c of [...hostileCases(op, SEED + 2 * i), ...requestCases(op)]) await run(op, c);
  }

  const withBody = operations.filter((op) => op.body);
  const baseValid = withBody.filter((op) => baseStatus.get(op) !== 400);
  // The bases must mostly pass validation, or the cases never reach what lies behind it.
  expect(baseValid.length).toBeGreaterThanOrEqual(withBody.length / 2);
  const unreached = operations.filter((op) => (sent.get(op) ?? 0) < requestCases(op).length);
  expect(unreached.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  const total = [...sent.values()].reduce((sum, n) => sum + n, 0);
  expect(total).toBeGreaterThan(operations.length * 20);
  expect(failures.length, report(failures)).toBe(0);
}, 300_000);
