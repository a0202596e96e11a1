import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../db/schema/geography.schema.js';
import { seedUser, startTestApp, type TestApp } from '../testing/test-app.js';

/* Each finding of the attack on bad input: a clear Spanish 400 (or 4xx), nothing changed. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedUser(t.database, { email: 'admin@iris.test' });
  admin = await t.login('admin@iris.test');
});
afterAll(() => t.close());

interface Refusal {
  errors?: { field: string; message: string }[];
}
const countryCount = async () => (await t.database.db.select({ n: count() }).from(countries))[0]!.n;
const raw = (method: 'POST' | 'GET' | 'PUT', url: string, payload?: string, type?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${admin}`,
      ...(type ? { 'content-type': type } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });

describe('a NUL byte', () => {
  it.each([
    ['create', 'POST', '/api/countries/create', { name: 'MÉX\u0000ICO', duration: 1 }, 'name'],
    [
      'search',
      'POST',
      '/api/countries/getTable',
      { filters: { search: 'a\u0000' } },
      'filters.search',
    ],
    [
      'register',
      'POST',
      '/api/auth/register',
      {
        name: 'NOMBRE',
        paternal: 'PATERNO\u0000',
        maternal: 'MATERNO',
        email: 'nul@iris.test',
        phone: '3300000000',
        password: 'secreto1',
        verifyPassword: 'secreto1',
      },
      'paternal',
    ],
  ] as const)('in a %s is a 400 on that field', async (_, method, url, body, field) => {
    const before = await countryCount();
    const { status, body: envelope } = await t.call<Refusal>(method, url, { token: admin, body });
    expect(status).toBe(400);
    expect(envelope.data.errors).toEqual([
      { field, message: 'El texto contiene caracteres no permitidos' },
    ]);
    expect(await countryCount()).toBe(before);
  });

  it('in a URL parameter too', async () => {
    const { status } = await t.call('POST', '/api/auth/recover/a%00b@iris.test');
    expect(status).toBe(400);
  });
});

describe('sortBy', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    '%s is not a sort key of the table: 400',
    async (sortBy) => {
      const { status, body } = await t.call<Refusal>('POST', '/api/countries/getTable', {
        token: admin,
        body: { sortBy },
      });
      expect(status).toBe(400);
      expect(body.data.errors).toEqual([
        { field: 'sortBy', message: 'Selecciona una opción válida' },
      ]);
    },
  );
});

describe('ids are positive integers', () => {
  it.each([true, '0x1', 1.5, -1, 0, '1e3', ' 1', 2 ** 31, null])(
    '%j in a body is a 400',
    async (id) => {
      const { status, body } = await t.call<Refusal>('PUT', '/api/countries/update', {
        token: admin,
        body: { id, name: 'NUEVO', duration: 1 },
      });
      expect(status).toBe(400);
      expect(body.data.errors?.[0]?.field).toBe('id');
    },
  );

  it.each(['true', '0x1', '1.5', '-1', '0', '99999999999999999999'])(
    '%s in a path is a 400',
    async (id) => {
      const { status, body } = await t.call<Refusal>('POST', `/api/countries/get/${id}`, {
        token: admin,
      });
      expect(status).toBe(400);
      expect(body.data.errors?.[0]?.field).toBe('id');
    },
  );

  it('digits as text still work, as forms and URLs send them', async () => {
    const created = await t.call<{ data: { id: number } }>('POST', '/api/countries/create', {
      token: admin,
      body: { name: 'PERÚ', duration: '30' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.data.id;
    expect(
      (await t.call('POST', `/api/countries/get/${String(id)}`, { token: admin })).status,
    ).toBe(200);
  });
});

describe('framework refusals answer the Spanish envelope', () => {
  it('a URL that cannot be decoded', async () => {
    const response = await raw('GET', '/api/countries/options%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      result: false,
      message: 'Revisa los campos marcados.',
      data: { errors: [{ field: 'url' }] },
    });
  });

  it('a parameter over its length', async () => {
    const response = await raw('POST', `/api/countries/get/${'9'.repeat(200)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      result: false,
      message: 'Revisa los campos marcados.',
      data: { errors: [{ field: 'url' }] },
    });
  });

  it('an unsupported media type', async () => {
    const response = await raw('POST', '/api/countries/create', '<pais/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      codeError: 'unsupported_media_type',
      message: 'El formato de la solicitud no es compatible.',
    });
  });

  it('a method the route does not have', async () => {
    const response = await raw('PUT', '/api/countries/create', '{}', 'application/json');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ result: false, codeError: 'not_found' });
  });

  it.each([
    ['broken JSON', '{"name":', 'body'],
    ['a __proto__ key', '{"__proto__": {"x": 1}, "name": "A", "duration": 1}', 'body'],
    ['no body', undefined, 'body'],
    ['a JSON null', 'null', 'body'],
  ])('%s: a 400 with data.errors', async (_, payload, field) => {
    const before = await countryCount();
    const response = await raw('POST', '/api/countries/create', payload, 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { errors: [{ field }] } });
    expect(await countryCount()).toBe(before);
  });
});

describe("zod's own messages are Spanish", () => {
  it.each([
    [{ name: null, duration: 1 }, 'name', 'El campo es requerido'],
    [{ name: ['A'], duration: 1 }, 'name', 'El tipo de dato no es válido'],
    [{ name: 'A', duration: 1, extra: { deep: [1, 2] } }, null, null],
  ])('%j', async (body, field, message) => {
    const response = await t.call<Refusal>('POST', '/api/countries/create', { token: admin, body });
    if (field === null) {
      expect(response.status).toBe(201);
      return;
    }
    expect(response.status).toBe(400);
    expect(response.body.data.errors).toContainEqual({ field, message });
  });

  it('for a table query sent as an array', async () => {
    const response = await t.call<Refusal>('POST', '/api/countries/getTable', {
      token: admin,
      body: [1, 2],
    });
    expect(response.status).toBe(400);
    expect(response.body.data.errors).toEqual([
      { field: 'body', message: 'El tipo de dato no es válido' },
    ]);
  });
});
