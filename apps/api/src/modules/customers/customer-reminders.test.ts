import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@iris/domain/customers/customer.schemas';
import { customers } from '../../db/schema/customers.schema.js';
import { customerCalls } from '../../testing/customer-calls.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/api.md customers (beyond): `reminders` ("Recibe recordatorios"), true unless opted out. */
let t: TestApp;
let branchId: number;
let token: string;
let calls: ReturnType<typeof customerCalls>;

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'RECORDATORIOS')).branch.id;
  await seedUser(t.database, {
    email: 'recepcion@recordatorios.test',
    role: 'receptionist',
    branchId,
  });
  token = await t.login('recepcion@recordatorios.test');
  calls = customerCalls(t, token, branchId, 3391000000);
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (
    await t.database.db
      .select({ reminders: customers.reminders })
      .from(customers)
      .where(eq(customers.id, id))
  )[0]!.reminders;

/** A new patient, and the update body of that patient with `change` on it. */
async function newCustomer(change: Record<string, unknown> = {}) {
  const created = await calls.create(calls.valid(change));
  expect(created.status).toBe(201);
  const { id, phone: own } = created.body.data.data;
  const body = (edit: Record<string, unknown>) => ({
    ...calls.valid({ phone: own, branch: undefined }),
    id,
    ...edit,
  });
  return { id, created: created.body.data.data, body };
}

describe("a patient's reminders (Recibe recordatorios)", () => {
  it('are on for a patient registered without them, or with null', async () => {
    const without = await newCustomer();
    expect(without.created.reminders).toBe(true);
    expect(await stored(without.id)).toBe(true);
    const nulled = await newCustomer({ reminders: null });
    expect(nulled.created.reminders).toBe(true);
    expect(await stored(nulled.id)).toBe(true);
  });

  it('are off for a patient registered with false, read back by get and getTable', async () => {
    const { id, created } = await newCustomer({ name: 'SIN CORREOS', reminders: false });
    expect(created.reminders).toBe(false);
    expect(await stored(id)).toBe(false);
    const read = await t.call<{ data: Customer }>('POST', `/api/customers/get/${id}`, { token });
    expect(read.body.data.data.reminders).toBe(false);
    const table = await t.call<{ tableData: { items: Customer[] } }>(
      'POST',
      '/api/customers/getTable',
      { token, body: { rowsPerPage: 50, filters: { search: 'sin correos' } } },
    );
    expect(table.body.data.tableData.items).toEqual([
      expect.objectContaining({ id, reminders: false }),
    ]);
  });

  it('are turned off and on by the update, kept when left out or null', async () => {
    const { id, body } = await newCustomer();
    const off = await calls.update(body({ reminders: false }));
    expect(off.status).toBe(200);
    expect(off.body.data.data.reminders).toBe(false);
    expect(await stored(id)).toBe(false);

    const absent = await calls.update(body({ name: 'ROSARIO' }));
    expect(absent.status).toBe(200);
    expect(absent.body.data.data).toMatchObject({ name: 'ROSARIO', reminders: false });
    expect(await stored(id)).toBe(false);

    const nulled = await calls.update(body({ reminders: null }));
    expect(nulled.status).toBe(200);
    expect(await stored(id)).toBe(false);

    const on = await calls.update(body({ reminders: true }));
    expect(on.body.data.data.reminders).toBe(true);
    expect(await stored(id)).toBe(true);
    expect((await calls.update(body({}))).status).toBe(200);
    expect(await stored(id)).toBe(true);
  });

  it('refuse what is not a boolean with its Spanish message, changing nothing', async () => {
    const { id, body } = await newCustomer({ reminders: false });
    const { status, body: answer } = await calls.update(body({ reminders: 'no' }));
    expect(status).toBe(400);
    expect(answer.data).toMatchObject({
      errors: [{ field: 'reminders', message: 'El tipo de dato no es válido' }],
    });
    expect(await stored(id)).toBe(false);
  });
});
