import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, seedUser, type TestApp } from '../../testing/test-app.js';

/* docs/api.md invoicing fields: products and categories `satProductKey`, `satUnitKey`; payment
 * methods `satPaymentForm`. docs/rules.md Invoicing, Keys. */
let t: TestApp;
let admin: string;
type Keys = { id: number; satProductKey: string | null; satUnitKey: string | null };
type Errors = { errors: { field: string; message: string }[] };

beforeAll(async () => {
  t = await startTestApp();
  await seedUser(t.database, { email: 'admin@iris.test' });
  admin = await t.login('admin@iris.test');
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', path: string, body?: unknown) =>
  t.call<{ data: Keys & Record<string, unknown> }>(method, `/api/${path}`, { token: admin, body });
const created = async (path: string, body: unknown) => {
  const answer = await call('POST', `${path}/create`, body);
  expect(answer.status).toBe(201);
  return answer.body.data.data;
};

describe('SAT keys of categories and products', () => {
  it("give a product without keys its category's, and keep a product's own", async () => {
    const category = await created('categories', {
      name: 'LENTES DE CONTACTO',
      satProductKey: '42142913',
      satUnitKey: 'H87',
    });
    expect(category).toMatchObject({ satProductKey: '42142913', satUnitKey: 'H87' });
    const sub = await created('subcategories', {
      name: 'MENSUALES',
      category: { id: category.id },
    });
    const parents = { category: { id: category.id }, subcategory: { id: sub.id } };

    const inherits = await created('products', { name: 'AIR OPTIX', ...parents });
    expect(inherits).toMatchObject({ satProductKey: '42142913', satUnitKey: 'H87' });
    const own = await created('products', {
      name: 'ESTUCHE',
      ...parents,
      satProductKey: '42142910',
      satUnitKey: 'PR',
    });
    expect(own).toMatchObject({ satProductKey: '42142910', satUnitKey: 'PR' });

    // Applied on write: the category's later key is not the product's until it is written again.
    await call('PUT', 'categories/update', {
      id: category.id,
      name: 'LENTES DE CONTACTO',
      satProductKey: '42142914',
      satUnitKey: 'XBX',
    });
    const read = await call('POST', `products/get/${inherits.id}`);
    expect(read.body.data.data).toMatchObject({ satProductKey: '42142913', satUnitKey: 'H87' });
    // A client of the first contract knows no keys: its update keeps the product's own.
    const renamed = await call('PUT', 'products/update', {
      id: own.id,
      name: 'ESTUCHE',
      ...parents,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.data).toMatchObject({ satProductKey: '42142910', satUnitKey: 'PR' });
    const cleared = await call('PUT', 'products/update', {
      id: own.id,
      name: 'ESTUCHE',
      ...parents,
      // null removes a key ("" is a field not given, docs/api.md Transport): the category's then.
      satProductKey: null,
      satUnitKey: null,
    });
    expect(cleared.body.data.data).toMatchObject({ satProductKey: '42142914', satUnitKey: 'XBX' });
  });

  it('leave both null when neither has keys', async () => {
    const category = await created('categories', { name: 'SIN CLAVES' });
    expect(category).toMatchObject({ satProductKey: null, satUnitKey: null });
    const sub = await created('subcategories', { name: 'VARIOS', category: { id: category.id } });
    const product = await created('products', {
      name: 'CORDÓN',
      category: { id: category.id },
      subcategory: { id: sub.id },
    });
    expect(product).toMatchObject({ satProductKey: null, satUnitKey: null });
  });

  it.each([
    ['satProductKey', '4214291', 'Debe tener 8 dígitos'],
    ['satProductKey', '4214291A', 'Debe tener 8 dígitos'],
    ['satUnitKey', 'KG', 'Selecciona una opción válida'],
  ])('refuse %s %s on its field', async (field, value, message) => {
    const answer = await t.call<Errors>('POST', '/api/categories/create', {
      token: admin,
      body: { name: `MALA ${field} ${value}`, [field]: value },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([{ field, message }]);
  });
});

describe('SAT payment form of payment methods', () => {
  it('is stored, read back, kept when left out and refused when not a c_FormaPago', async () => {
    const card = await created('payment-methods', {
      name: 'TARJETA DE DÉBITO',
      satPaymentForm: '28',
    });
    expect(card).toMatchObject({ satPaymentForm: '28' });
    const read = await call('POST', `payment-methods/get/${card.id}`);
    expect(read.body.data.data).toMatchObject({ satPaymentForm: '28' });
    const kept = await call('PUT', 'payment-methods/update', { id: card.id, name: 'DÉBITO' });
    expect(kept.body.data.data).toMatchObject({ name: 'DÉBITO', satPaymentForm: '28' });

    const wrong = await t.call<Errors>('PUT', '/api/payment-methods/update', {
      token: admin,
      body: { id: card.id, name: 'DÉBITO', satPaymentForm: '07' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual([
      { field: 'satPaymentForm', message: 'Selecciona una opción válida' },
    ]);
    const after = await call('POST', `payment-methods/get/${card.id}`);
    expect(after.body.data.data).toMatchObject({ satPaymentForm: '28' });
  });
});
