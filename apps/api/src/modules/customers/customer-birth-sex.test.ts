import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerOption } from '@iris/domain/customers/customer.schemas';
import { localDate } from '@iris/domain/customers/customer-age';
import { customers } from '../../db/schema/customers.schema.js';
import { customerCalls } from '../../testing/customer-calls.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let branchId: number;
let token: string;
let calls: ReturnType<typeof customerCalls>;

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'NACIMIENTOS')).branch.id;
  await seedUser(t.database, {
    email: 'recepcion@nacimientos.test',
    role: 'receptionist',
    branchId,
  });
  token = await t.login('recepcion@nacimientos.test');
  calls = customerCalls(t, token, branchId, 3390000000);
});
afterAll(() => t.close());

const rowOf = async (id: number) =>
  (
    await t.database.db
      .select({ birthDate: customers.birthDate, sex: customers.sex, name: customers.name })
      .from(customers)
      .where(eq(customers.id, id))
  )[0];
const customerCount = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.branchId, branchId))
  )[0]!.n;

/** A day after today on this computer's calendar, as the API writes dates. */
const tomorrow = () => {
  const date = new Date(`${localDate()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const BAD_VALUES: [string, Record<string, unknown>, string][] = [
  ['birthDate', { birthDate: '2023-02-29' }, 'Formato de fecha incorrecto'],
  ['birthDate', { birthDate: '15/06/1983' }, 'Formato de fecha incorrecto'],
  ['birthDate', { birthDate: 19830615 }, 'Formato de fecha incorrecto'],
  ['birthDate', { birthDate: '1899-12-31' }, 'La fecha no puede ser anterior al 01/01/1900'],
  ['birthDate', { birthDate: tomorrow() }, 'La fecha no puede ser posterior a hoy'],
  ['sex', { sex: 'Z' }, 'Selecciona una opción válida'],
  ['sex', { sex: 'f' }, 'Selecciona una opción válida'],
  ['sex', { sex: 1 }, 'Selecciona una opción válida'],
];

describe("a patient's birth date and sex", () => {
  it('are registered, read back by get, getTable and the options, and stored', async () => {
    const created = await calls.create(
      calls.valid({ name: 'XIMENA', birthDate: '1983-06-15', sex: 'F' }),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.data.id;
    expect(created.body.data.data).toMatchObject({ birthDate: '1983-06-15', sex: 'F' });
    expect(await rowOf(id)).toMatchObject({ birthDate: '1983-06-15', sex: 'F' });

    const read = await t.call<{ data: Customer }>('POST', `/api/customers/get/${id}`, { token });
    expect(read.body.data.data).toMatchObject({ birthDate: '1983-06-15', sex: 'F' });
    const table = await t.call<{ tableData: { items: Customer[] } }>(
      'POST',
      '/api/customers/getTable',
      { token, body: { rowsPerPage: 50, filters: { search: 'ximena' } } },
    );
    expect(table.body.data.tableData.items).toEqual([
      expect.objectContaining({ id, birthDate: '1983-06-15', sex: 'F' }),
    ]);
    const options = await t.call<{ data: CustomerOption[] }>(
      'GET',
      `/api/customers/getCustomersOptions/${branchId}?search=ximena`,
      { token },
    );
    expect(options.body.data.data).toEqual([
      {
        id,
        name: 'XIMENA LÓPEZ HERNÁNDEZ',
        phone: created.body.data.data.phone,
        birthDate: '1983-06-15',
        branchId,
      },
    ]);
  });

  it('are optional (left out, null or blank read null); born today and in 1900 are taken', async () => {
    const without = await calls.create(calls.valid({ name: 'SIN DATOS' }));
    expect(without.status).toBe(201);
    expect(without.body.data.data).toMatchObject({ birthDate: null, sex: null });
    const nulls = await calls.create(calls.valid({ name: 'NULOS', birthDate: null, sex: null }));
    expect(nulls.body.data.data).toMatchObject({ birthDate: null, sex: null });
    // A form's empty date and empty select.
    const blanks = await calls.create(calls.valid({ name: 'VACÍOS', birthDate: '', sex: '' }));
    expect(blanks.body.data.data).toMatchObject({ birthDate: null, sex: null });
    const newborn = await calls.create(
      calls.valid({ name: 'RECIÉN', birthDate: localDate(), sex: 'X' }),
    );
    expect(newborn.body.data.data).toMatchObject({ birthDate: localDate(), sex: 'X' });
    const eldest = await calls.create(
      calls.valid({ name: 'DECANA', birthDate: '1900-01-01', sex: 'F' }),
    );
    expect(eldest.body.data.data).toMatchObject({ birthDate: '1900-01-01' });
  });

  it.each(BAD_VALUES)(
    'refuses a bad %s on create (%j) with its Spanish message, registering nobody',
    async (field, change, message) => {
      const before = await customerCount();
      const { status, body } = await calls.create(calls.valid(change));
      expect(status).toBe(400);
      expect(body.codeError).toBeNull();
      expect(body.data).toMatchObject({
        errors: expect.arrayContaining([{ field, message }]) as unknown,
      });
      expect(await customerCount()).toBe(before);
    },
  );

  it('are set, changed and cleared by the update (absent reads as none, as e-mail does)', async () => {
    const created = await calls.create(calls.valid({ name: 'JULIA' }));
    const { id, phone: own } = created.body.data.data;
    const body = (change: Record<string, unknown>) => ({
      ...calls.valid({ phone: own, branch: undefined }),
      id,
      name: 'JULIA',
      ...change,
    });
    const set = await calls.update(body({ birthDate: '1990-02-28', sex: 'F' }));
    expect(set.status).toBe(200);
    expect(set.body.data.data).toMatchObject({ birthDate: '1990-02-28', sex: 'F' });
    const changed = await calls.update(body({ birthDate: '1991-03-01', sex: 'X' }));
    expect(changed.body.data.data).toMatchObject({ birthDate: '1991-03-01', sex: 'X' });
    expect(await rowOf(id)).toMatchObject({ birthDate: '1991-03-01', sex: 'X' });
    const cleared = await calls.update(body({}));
    expect(cleared.body.data.data).toMatchObject({ birthDate: null, sex: null });
    expect(await rowOf(id)).toMatchObject({ birthDate: null, sex: null });
  });

  it.each(BAD_VALUES)(
    'refuses a bad %s on update (%j), changing nothing',
    async (field, change, message) => {
      const created = await calls.create(
        calls.valid({ name: 'INTACTA', birthDate: '1970-01-20', sex: 'F' }),
      );
      const { id, phone: own } = created.body.data.data;
      const { status, body } = await calls.update({
        ...calls.valid({ phone: own, branch: undefined }),
        id,
        name: 'CAMBIADA',
        ...change,
      });
      expect(status).toBe(400);
      expect(body.data).toMatchObject({
        errors: expect.arrayContaining([{ field, message }]) as unknown,
      });
      expect(await rowOf(id)).toEqual({ name: 'INTACTA', birthDate: '1970-01-20', sex: 'F' });
    },
  );
});
