import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@iris/domain/customers/customer.schemas';
import { customers } from '../../db/schema/customers.schema.js';
import { customerCalls } from '../../testing/customer-calls.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/api.md invoicing fields: customer `fiscal: {rfc, name, regime, zipCode, cfdiUse, email}` or null. */
let t: TestApp;
let token: string;
let calls: ReturnType<typeof customerCalls>;

const FISCAL = {
  rfc: 'gode561231gr8',
  name: 'EMMA GÓMEZ DÍAZ',
  regime: '605',
  zipCode: '44100',
  cfdiUse: 'D01',
  email: 'facturas@example.com',
};

beforeAll(async () => {
  t = await startTestApp();
  const branchId = (await seedBranch(t.database, 'FACTURAS')).branch.id;
  await seedUser(t.database, { email: 'recepcion@facturas.test', role: 'receptionist', branchId });
  token = await t.login('recepcion@facturas.test');
  calls = customerCalls(t, token, branchId, 3392000000);
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (
    await t.database.db
      .select({ fiscal: customers.fiscal })
      .from(customers)
      .where(eq(customers.id, id))
  )[0]!.fiscal;

/** The refusal's fields, each with whether its message says `text`. */
const errorsOf = (data: unknown, text = '') =>
  (data as { errors: { field: string; message: string }[] }).errors.map((error) => [
    error.field,
    error.message.includes(text),
  ]);

/** A patient who needs invoices ("Requiere factura con IVA"), the only kind with fiscal data. */
const INVOICED = { vatRequired: true, vat: 16 };

async function newCustomer(change: Record<string, unknown> = {}) {
  const created = await calls.create(calls.valid({ ...INVOICED, ...change }));
  expect(created.status).toBe(201);
  const { id, phone } = created.body.data.data;
  const body = (edit: Record<string, unknown>) => ({
    ...calls.valid({ ...INVOICED, phone, branch: undefined }),
    id,
    ...edit,
  });
  return { id, created: created.body.data.data, body };
}

describe("a customer's fiscal data", () => {
  it('is stored and read back, the RFC upper-cased', async () => {
    const { id, created } = await newCustomer({ fiscal: FISCAL });
    const expected = { ...FISCAL, rfc: 'GODE561231GR8' };
    expect(created.fiscal).toEqual(expected);
    expect(await stored(id)).toEqual(expected);
    const read = await t.call<{ data: Customer }>('POST', `/api/customers/get/${id}`, { token });
    expect(read.body.data.data.fiscal).toEqual(expected);
  });

  it('is null when never sent, kept when left out of an update, removed by null', async () => {
    const without = await newCustomer();
    expect(without.created.fiscal).toBeNull();
    expect(await stored(without.id)).toBeNull();

    const { id, body } = await newCustomer({ fiscal: FISCAL });
    const kept = await calls.update(body({ name: 'EMMA' }));
    expect(kept.status).toBe(200);
    expect(kept.body.data.data.fiscal).toMatchObject({ rfc: 'GODE561231GR8' });

    const removed = await calls.update(body({ fiscal: null }));
    expect(removed.status).toBe(200);
    expect(removed.body.data.data.fiscal).toBeNull();
    expect(await stored(id)).toBeNull();
  });

  it('goes only with a patient who needs invoices, and is removed when they no longer do', async () => {
    const refused = await calls.create(calls.valid({ fiscal: FISCAL }));
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body.data, 'requiere factura')).toEqual([['fiscal', true]]);

    const { id, body } = await newCustomer({ fiscal: FISCAL });
    const off = await calls.update(body({ vatRequired: false, vat: null, fiscal: undefined }));
    expect(off.status).toBe(200);
    expect(off.body.data.data.fiscal).toBeNull();
    expect(await stored(id)).toBeNull();
  });

  it.each([
    ['rfc', { rfc: 'GODE561231GR9' }, 'El dígito verificador del RFC no corresponde'],
    ['rfc', { rfc: 'XAXX010101000' }, 'El RFC genérico no es de un cliente'],
    ['regime', { regime: '601', cfdiUse: 'G03' }, 'no corresponde a una persona física'],
    ['cfdiUse', { cfdiUse: 'G01' }, 'no está permitido para el régimen fiscal'],
    ['zipCode', { zipCode: '441' }, 'Debe tener 5 dígitos'],
    ['email', { email: 'facturas@' }, 'Formato de correo electrónico incorrecto'],
    ['name', { name: '' }, 'El campo es requerido'],
  ])('refuses a wrong %s on its field, changing nothing', async (field, change, message) => {
    const { id, body } = await newCustomer({ fiscal: FISCAL });
    const answer = await calls.update(body({ fiscal: { ...FISCAL, ...change } }));
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body.data, message)).toEqual([[`fiscal.${field}`, true]]);
    expect(await stored(id)).toMatchObject({ rfc: 'GODE561231GR8', regime: '605' });
    const created = await calls.create(
      calls.valid({ ...INVOICED, fiscal: { ...FISCAL, ...change } }),
    );
    expect(created.status).toBe(400);
  });
});
