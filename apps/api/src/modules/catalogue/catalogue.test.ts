import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

type Body = Record<string, unknown>;
interface Item {
  id: number;
  [key: string]: unknown;
}
interface Case {
  name: string;
  make(i: number): Body;
  /** The body that repeats make(1)'s unique value, with other case and spaces. */
  duplicate(): Body;
  code: number;
  sortKeys: string[];
  search: { term: string; expected: number };
  /** Fields of make(i) that the record answers back as sent. */
  echo: string[];
}

let t: TestApp;
let admin: string;
let receptionist: string;
const parents = {
  country: 0,
  otherCountry: 0,
  state: 0,
  otherState: 0,
  municipality: 0,
  category: 0,
  subcategory: 0,
};

async function create(name: string, body: Body, token = admin) {
  return t.call<{ data: Item }>('POST', `/api/${name}/create`, { token, body });
}
async function createOk(name: string, body: Body) {
  const { status, body: envelope } = await create(name, body);
  if (status !== 201) throw new Error(`${name}: ${JSON.stringify(envelope)}`);
  return envelope.data.data;
}

beforeAll(async () => {
  t = await startTestApp();
  await seedUser(t.database, { email: 'admin@iris.test' });
  const { branch } = await seedBranch(t.database, 'SEMILLA');
  await seedUser(t.database, {
    email: 'recep@iris.test',
    role: 'receptionist',
    branchId: branch.id,
  });
  admin = await t.login('admin@iris.test');
  receptionist = await t.login('recep@iris.test');
  parents.country = (await createOk('countries', { name: 'PADRE', duration: 1 })).id;
  parents.otherCountry = (await createOk('countries', { name: 'OTRO PADRE', duration: 1 })).id;
  parents.state = (
    await createOk('states', { name: 'JALISCO', country: { id: parents.country } })
  ).id;
  parents.otherState = (
    await createOk('states', { name: 'SONORA', country: { id: parents.otherCountry } })
  ).id;
  parents.municipality = (
    await createOk('municipalities', {
      name: 'ZAPOPAN',
      country: { id: parents.country },
      state: { id: parents.state },
    })
  ).id;
  parents.category = (await createOk('categories', { name: 'ARMAZONES' })).id;
  parents.subcategory = (
    await createOk('subcategories', { name: 'METÁLICOS', category: { id: parents.category } })
  ).id;
});
afterAll(() => t.close());

const named = (name: string, prefix: string): Case => ({
  name,
  make: (i) => ({ name: `${prefix} ${i}` }),
  duplicate: () => ({ name: `  ${prefix.toLowerCase()} 1 ` }),
  code: 550,
  sortKeys: ['id', 'name'],
  search: { term: `${prefix} 3`.toLowerCase(), expected: 1 },
  echo: ['name'],
});

const cases: Case[] = [
  {
    name: 'application-versions',
    make: (i) => ({ version: `1.0.${String(i).padStart(2, '0')}`, description: `VERSIÓN ${i}` }),
    duplicate: () => ({ version: ' 1.0.01 ', description: 'OTRA' }),
    code: 553,
    sortKeys: ['id', 'version', 'description'],
    search: { term: '1.0.03', expected: 1 },
    echo: ['version', 'description'],
  },
  {
    name: 'countries',
    make: (i) => ({ name: `PAÍS ${i}`, duration: i }),
    duplicate: () => ({ name: ' país 1', duration: 9 }),
    code: 550,
    sortKeys: ['id', 'name', 'duration'],
    search: { term: 'país 3', expected: 1 },
    echo: ['name', 'duration'],
  },
  {
    name: 'states',
    make: (i) => ({ name: `ESTADO ${i}`, country: { id: parents.country } }),
    duplicate: () => ({ name: 'estado 1 ', country: { id: parents.country } }),
    code: 551,
    sortKeys: ['id', 'name', 'country'],
    search: { term: 'ESTADO 3', expected: 1 },
    echo: ['name'],
  },
  {
    name: 'municipalities',
    make: (i) => ({
      name: `MUNICIPIO ${i}`,
      country: { id: parents.country },
      state: { id: parents.state },
    }),
    duplicate: () => ({
      name: 'Municipio 1',
      country: { id: parents.country },
      state: { id: parents.state },
    }),
    code: 552,
    sortKeys: ['id', 'name', 'state', 'country'],
    search: { term: 'MUNICIPIO 3', expected: 1 },
    echo: ['name'],
  },
  {
    name: 'branches',
    make: (i) => ({
      name: `SUCURSAL ${i}`,
      address: `AV. VALLARTA ${i}`,
      zipCode: String(45000 + i),
      country: { id: parents.country },
      state: { id: parents.state },
      municipality: { id: parents.municipality },
      open_time: `0${i % 10}:00`,
      close_time: '19:30',
      phone: `33${String(i).padStart(8, '0')}`,
      email: `sucursal${i}@iris.test`,
    }),
    duplicate: () => ({ ...cases[4]!.make(9), name: 'sucursal 1' }),
    code: 550,
    sortKeys: [
      'id',
      'name',
      'address',
      'zipCode',
      'municipality',
      'state',
      'open_time',
      'close_time',
    ],
    search: { term: 'SUCURSAL 3', expected: 1 },
    echo: ['name', 'address', 'zipCode', 'open_time', 'close_time', 'phone', 'email'],
  },
  named('categories', 'CATEGORÍA'),
  {
    name: 'subcategories',
    make: (i) => ({ name: `SUBCATEGORÍA ${i}`, category: { id: parents.category } }),
    duplicate: () => ({ name: 'subcategoría 1', category: { id: parents.category } }),
    code: 550,
    sortKeys: ['id', 'name', 'category'],
    search: { term: 'SUBCATEGORÍA 3', expected: 1 },
    echo: ['name'],
  },
  {
    name: 'products',
    make: (i) => ({
      name: `PRODUCTO ${i}`,
      category: { id: parents.category },
      subcategory: { id: parents.subcategory },
    }),
    duplicate: () => ({
      name: 'producto 1',
      category: { id: parents.category },
      subcategory: { id: parents.subcategory },
    }),
    code: 550,
    sortKeys: ['id', 'name', 'category', 'subcategory'],
    search: { term: 'PRODUCTO 3', expected: 1 },
    echo: ['name'],
  },
  named('appointment-type', 'TIPO DE CITA'),
  named('payment-methods', 'MÉTODO'),
];

