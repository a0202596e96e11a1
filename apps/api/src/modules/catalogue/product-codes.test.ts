import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedCode } from '@iris/domain/catalogue/product-code';
import { products } from '../../db/schema/catalogue.schema.js';
import { seedProduct } from '../../testing/seed-inventory.js';
import { seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/api.md optical catalogue, docs/rules.md Optical catalogue: a product's code, kind and
 * attributes. */
let t: TestApp;
let admin: string;
let parents: { category: { id: number }; subcategory: { id: number } };
type Product = { id: number; code: string; kind: string; attributes: Record<string, unknown> };
type Errors = { errors: { field: string; message: string }[] };

beforeAll(async () => {
  t = await startTestApp();
  await seedUser(t.database, { email: 'admin@iris.test' });
  admin = await t.login('admin@iris.test');
  const seeded = await seedProduct(t.database);
  parents = { category: { id: seeded.categoryId }, subcategory: { id: seeded.subcategoryId } };
});
afterAll(() => t.close());

let n = 0;
const call = <T>(method: 'POST' | 'PUT', path: string, body?: unknown) =>
  t.call<T>(method, `/api/${path}`, { token: admin, body });
const create = (body: Record<string, unknown>) =>
  call<{ data: Product } & Errors>('POST', 'products/create', {
    name: `PRODUCTO ÓPTICO ${++n}`,
    ...parents,
    ...body,
  });
const created = async (body: Record<string, unknown>) => {
  const answer = await create(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.data;
};
const refusal = async (body: Record<string, unknown>) => {
  const answer = await create(body);
  expect(answer.status).toBe(400);
  return Object.fromEntries(answer.body.data.errors.map((e) => [e.field, e.message]));
};

const FRAME = {
  brand: 'RAY-BAN',
  model: 'RB5154',
  color: 'CAREY',
  size: '51-21-145',
  material: 'ACETATO',
};
const LENS = {
  design: 'PROGRESIVO',
  material: 'POLICARBONATO',
  index: 1.59,
  treatments: ['ANTIRREFLEJANTE', 'FILTRO AZUL'],
  sphereMin: -8,
  sphereMax: '+6.00',
  cylinderMin: -4,
  addMin: 0.75,
  addMax: 3.5,
};
const CONTACT = {
  replacement: 'MENSUAL',
  baseCurve: 8.6,
  diameter: 14.2,
  sphereMin: -12,
  sphereMax: 8,
};

describe('product codes', () => {
  it('assigns an in-store EAN-13 from the id when none is given, and keeps the first contract working', async () => {
    const product = await created({});
    expect(product).toMatchObject({ code: assignedCode(product.id), kind: 'OTRO', attributes: {} });
    const blank = await created({ code: '  ', kind: 'OTRO', attributes: null });
    expect(blank.code).toBe(assignedCode(blank.id));
    // An update without code, kind or attributes keeps them.
    const frame = await created({ code: '4006381333931', kind: 'ARMAZON', attributes: FRAME });
    const renamed = await call<{ data: Product }>('PUT', 'products/update', {
      id: frame.id,
      name: 'RB5154 CAREY',
      ...parents,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.data).toMatchObject({ code: '4006381333931', kind: 'ARMAZON' });
    expect(renamed.body.data.data.attributes).toMatchObject({
      brand: 'RAY-BAN',
      size: '51-21-145',
    });
    // Null on update assigns Iris's code again; its own assigned code may be sent back.
    const reassigned = await call<{ data: Product }>('PUT', 'products/update', {
      id: frame.id,
      name: 'RB5154 CAREY',
      ...parents,
      code: null,
    });
    expect(reassigned.body.data.data.code).toBe(assignedCode(frame.id));
    const same = await call('PUT', 'products/update', {
      id: frame.id,
      name: 'RB5154 CAREY',
      ...parents,
      code: assignedCode(frame.id),
    });
    expect(same.status).toBe(200);
  });

  it('gives the products written before codes existed a unique assigned code', async () => {
    const seeded = await seedProduct(t.database);
    const [row] = await t.database.db
      .select({ code: products.code })
      .from(products)
      .where(eq(products.id, seeded.id));
    expect(row!.code).toBe(assignedCode(seeded.id));
  });

  it('refuses a wrong check digit, spaces and a code of the assigned range', async () => {
    expect(await refusal({ code: '4006381333932' })).toEqual({
      code: 'El dígito verificador del código de barras (EAN-13 o UPC-A) no corresponde: revisa que esté bien escrito',
    });
    expect(await refusal({ code: '036000291453' })).toHaveProperty('code');
    expect(await refusal({ code: 'RB 5154' })).toEqual({
      code: 'El código lleva de 1 a 40 letras, dígitos o signos, sin espacios',
    });
    expect(await refusal({ code: assignedCode(999_999) })).toEqual({
      code: 'Los códigos de 13 dígitos que empiezan con 20 los asigna Iris: deja el código en blanco',
    });
    expect((await created({ code: '036000291452' })).code).toBe('036000291452');
    expect((await created({ code: 'rb5154-2012' })).code).toBe('rb5154-2012');
  });

  it('answers 553 for a code already registered, trimmed and case-insensitive', async () => {
    await created({ code: 'SUP-ABC-1' });
    const duplicate = await create({ code: '  sup-abc-1 ' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.codeError).toBe(553);
    expect(duplicate.body.message).toBe('El código ya está registrado.');
  });

  it('lets exactly one of parallel creates of the same code in, the others 553', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call<{ data: Product }>('POST', 'products/create', {
          name: `CONCURRENTE ${i}`,
          ...parents,
          code: '5901234123457',
        }),
      ),
    );
    const statuses = answers.map((a) => (a.status === 201 ? 201 : a.body.codeError));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 553)).toHaveLength(5);
    const rows = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, '5901234123457'));
    expect(rows).toHaveLength(1);
  });
});

