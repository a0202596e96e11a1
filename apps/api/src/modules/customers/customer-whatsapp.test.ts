import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@iris/domain/customers/customer.schemas';
import { customers } from '../../db/schema/customers.schema.js';
import { customerCalls } from '../../testing/customer-calls.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/api.md customers (beyond), docs/rules.md WhatsApp: `whatsapp` {consent, at, way}. */
let t: TestApp;
let branchId: number;
let otherBranchId: number;
let token: string;
let admin: string;
let calls: ReturnType<typeof customerCalls>;

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'WHATSAPP')).branch.id;
  otherBranchId = (await seedBranch(t.database, 'OTRA WHATSAPP')).branch.id;
  await seedUser(t.database, { email: 'recepcion@whatsapp.test', role: 'receptionist', branchId });
  await seedUser(t.database, { email: 'admin@whatsapp.test' });
  token = await t.login('recepcion@whatsapp.test');
  admin = await t.login('admin@whatsapp.test');
  calls = customerCalls(t, token, branchId, 3392000000);
});
afterAll(() => t.close());

const NEVER = { consent: false, at: null, way: null };

const stored = async (id: number) =>
  (
    await t.database.db
      .select({
        consent: customers.whatsappConsent,
        at: customers.whatsappConsentAt,
        way: customers.whatsappConsentWay,
      })
      .from(customers)
      .where(eq(customers.id, id))
  )[0]!;

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

/** An ISO date stamped by the server between `from` and now. */
const stampedSince = (at: string | null, from: number) => {
  expect(at).not.toBeNull();
  const time = Date.parse(at!);
  expect(time).toBeGreaterThanOrEqual(from - 1000);
  expect(time).toBeLessThanOrEqual(Date.now() + 1000);
};

