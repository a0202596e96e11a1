import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@iris/domain/customers/customer.schemas';
import { accessLog, customers } from '../../db/schema/customers.schema.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let branchId: number;
let otherBranchId: number;
let receptionist: string;
let receptionistId: number;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'PACIENTES')).branch.id;
  otherBranchId = (await seedBranch(t.database, 'AJENA')).branch.id;
  receptionistId = await seedUser(t.database, {
    email: 'recepcion@pacientes.test',
    role: 'receptionist',
    branchId,
  });
  await seedUser(t.database, { email: 'admin@pacientes.test' });
  receptionist = await t.login('recepcion@pacientes.test');
  admin = await t.login('admin@pacientes.test');
});
afterAll(() => t.close());

const valid = (change: Record<string, unknown> = {}) => ({
  name: 'MARÍA',
  paternal: 'LÓPEZ',
  maternal: 'HERNÁNDEZ',
  phone: '3312340001',
  email: 'maria.lopez@correo.test',
  address: 'AV. VALLARTA 1000',
  vatRequired: true,
  vat: 16,
  branch: { id: branchId },
  ...change,
});

const create = (body: Record<string, unknown>, token = receptionist) =>
  t.call<{ data: Customer }>('POST', '/api/customers/create', { token, body });
const customerCount = async (branch = branchId) =>
  (
    await t.database.db.select({ n: count() }).from(customers).where(eq(customers.branchId, branch))
  )[0]!.n;
const logOf = (customerId: number) =>
  t.database.db
    .select({ action: accessLog.action, subject: accessLog.subject, userId: accessLog.userId })
    .from(accessLog)
    .where(eq(accessLog.customerId, customerId))
    .orderBy(accessLog.id);

describe('customers/create', () => {
  it.each([
    ['name', { name: '  ' }, 'El campo es requerido'],
    ['paternal', { paternal: undefined }, 'El campo es requerido'],
    ['maternal', { maternal: '' }, 'El campo es requerido'],
    ['phone', { phone: '331234' }, 'Debe tener 10 dígitos'],
    ['phone', { phone: undefined }, 'El campo es requerido'],
    ['email', { email: 'maria@' }, 'Formato de correo electrónico incorrecto'],
    ['vat', { vatRequired: true, vat: null }, 'Selecciona una opción válida'],
    ['vat', { vatRequired: false, vat: 8 }, 'Selecciona una opción válida'],
    ['vat', { vat: 12 }, 'Selecciona una opción válida'],
    ['vatRequired', { vatRequired: undefined }, 'El campo es requerido'],
  ])(
    'refuses a bad %s with its Spanish message and registers nobody',
    async (field, change, message) => {
      const before = await customerCount();
      const { status, body } = await create(valid(change));
      expect(status).toBe(400);
      expect(body.data).toMatchObject({
        errors: expect.arrayContaining([{ field, message }]) as unknown,
      });
      expect(await customerCount()).toBe(before);
    },
  );

  it('registers a patient, optional e-mail and no VAT included, and logs the change', async () => {
    const { status, body } = await create(
      valid({ phone: '3312340002', email: '', address: '', vatRequired: false, vat: null }),
    );
    expect(status).toBe(201);
    expect(body.data.data).toMatchObject({
      name: 'MARÍA',
      email: null,
      address: null,
      vatRequired: false,
      vat: null,
      branch: { id: branchId, name: 'PACIENTES' },
    });
    expect(await logOf(body.data.data.id)).toEqual([
      { action: 'create', subject: 'customer', userId: receptionistId },
    ]);
  });

  it('takes the optional e-mail and address sent as null, as a form client sends them', async () => {
    const { status, body } = await create(
      valid({
        name: 'ROSA',
        paternal: 'NULA',
        phone: '3312340009',
        email: null,
        address: null,
        appointment: null,
      }),
    );
    expect(status).toBe(201);
    const [row] = await t.database.db
      .select({ email: customers.email, address: customers.address })
      .from(customers)
      .where(eq(customers.id, body.data.data.id));
    expect(row).toEqual({ email: null, address: null });
  });

  it('refuses an e-mail (101) or phone (102) already registered in the branch, not in another', async () => {
    expect((await create(valid())).status).toBe(201);
    const email = await create(valid({ phone: '3312349999', email: ' MARIA.LOPEZ@correo.test ' }));
    expect([email.status, email.body.codeError]).toEqual([409, 101]);
    const phone = await create(valid({ email: 'otra@correo.test' }));
    expect([phone.status, phone.body.codeError]).toEqual([409, 102]);
    const elsewhere = await create(valid({ branch: { id: otherBranchId } }), admin);
    expect(elsewhere.status).toBe(201);
  });

  it("refuses another branch's patients to branch staff", async () => {
    const before = await customerCount(otherBranchId);
    const { status } = await create(valid({ phone: '3312348888', branch: { id: otherBranchId } }));
    expect(status).toBe(403);
    expect(await customerCount(otherBranchId)).toBe(before);
  });
});

