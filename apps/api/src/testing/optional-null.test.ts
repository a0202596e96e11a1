import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseOf, operationsOf, type JsonSchema, type Operation } from './openapi-cases.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from './test-app.js';

/**
 * docs/api.md, Transport: an optional field may come as null (and an optional text as ""), what a form
 * client sends for an empty input, and means "not given". Generated over every body of the live
 * route table: for each optional field at any depth, the request with it null (or "") gets exactly
 * the answer of the request without it. A hook answers with the body as validated instead of
 * running the handler, so that the comparison is of what the route would receive, and the same
 * request can be sent three times without writing anything.
 */

const ECHO = 'x-test-echo-body';
const ECHO_STATUS = 299;

let t: TestApp;
let token: string;
let operations: Operation[];

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      beforeReady: (app) =>
        app.addHook('preHandler', async (request, reply) => {
          if (request.headers[ECHO]) await reply.code(ECHO_STATUS).send({ body: request.body });
        }),
    },
  );
  await seedUser(t.database, { email: 'nulls@iris.test' });
  await seedBranch(t.database);
  token = await t.login('nulls@iris.test');
  const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  operations = operationsOf(document.json()).filter((op) => op.body !== undefined);
});

afterAll(async () => {
  await (t as TestApp | undefined)?.close();
});

type Path = (string | number)[];
interface Optional {
  path: Path;
  schema: JsonSchema;
}

/** The object schema a property holds, through a nullable's anyOf. */
const objectOf = (s: JsonSchema): JsonSchema | undefined =>
  s.properties ? s : s.anyOf?.find((option) => option.properties);

/** Every optional property at any depth, under required and optional parents alike. */
function optionals(s: JsonSchema, path: Path = []): Optional[] {
  if (s.items) return optionals(s.items, [...path, 0]);
  const object = objectOf(s);
  if (!object?.properties) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([key, child]) => [
    ...(required.has(key) ? [] : [{ path: [...path, key], schema: child }]),
    ...optionals(child, [...path, key]),
  ]);
}

/** A plain optional text (no number, pattern, format or choices): "" must read as absent too. */
const isPlainText = (s: JsonSchema) => {
  const options = s.anyOf ?? [s];
  return (
    options.every((o) => o.type === 'string') &&
    options.some((o) => !o.pattern && !o.format && !o.enum && !o.minLength)
  );
};

/** The base body with the parents of `path` filled in, and its last key set or removed. */
function bodyWith(op: Operation, path: Path, value: unknown): unknown {
  const root = op.body!;
  const body = baseOf(root, op.tag) as Record<string, unknown>;
  let node = body;
  let schema: JsonSchema = root;
  for (const key of path.slice(0, -1)) {
    schema = (typeof key === 'number' ? schema.items : objectOf(schema)?.properties?.[key]) ?? {};
    const filled: unknown = schema.items ? [baseOf(schema.items, op.tag)] : baseOf(schema, op.tag);
    node = (node[key] ??= filled) as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  if (value === undefined) Reflect.deleteProperty(node, last);
  else node[last] = value;
  return body;
}

async function send(op: Operation, body: unknown) {
  const response = await t.app.inject({
    method: op.method.toUpperCase() as 'POST',
    url: op.path.replace(/\{(\w+)\}/g, '1'),
    headers: { authorization: `Bearer ${token}`, [ECHO]: '1' },
    payload: body as object,
  });
  const json = response.json<{ data?: { errors?: unknown }; body?: unknown }>();
  return { status: response.statusCode, answer: json.body ?? json.data?.errors ?? json };
}

describe('optional fields given as null or "" read as not given', () => {
  it('the route table has bodies with optional fields to try', () => {
    const count = operations.reduce((sum, op) => sum + optionals(op.body!).length, 0);
    expect(count).toBeGreaterThan(40);
  });

  it('every optional field of every body', async () => {
    const differences: string[] = [];
    for (const op of operations) {
      for (const { path, schema } of optionals(op.body!)) {
        const absent = await send(op, bodyWith(op, path, undefined));
        const given = isPlainText(schema) ? [null, ''] : [null];
        for (const value of given) {
          const sent = await send(op, bodyWith(op, path, value));
          if (sent.status !== absent.status || !isEqual(sent.answer, absent.answer)) {
            differences.push(
              `${op.method.toUpperCase()} ${op.path} ${path.join('.')} = ${JSON.stringify(value)}: ` +
                `${sent.status} ${JSON.stringify(sent.answer).slice(0, 200)} ` +
                `instead of ${absent.status} ${JSON.stringify(absent.answer).slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('says so in the OpenAPI document: every optional body field is nullable', () => {
    const notNullable = operations.flatMap((op) =>
      optionals(op.body!)
        .filter(({ schema }) => schema.nullable !== true)
        .map(({ path }) => `${op.method} ${op.path} ${path.join('.')}`),
    );
    expect(notNullable).toEqual([]);
  });
});

/** Equal once nulls are left out: an optional field that takes null may echo it as given. */
function isEqual(a: unknown, b: unknown): boolean {
  const withoutNulls = (value: unknown) =>
    JSON.stringify(value, (_key, inner: unknown) => (inner === null ? undefined : inner));
  return withoutNulls(a) === withoutNulls(b);
}