describe("a patient's WhatsApp consent (Avisos por WhatsApp)", () => {
  it('is none for a patient registered without it, with null or with false', async () => {
    for (const whatsapp of [undefined, null, { consent: false }]) {
      const { id, created } = await newCustomer({ whatsapp });
      expect(created.whatsapp).toEqual(NEVER);
      expect(await stored(id)).toEqual(NEVER);
    }
  });

  it('is given with the date of the server and the counter as its way, read by get and getTable', async () => {
    const from = Date.now();
    const { id, created } = await newCustomer({
      name: 'CON WHATSAPP',
      whatsapp: { consent: true },
    });
    expect(created.whatsapp).toMatchObject({ consent: true, way: 'MOSTRADOR' });
    stampedSince(created.whatsapp.at, from);
    const read = await t.call<{ data: Customer }>('POST', `/api/customers/get/${id}`, { token });
    expect(read.body.data.data.whatsapp).toEqual(created.whatsapp);
    const table = await t.call<{ tableData: { items: Customer[] } }>(
      'POST',
      '/api/customers/getTable',
      { token, body: { rowsPerPage: 50, filters: { search: 'con whatsapp' } } },
    );
    expect(table.body.data.tableData.items).toEqual([
      expect.objectContaining({ id, whatsapp: created.whatsapp }),
    ]);
    const replied = await newCustomer({ whatsapp: { consent: true, way: 'RESPUESTA' } });
    expect(replied.created.whatsapp).toMatchObject({ consent: true, way: 'RESPUESTA' });
  });

  it('is kept by an update without it, with null, or with the same consent', async () => {
    const { id, created, body } = await newCustomer({ whatsapp: { consent: true } });
    for (const whatsapp of [
      undefined,
      null,
      { consent: true },
      { consent: true, way: 'RESPUESTA' },
    ]) {
      const kept = await calls.update(body({ name: 'ROSARIO', whatsapp }));
      expect(kept.status).toBe(200);
      expect(kept.body.data.data).toMatchObject({ name: 'ROSARIO', whatsapp: created.whatsapp });
    }
    expect((await stored(id)).at?.toISOString()).toBe(created.whatsapp.at);
  });

  it('ends with the date it ended on, and is given again with a new date', async () => {
    const { id, created, body } = await newCustomer({ whatsapp: { consent: true } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const ended = await calls.update(body({ whatsapp: { consent: false, way: 'RESPUESTA' } }));
    expect(ended.status).toBe(200);
    const off = ended.body.data.data.whatsapp;
    expect(off).toMatchObject({ consent: false, way: 'RESPUESTA' });
    expect(Date.parse(off.at!)).toBeGreaterThan(Date.parse(created.whatsapp.at!));
    expect(await stored(id)).toMatchObject({ consent: false, way: 'RESPUESTA' });

    const stillOff = await calls.update(body({ whatsapp: { consent: false } }));
    expect(stillOff.body.data.data.whatsapp).toEqual(off);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await calls.update(body({ whatsapp: { consent: true } }));
    expect(again.body.data.data.whatsapp).toMatchObject({ consent: true, way: 'MOSTRADOR' });
    expect(Date.parse(again.body.data.data.whatsapp.at!)).toBeGreaterThan(Date.parse(off.at!));
  });

  it('is refused with its Spanish message for a phone that is not a Mexican number', async () => {
    const refused = await calls.create(
      calls.valid({ phone: '1234567890', whatsapp: { consent: true } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({
      errors: [
        {
          field: 'whatsapp.consent',
          message:
            'Para avisos por WhatsApp, el teléfono debe ser un número de México de 10 dígitos que no empiece con 0 ni 1',
        },
      ],
    });

    const { id, body } = await newCustomer({ phone: '0392000001' });
    const before = await stored(id);
    const update = await calls.update(body({ name: 'OTRO', whatsapp: { consent: true } }));
    expect(update.status).toBe(400);
    expect(update.body.data).toMatchObject({ errors: [{ field: 'whatsapp.consent' }] });
    expect(await stored(id)).toEqual(before);

    const short = await calls.update(body({ phone: '339200000', whatsapp: { consent: true } }));
    expect(short.status).toBe(400);
    expect(short.body.data).toMatchObject({
      errors: [
        { field: 'phone', message: 'Debe tener 10 dígitos' },
        { field: 'whatsapp.consent', message: expect.stringContaining('WhatsApp') as string },
      ],
    });
    expect(await stored(id)).toEqual(before);
  });

  it('keeps the number of a patient who consents: another phone must be one WhatsApp reaches', async () => {
    const { id, body } = await newCustomer({ whatsapp: { consent: true } });
    const before = await stored(id);
    const changed = await calls.update(body({ phone: '1392000009' }));
    expect(changed.status).toBe(400);
    expect(changed.body.data).toMatchObject({
      errors: [{ field: 'phone', message: expect.stringContaining('WhatsApp') as string }],
    });
    expect(await stored(id)).toEqual(before);
    const read = await t.call<{ data: Customer }>('POST', `/api/customers/get/${id}`, { token });
    expect(read.body.data.data.phone).not.toBe('1392000009');

    const ended = await calls.update(body({ phone: '1392000009', whatsapp: { consent: false } }));
    expect(ended.status).toBe(200);
    expect(ended.body.data.data).toMatchObject({
      phone: '1392000009',
      whatsapp: { consent: false, way: 'MOSTRADOR' },
    });
  });

  it('refuses a way or a consent it does not know, and another branch’s patient', async () => {
    const { id, body } = await newCustomer();
    const way = await calls.update(body({ whatsapp: { consent: true, way: 'CORREO' } }));
    expect(way.status).toBe(400);
    expect(way.body.data).toMatchObject({ errors: [{ field: 'whatsapp.way' }] });
    const consent = await calls.update(body({ whatsapp: { consent: 'sí' } }));
    expect(consent.status).toBe(400);
    expect(consent.body.data).toMatchObject({
      errors: [{ field: 'whatsapp.consent', message: 'El tipo de dato no es válido' }],
    });
    expect(await stored(id)).toEqual(NEVER);

    const foreign = await t.call<{ data: Customer }>('POST', '/api/customers/create', {
      token: admin,
      body: calls.valid({ branch: { id: otherBranchId } }),
    });
    const foreignId = foreign.body.data.data.id;
    const refused = await calls.update({
      ...calls.valid({ branch: undefined }),
      id: foreignId,
      whatsapp: { consent: true },
    });
    expect(refused.status).toBe(403);
    expect(await stored(foreignId)).toEqual(NEVER);
  });
});