describe('customers/getTable', () => {
  beforeAll(async () => {
    for (const [name, paternal, maternal, phone] of [
      ['JOSÉ', 'ÁLVAREZ', 'RUIZ', '3320000001'],
      ['MARIANA', 'LOPEZ', 'DÍAZ', '3320000002'],
      ['ANA', 'ZAVALA', 'MARÍA', '3320000003'],
      ['LUIS', 'ÑÚÑEZ', 'SOTO', '3320000004'],
      ['ROSA', 'BECERRA', 'VEGA', '3320000005'],
      ['ÓSCAR', 'CRUZ', 'ORTIZ', '3320000006'],
    ] as const) {
      await create(valid({ name, paternal, maternal, phone, email: `${phone}@correo.test` }));
    }
  });

  const table = (body: Record<string, unknown>, token = receptionist) =>
    t.call<{ tableData: { items: Customer[]; total_items: number } }>(
      'POST',
      '/api/customers/getTable',
      { token, body: { rowsPerPage: 50, ...body } },
    );

  it('finds every word anywhere in the name, ignoring case and accents', async () => {
    const { body } = await table({ filters: { search: 'maria lopez' } });
    const found = body.data.tableData.items.map((c) => `${c.name} ${c.paternal}`);
    expect(found.sort()).toEqual(['MARIANA LOPEZ', 'MARÍA LÓPEZ', 'MARÍA LÓPEZ'].sort());
    const byPhone = await table({ filters: { search: '3320000003' } });
    expect(byPhone.body.data.tableData.items.map((c) => c.name)).toEqual(['ANA']);
    const byMail = await table({ filters: { search: '3320000001@correo' } });
    expect(byMail.body.data.tableData.items.map((c) => c.name)).toEqual(['JOSÉ']);
  });

  it('sorts names as Spanish reads them (Á among the A’s) and pages', async () => {
    const { body } = await table({ sortBy: 'paternal', descending: false });
    const surnames = body.data.tableData.items.map((c) => c.paternal);
    expect(surnames[0]).toBe('ÁLVAREZ');
    const folded = surnames.map((s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect(folded).toEqual([...folded].sort());
    const all = await table({ sortBy: 'id', descending: true });
    const ids = all.body.data.tableData.items.map((c) => c.id);
    expect(ids.length).toBeGreaterThan(5);
    const second = await table({ rowsPerPage: 5, page: 2, sortBy: 'id', descending: true });
    expect(second.body.data.tableData.items.map((c) => c.id)).toEqual(ids.slice(5, 10));
  });

  it("lists the session's branch only, and is not itself a read of anyone's record", async () => {
    const before = (await t.database.db.select({ n: count() }).from(accessLog))[0]!.n;
    const { body } = await table({});
    expect(body.data.tableData.items.every((c) => c.branchId === branchId)).toBe(true);
    const after = (await t.database.db.select({ n: count() }).from(accessLog))[0]!.n;
    expect(after).toBe(before);
  });
});

describe('one patient', () => {
  it('is read, changed and logged each time; another branch is refused', async () => {
    const created = await create(valid({ phone: '3312347777', email: 'pedro@correo.test' }));
    const id = created.body.data.data.id;
    const read = await t.call<{ data: Customer }>('POST', `/api/customers/get/${id}`, {
      token: receptionist,
    });
    expect(read.body.data.data.phone).toBe('3312347777');
    const changed = await t.call<{ data: Customer }>('PUT', '/api/customers/update', {
      token: receptionist,
      body: {
        ...valid({ phone: '3312347777', email: 'pedro@correo.test' }),
        id,
        name: 'PEDRO',
        branch: undefined,
      },
    });
    expect(changed.body.data.data).toMatchObject({ name: 'PEDRO', branchId });
    // The answers to the create and the update are not reads of their own.
    expect((await logOf(id)).map((entry) => entry.action)).toEqual(['create', 'read', 'update']);

    const foreign = await create(
      valid({ branch: { id: otherBranchId }, phone: '3312346666', email: 'ajena@correo.test' }),
      admin,
    );
    const refused = await t.call('POST', `/api/customers/get/${foreign.body.data.data.id}`, {
      token: receptionist,
    });
    expect(refused.status).toBe(403);
    expect(
      await t.database.db
        .select({ n: count() })
        .from(accessLog)
        .where(
          and(eq(accessLog.customerId, foreign.body.data.data.id), eq(accessLog.action, 'read')),
        ),
    ).toEqual([{ n: 0 }]);
  });
});

describe('customers/getCustomersOptions', () => {
  it('answers a bounded, searched page of the branch’s patients', async () => {
    const options = await t.call<{ data: { id: number; name: string; phone: string }[] }>(
      'GET',
      '/api/customers/getCustomersOptions?search=jose%20alvarez&limit=5',
      { token: receptionist },
    );
    expect(options.body.data.data.map((o) => o.name)).toEqual(['JOSÉ ÁLVAREZ RUIZ']);
    const bounded = await t.call<{ data: unknown[] }>(
      'GET',
      '/api/customers/getCustomersOptions?limit=2',
      { token: receptionist },
    );
    expect(bounded.body.data.data).toHaveLength(2);
    const tooMany = await t.call('GET', '/api/customers/getCustomersOptions?limit=501', {
      token: receptionist,
    });
    expect(tooMany.status).toBe(400);
    const foreign = await t.call('GET', `/api/customers/getCustomersOptions/${otherBranchId}`, {
      token: receptionist,
    });
    expect(foreign.status).toBe(403);
  });
});
