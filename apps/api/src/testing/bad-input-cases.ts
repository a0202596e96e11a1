import fc from 'fast-check';
import {
  baseCase,
  baseOf,
  valueCases,
  violates,
  type Draft,
  type FuzzCase,
  type JsonSchema,
  type Operation,
} from './openapi-cases.js';

/**
 * The bad requests of the fuzz: each one breaks the OpenAPI document (or HTTP itself), so that
 * every answer must be a refusal and no row may change. Drawn from every operation's pool.
 */

const BOUNDARY = 'fuzzboundary';
const MULTIPART = [
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nTEXTO\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n`,
  `Content-Type: text/plain\r\n\r\nhola\r\n--${BOUNDARY}--\r\n`,
].join('');

/** JSON texts no JSON parser takes. */
const BROKEN_JSON = ['{"a":', '{"a":1,}', "{'a':1}", '{"a":NaN}', '{"a":undefined}', '\u0000'];

/** Media types other than JSON; the body is the base's JSON, under the wrong name. */
const WRONG_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded'];

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/**
 * Whole-request oddities: no body, non-object JSON, broken JSON, wrong media types, a form
 * instead of JSON, an undecodable URL. Those that break no rule of a route are left out.
 */
export function requestCases(op: Operation): FuzzCase[] {
  const { url, payload } = baseCase(op);
  // GET and HEAD bodies are not read: only the URL can be wrong there.
  const readsBody = op.method !== 'get';
  const hasBody = op.body !== undefined;
  const json = (label: string, text: string, violation: boolean): FuzzCase => ({
    label,
    url,
    payload: text,
    contentType: 'application/json',
    violates: violation,
  });
  const parsed = (text: string) =>
    json(`body ${text}`, text, hasBody && violates(op.body ?? {}, JSON.parse(text)));
  const cases: FuzzCase[] = [
    { label: 'no body', url, violates: op.bodyRequired },
    ...['null', '[]', '"x"', '7'].map(parsed),
    ...BROKEN_JSON.map((text) => json(`broken JSON ${JSON.stringify(text)}`, text, readsBody)),
    json('empty text as JSON', '', op.bodyRequired),
    ...WRONG_TYPES.map((type) => ({
      label: `body as ${type}`,
      url,
      payload: payload ?? 'a=1',
      contentType: type,
      // The API reads text/plain and forms too: only a route that wants JSON refuses them.
      violates: type === 'application/xml' ? readsBody : hasBody,
    })),
    {
      label: 'multipart form',
      url,
      payload: MULTIPART,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      violates: hasBody,
    },
    {
      label: 'path parameter of broken UTF-8 %E0%A4%A',
      url: op.path.replace(/\{\w+\}/g, '%E0%A4%A'),
      violates: op.path.includes('{'),
    },
  ];
  return cases.filter((c) => c.violates);
}

type Node = Record<string, unknown>;

/** Each required property of the body (at any depth its base reaches) left out, one at a time. */
export function missingCases(op: Operation): FuzzCase[] {
  const root = op.body;
  if (!root) return [];
  const { url } = baseCase(op);
  const cases: FuzzCase[] = [];
  const walk = (schema: JsonSchema, path: string[]) => {
    const option = (schema.anyOf ?? schema.allOf)?.find((o) => o.properties);
    const s = option ?? schema;
    for (const key of s.required ?? []) {
      const body = baseOf(root, op.tag) as Node;
      const parent = path.reduce<unknown>((node, k) => (node as Node | undefined)?.[k], body);
      if (typeof parent !== 'object' || parent === null) continue;
      Reflect.deleteProperty(parent, key);
      const label = `without body.${[...path, key].join('.')}`;
      const payload = JSON.stringify(body);
      cases.push({ label, url, payload, contentType: 'application/json', violates: true });
      walk(s.properties?.[key] ?? {}, [...path, key]);
    }
  };
  walk(root, []);
  return cases;
}

/** Unknown and repeated query parameters riding on a request that breaks a rule already. */
const GARBAGE_QUERY = [
  '__proto__[x]=1&constructor[prototype][y]=1',
  'page=-1&limit=NaN&sortBy=%00&descending=maybe',
  `q=${'x'.repeat(5000)}`,
  'a[b][c][d][e]=1&a=2&a=3',
];

/** Unknown properties added to a body that breaks a rule already (a stripped extra is no error). */
const EXTRA_FIELDS = '"zzExtra":{"a":[1,{"b":null}]},"zz_id":-1,';

function withGarbage(c: FuzzCase, i: number): FuzzCase {
  const extraBody = c.payload?.startsWith('{') && c.payload.length > 2;
  if (extraBody && i % 2 === 0) {
    const payload = `{${EXTRA_FIELDS}${c.payload!.slice(1)}`;
    return { ...c, label: `${c.label} + extra fields`, payload };
  }
  const query = GARBAGE_QUERY[i % GARBAGE_QUERY.length]!;
  return { ...c, label: `${c.label} + query ${query.slice(0, 30)}`, url: withQuery(c.url, query) };
}

const ready = (c: FuzzCase): Draft => ({ violates: c.violates, build: () => c });

/** Every bad request the document lets us build for an operation, built when drawn. */
export function poolOf(op: Operation): Draft[] {
  const values = valueCases(op).filter((d) => d.violates);
  const single = [...values, ...missingCases(op).map(ready)];
  const garbage = single.map((d, i): Draft => ({
    violates: true,
    build: () => withGarbage(d.build(), i),
  }));
  const pool = [...single, ...requestCases(op).map(ready), ...garbage];
  if (pool.length > 0) return pool;
  // A GET that takes no input has no rule to break: it gets the garbage, and may answer it.
  const { url } = baseCase(op);
  return GARBAGE_QUERY.map((query) =>
    ready({ label: `query ${query.slice(0, 30)}`, url: withQuery(url, query), violates: false }),
  );
}

/**
 * At least `total` requests over all operations, each operation's share drawn (by the seed) from
 * its pool: every operation gets the same share, or its whole pool when that is smaller.
 */
export function fuzzPlan(operations: Operation[], seed: number, total: number) {
  const pools = operations.map(poolOf);
  let share = 1;
  const planned = () => pools.reduce((sum, pool) => sum + Math.min(pool.length, share), 0);
  while (planned() < total && pools.some((pool) => pool.length > share)) share++;
  return operations.flatMap((op, i) => {
    const pool = pools[i]!;
    const n = Math.min(pool.length, share);
    const picked = fc.sample(fc.shuffledSubarray(pool, { minLength: n, maxLength: n }), {
      numRuns: 1,
      seed: seed + i,
    })[0]!;
    return picked.map((draft) => ({ op, c: draft.build() }));
  });
}
