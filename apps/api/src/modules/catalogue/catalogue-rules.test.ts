import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, seedUser, type TestApp } from '../../testing/test-app.js';
import { patchFiles, type FilePart } from '../../testing/multipart.js';

let t: TestApp;
let admin: string;
type Item = { id: number; [key: string]: unknown };
const post = (url: string, body: unknown) =>
  t.call<{ data: Item }>('POST', url, { token: admin, body });
// The assertions check the shape, so the options need no declared type.
const get = (url: string) => t.call<{ data: unknown }>('GET', url, { token: admin });

beforeAll(async () => {
  t = await startTestApp();
  await seedUser(t.database, { email: 'admin@iris.test' });
  admin = await t.login('admin@iris.test');
});
afterAll(() => t.close());

describe('application versions', () => {
  it('lets only the highest version, compared numerically, be edited or deleted', async () => {
    const ids: Record<string, number> = {};
    for (const version of ['1.9.99', '2.0.00', '1.2.05']) {
      ids[version] = (
        await post('/api/application-versions/create', { version, description: `V ${version}` })
      ).body.data.data.id;
    }
    const list = await t.call<{ tableData: { items: Item[] } }>(
      'POST',
      '/api/application-versions/getTable',
      { token: admin, body: { sortBy: 'version', descending: true } },
    );
    expect(list.body.data.tableData.items.map((i) => [i.version, i.isLatest])).toEqual([
      ['2.0.00', true],
      ['1.9.99', false],
      ['1.2.05', false],
    ]);

    const old = await t.call('PUT', '/api/application-versions/update', {
      token: admin,
      body: { id: ids['1.9.99'], version: '1.9.99', description: 'NO' },
    });
    expect(old.status).toBe(409);
    expect(old.body.codeError).toBe('not_latest_version');
    const oldDelete = await t.call('DELETE', `/api/application-versions/delete/${ids['1.2.05']}`, {
      token: admin,
    });
    expect(oldDelete.body.codeError).toBe('not_latest_version');

    const latest = await t.call('DELETE', `/api/application-versions/delete/${ids['2.0.00']}`, {
      token: admin,
    });
    expect(latest.status).toBe(200);
    expect(latest.body.data).toEqual({ data: { id: ids['2.0.00'] } });
    // Now 1.9.99 is the latest and may change.
    const now = await t.call('PUT', '/api/application-versions/update', {
      token: admin,
      body: { id: ids['1.9.99'], version: '1.9.99', description: 'SÍ' },
    });
    expect(now.status).toBe(200);
  });

  it('refuses a version outside the mask #.#.##', async () => {
    const { status, body } = await post('/api/application-versions/create', {
      version: '1.2.3',
      description: 'X',
    });
    expect(status).toBe(400);
    expect(body.data).toMatchObject({
      errors: [{ field: 'version', message: 'Formato de versión incorrecto (#.#.##)' }],
    });
  });
});