describe.each(cases)('$name', (c) => {
  const ids: number[] = [];
  const table = (body: Body) =>
    t.call<{
      tableData: { items: Item[]; total_items: number; sortBy: string; descending: boolean };
    }>('POST', `/api/${c.name}/getTable`, { token: admin, body });

  it('creates, reads and updates a record, and lists it in options', async () => {
    for (let i = 1; i <= 6; i++) ids.push((await createOk(c.name, c.make(i))).id);
    const got = await t.call<{ data: Item }>('POST', `/api/${c.name}/get/${ids[1]}`, {
      token: receptionist,
    });
    expect(got.status).toBe(200);
    for (const field of c.echo) expect(got.body.data.data[field]).toEqual(c.make(2)[field]);

    const isVersion = c.name === 'application-versions';
    const target = isVersion ? ids[5]! : ids[1]!;
    const changed: Body = {
      ...c.make(isVersion ? 6 : 2),
      ...(isVersion ? { description: 'CAMBIADA' } : { name: `${String(c.make(2).name)} B` }),
    };
    const updated = await t.call<{ data: Item }>('PUT', `/api/${c.name}/update`, {
      token: admin,
      body: { id: target, ...changed },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Registro actualizado correctamente.');
    const reread = await t.call<{ data: Item }>('POST', `/api/${c.name}/get/${target}`, {
      token: admin,
    });
    expect(reread.body.data.data).toMatchObject(
      isVersion ? { description: 'CAMBIADA' } : { name: changed.name },
    );

    const options = await t.call<{ data: { id: number; name: string }[] }>(
      'GET',
      `/api/${c.name}/options`,
      { token: receptionist },
    );
    expect(options.status).toBe(200);
    expect(options.body.data.data.map((o) => o.id)).toEqual(expect.arrayContaining(ids));
  });

  it('pages with the default size and descending id', async () => {
    const { body } = await table({});
    expect(body.data.tableData).toMatchObject({ sortBy: 'id', descending: true });
    expect(body.data.tableData.items).toHaveLength(5);
    const page2 = await table({ page: 2 });
    const all = [...body.data.tableData.items, ...page2.body.data.tableData.items].map((i) => i.id);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(c.sortKeys)('sorts by %s', async (sortBy) => {
    const up = await table({ sortBy, descending: false, rowsPerPage: 50 });
    const down = await table({ sortBy, descending: true, rowsPerPage: 50 });
    expect(up.status).toBe(200);
    expect(up.body.data.tableData.sortBy).toBe(sortBy);
    expect(up.body.data.tableData.items.length).toBe(down.body.data.tableData.items.length);
    expect(up.body.data.tableData.items.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses a sortBy outside its columns', async () => {
    const { status, body } = await table({ sortBy: 'secret' });
    expect(status).toBe(400);
    expect(body.data).toMatchObject({ errors: [{ field: 'sortBy' }] });
  });

  it('searches free text', async () => {
    const { body } = await table({ filters: { search: c.search.term } });
    expect(body.data.tableData.total_items).toBe(c.search.expected);
  });

  it(`refuses a duplicate with ${c.code}, compared trimmed and case-insensitively`, async () => {
    const before = (await table({ rowsPerPage: 50 })).body.data.tableData.total_items;
    const { status, body } = await create(c.name, c.duplicate());
    expect(status).toBe(409);
    expect(body.codeError).toBe(c.code);
    expect((await table({ rowsPerPage: 50 })).body.data.tableData.total_items).toBe(before);
  });

  it('refuses writes to a receptionist with 403 and changes nothing', async () => {
    const before = await table({ rowsPerPage: 50 });
    const { status } = await create(c.name, c.make(50), receptionist);
    expect(status).toBe(403);
    const update = await t.call('PUT', `/api/${c.name}/update`, {
      token: receptionist,
      body: { id: ids[0], ...c.make(51) },
    });
    expect(update.status).toBe(403);
    const after = await table({ rowsPerPage: 50 });
    expect(after.body.data.tableData).toEqual(before.body.data.tableData);
  });

  it('answers 404 for an unknown id and 400 with field errors for an empty body', async () => {
    expect((await t.call('POST', `/api/${c.name}/get/999999`, { token: admin })).status).toBe(404);
    const empty = await create(c.name, {});
    expect(empty.status).toBe(400);
    const errors = (empty.body.data as unknown as { errors: { message: string }[] }).errors;
    expect(errors.map((e) => e.message)).toContain('El campo es requerido');
  });
});