describe('product kinds and attributes', () => {
  it('stores a frame, a lens and a contact lens with their attributes', async () => {
    const frame = await created({ kind: 'ARMAZON', attributes: { ...FRAME, color: null } });
    expect(frame.attributes).toEqual({ ...FRAME, color: null });
    const lens = await created({ kind: 'LENTE', attributes: LENS });
    expect(lens.attributes).toEqual({ ...LENS, sphereMin: -8, sphereMax: 6 });
    const single = await created({
      kind: 'LENTE',
      attributes: {
        ...LENS,
        design: 'MONOFOCAL',
        addMin: null,
        addMax: undefined,
        treatments: null,
      },
    });
    expect(single.attributes).toMatchObject({ design: 'MONOFOCAL', addMin: null, treatments: [] });
    const contact = await created({ kind: 'CONTACTO', attributes: CONTACT });
    expect(contact.attributes).toEqual(CONTACT);
  });

  it('refuses attributes that do not fit their kind, field by field, in Spanish', async () => {
    expect(
      await refusal({ kind: 'ARMAZON', attributes: { ...FRAME, brand: ' ', size: '52/18/140' } }),
    ).toEqual({
      'attributes.brand': 'El campo es requerido',
      'attributes.size': 'La medida se escribe como calibre-puente-varilla, por ejemplo 52-18-140',
    });
    expect(
      await refusal({
        kind: 'LENTE',
        attributes: { ...LENS, design: 'TRIFOCAL', sphereMin: -2.3, cylinderMin: -12 },
      }),
    ).toEqual({
      'attributes.design': 'Selecciona una opción válida',
      'attributes.sphereMin': 'Debe ser de -30.00 a 30.00 en pasos de 0.25',
      'attributes.cylinderMin': 'Debe ser de -10.00 a 10.00 en pasos de 0.25',
    });
    expect(
      await refusal({ kind: 'LENTE', attributes: { ...LENS, sphereMin: 4, sphereMax: 2 } }),
    ).toEqual({ 'attributes.sphereMax': 'El máximo no puede ser menor que el mínimo' });
    expect(await refusal({ kind: 'LENTE', attributes: { ...LENS, design: 'MONOFOCAL' } })).toEqual({
      'attributes.addMin': 'Un lente monofocal no lleva adición',
    });
    expect(await refusal({ kind: 'CONTACTO', attributes: { ...CONTACT, baseCurve: 11 } })).toEqual({
      'attributes.baseCurve': 'Debe ser de 7.00 a 10.00 en pasos de 0.10',
    });
    expect(await refusal({ kind: 'OTRO', attributes: { brand: 'X' } })).toEqual({
      attributes: 'Campo no reconocido',
    });
    expect(await refusal({ kind: 'GAFAS' })).toEqual({ kind: 'Selecciona una opción válida' });
    expect(await refusal({ attributes: FRAME })).toEqual({ kind: 'El campo es requerido' });
    expect(await refusal({ kind: 'CONTACTO' })).toMatchObject({
      'attributes.replacement': 'El campo es requerido',
    });
  });

  it('filters the table by kind and by a whole code', async () => {
    await created({ kind: 'CONTACTO', attributes: CONTACT, code: 'ACUVUE-OASYS-8.4' });
    const table = await call<{ tableData: { items: Product[] } }>('POST', 'products/getTable', {
      filters: { kind: 'CONTACTO', code: ' acuvue-oasys-8.4' },
    });
    expect(table.status, JSON.stringify(table.body)).toBe(200);
    expect(table.body.data.tableData.items.map((p) => p.code)).toEqual(['ACUVUE-OASYS-8.4']);
    const contacts = await call<{ tableData: { items: Product[] } }>('POST', 'products/getTable', {
      filters: { kind: 'CONTACTO' },
    });
    const kinds = contacts.body.data.tableData.items.map((p) => p.kind);
    expect(kinds.length).toBeGreaterThan(1);
    expect(new Set(kinds)).toEqual(new Set(['CONTACTO']));
  });
});