describe('cascades', () => {
  it('carries parent ids on options and filters by parent', async () => {
    const mx = (await post('/api/countries/create', { name: 'MÉXICO', duration: 0 })).body.data.data
      .id;
    const us = (await post('/api/countries/create', { name: 'ESTADOS UNIDOS', duration: 0 })).body
      .data.data.id;
    const jal = (await post('/api/states/create', { name: 'JALISCO', country: { id: mx } })).body
      .data.data.id;
    await post('/api/states/create', { name: 'TEXAS', country: { id: us } });
    // The same state name in another country is allowed (551 is per country).
    expect(
      (await post('/api/states/create', { name: 'Jalisco', country: { id: us } })).status,
    ).toBe(201);

    const byCountry = await get(`/api/states/getStatesByCountriesOptions/${mx}`);
    expect(byCountry.body.data.data).toEqual([{ id: jal, name: 'JALISCO', country_id: mx }]);

    const gdl = (
      await post('/api/municipalities/create', {
        name: 'GUADALAJARA',
        country: { id: mx },
        state: { id: jal },
      })
    ).body.data.data;
    expect(gdl).toMatchObject({
      state: { id: jal, name: 'JALISCO' },
      state_id: jal,
      country: { id: mx, name: 'MÉXICO' },
    });
    const options = await get('/api/municipalities/options');
    expect(options.body.data.data).toContainEqual({
      id: gdl.id,
      name: 'GUADALAJARA',
      state_id: jal,
    });

    const cat = (await post('/api/categories/create', { name: 'MICAS' })).body.data.data.id;
    const sub = (
      await post('/api/subcategories/create', { name: 'MONOFOCALES', category: { id: cat } })
    ).body.data.data.id;
    const subOptions = await get('/api/subcategories/options');
    expect(subOptions.body.data.data).toContainEqual({
      id: sub,
      name: 'MONOFOCALES',
      category_id: cat,
    });
    const product = (
      await post('/api/products/create', {
        name: 'MICA CR-39',
        category: { id: cat },
        subcategory: { id: sub },
      })
    ).body.data.data;
    expect(product).toMatchObject({
      category: { id: cat },
      subcategory: { id: sub, name: 'MONOFOCALES' },
      documentUrl: null,
    });
    const byDetails = await get(`/api/products/getOptionsByDetails/${sub}`);
    expect(byDetails.body.data.data).toEqual([
      { id: product.id, name: 'MICA CR-39', subcategory_id: sub, category_id: cat },
    ]);
  });

  it('refuses a child that does not belong to the chosen parent, or a parent that does not exist', async () => {
    const a = (await post('/api/countries/create', { name: 'PAÍS A', duration: 0 })).body.data.data
      .id;
    const b = (await post('/api/countries/create', { name: 'PAÍS B', duration: 0 })).body.data.data
      .id;
    const stateOfB = (await post('/api/states/create', { name: 'ESTADO DE B', country: { id: b } }))
      .body.data.data.id;
    const mixed = await post('/api/municipalities/create', {
      name: 'MEZCLA',
      country: { id: a },
      state: { id: stateOfB },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.data).toMatchObject({
      errors: [{ field: 'state.id', message: 'Valor no válido' }],
    });
    const ghost = await post('/api/states/create', { name: 'FANTASMA', country: { id: 424242 } });
    expect(ghost.status).toBe(400);
    expect(ghost.body.data).toMatchObject({ errors: [{ field: 'country.id' }] });
  });
});

describe('product image upload', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  let productId: number;

  const upload = (
    files: FilePart[],
    token = admin,
    fields: { name: string; value: string }[] = [],
  ) =>
    patchFiles<{ data: { documentUrl: string | null } }>(
      t,
      `/api/products/uploadDocument/${productId}`,
      token,
      files,
      fields,
    );
  const storedFiles = () => {
    try {
      return readdirSync(`${t.filesRoot}/inventory/products/${productId}`);
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    const cat = (await post('/api/categories/create', { name: 'ARMAZONES' })).body.data.data.id;
    const sub = (
      await post('/api/subcategories/create', { name: 'ACETATO', category: { id: cat } })
    ).body.data.data.id;
    productId = (
      await post('/api/products/create', {
        name: 'RAY-BAN RB5154',
        category: { id: cat },
        subcategory: { id: sub },
      })
    ).body.data.data.id;
  });

  it('stores an image under inventory/products/{id} and serves it back only at its signed URL', async () => {
    const { status, body } = await upload([{ name: 'foto.png', content: PNG, type: 'image/png' }]);
    expect(status).toBe(200);
    const url = body.data.data.documentUrl!;
    expect(url).toMatch(
      new RegExp(
        `^/api/files/inventory/products/${productId}/[0-9a-f-]{36}\\.png\\?expires=\\d+&signature=`,
      ),
    );
    expect(storedFiles()).toHaveLength(1);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const unsigned = await t.app.inject({ method: 'GET', url: url.split('?')[0]! });
    expect(unsigned.statusCode).toBe(401);
    // A different first character, whatever the signature starts with.
    const tampered = await t.app.inject({
      method: 'GET',
      url: url.replace(
        /signature=(.)/,
        (_, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`,
      ),
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('replaces the previous file, keeping one', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const { status, body } = await upload([
      { name: 'ficha.pdf', content: pdf, type: 'application/pdf' },
    ]);
    expect(status).toBe(200);
    expect(body.data.data.documentUrl).toMatch(/\.pdf\?/);
    expect(storedFiles()).toEqual([expect.stringMatching(/\.pdf$/)]);
  });

  it.each([
    [
      'wrong bytes behind an image name',
      [{ name: 'foto.png', content: Buffer.from('MZ not an image at all'), type: 'image/png' }],
    ],
    [
      'a file over 10485760 bytes',
      [
        {
          name: 'grande.png',
          content: Buffer.concat([PNG, Buffer.alloc(10_485_761)]),
          type: 'image/png',
        },
      ],
    ],
    [
      'two files',
      [
        { name: 'a.png', content: PNG, type: 'image/png' },
        { name: 'b.png', content: PNG, type: 'image/png' },
      ],
    ],
  ])('refuses %s with the wrong-format message and stores nothing', async (_label, files) => {
    const before = storedFiles();
    const { status, body } = await upload(files);
    expect(status).toBe(400);
    expect(body.codeError).toBe('wrong_file_format');
    expect(body.message).toMatch(/^Formato de archivo incorrecto/);
    expect(storedFiles()).toEqual(before);
  });

  const megabyte = 'x'.repeat(1024 * 1024);
  it.each([
    [
      '60 fields of 1 MB',
      Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, value: megabyte })),
    ],
    ['one field of 1 MB', [{ name: 'nota', value: megabyte }]],
    ['eleven short fields', Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, value: 'x' }))],
  ])('refuses %s beside the file as too large, and stores nothing', async (_label, fields) => {
    const before = storedFiles();
    const { status, body } = await upload(
      [{ name: 'foto.png', content: PNG, type: 'image/png' }],
      admin,
      fields,
    );
    expect(status).toBe(413);
    expect(body.codeError).toBe('payload_too_large');
    expect(storedFiles()).toEqual(before);
  });
});
