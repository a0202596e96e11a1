import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prescription } from '@iris/domain/prescriptions/prescription.schemas';
import { accessLog } from '../../db/schema/customers.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let branchId: number;
let customerId: number;
let foreignCustomer: number;
const ids = { admin: 0, doctor: 0 };
const tokens = { admin: '', doctor: '', receptionist: '' };

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'GRADUACION')).branch.id;
  const other = (await seedBranch(t.database, 'OTRA GRADUACION')).branch.id;
  customerId = await seedCustomer(t.database, branchId);
  foreignCustomer = await seedCustomer(t.database, other);
  ids.admin = await seedUser(t.database, { email: 'admin@graduacion.test', name: 'ADMIN' });
  ids.doctor = await seedUser(t.database, {
    email: 'doctor@graduacion.test',
    role: 'doctor',
    branchId,
    name: 'ANA',
  });
  await seedUser(t.database, {
    email: 'recepcion@graduacion.test',
    role: 'receptionist',
    branchId,
  });
  tokens.admin = await t.login('admin@graduacion.test');
  tokens.doctor = await t.login('doctor@graduacion.test');
  tokens.receptionist = await t.login('recepcion@graduacion.test');
});
afterAll(() => t.close());

const eye = (values: Record<string, unknown> = {}) => ({
  sphere: '-2.25',
  cylinder: '-0.75',
  axis: 180,
  add: null,
  prism: null,
  prismBase: null,
  pd: '32.0',
  vaSc: '20/200',
  vaCc: '20/20',
  baseCurve: null,
  diameter: null,
  ...values,
});
/** The values of a create or an update; a create adds the patient. */
const fields = (values: Record<string, unknown> = {}) => ({
  date: '2024-06-15',
  kind: 'LENTES',
  od: eye(),
  oi: eye({ sphere: '-2.00', axis: 175 }),
  notes: 'Uso permanente',
  ...values,
});
const create = (token: string, values: Record<string, unknown> = {}) =>
  t.call<{ data: Prescription }>('POST', '/api/prescriptions/create', {
    token,
    body: { customer: { id: customerId }, ...fields(values) },
  });
const update = (token: string, id: number, values: Record<string, unknown> = {}) =>
  t.call<{ data: Prescription }>('PUT', '/api/prescriptions/update', {
    token,
    body: { id, ...fields(values) },
  });
const table = (token: string, ofCustomer = customerId) =>
  t.call<{ tableData: { items: Prescription[] } }>('POST', '/api/prescriptions/getTable', {
    token,
    body: { rowsPerPage: 50, filters: { customerId: ofCustomer } },
  });
const get = (token: string, id: number) =>
  t.call<{ data: Prescription }>('POST', `/api/prescriptions/get/${id}`, { token });
const remove = (token: string, id: number) =>
  t.call('DELETE', `/api/prescriptions/delete/${id}`, { token });
const rowOf = async (id: number) =>
  (await t.database.db.select().from(prescriptions).where(eq(prescriptions.id, id)))[0];
const rowsOf = (ofCustomer: number) =>
  t.database.db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.customerId, ofCustomer))
    .orderBy(asc(prescriptions.id));

describe('prescriptions of a patient', () => {
  it('a doctor writes one: its values as numbers, acuity as 20/x, the summary and the doctor', async () => {
    const created = await create(tokens.doctor, {
      od: eye({ add: '+1.50' }),
      oi: eye({ sphere: '-2.00', axis: 175, add: '1.5' }),
    });
    expect(created.status).toBe(201);
    const item = created.body.data.data;
    expect(item).toMatchObject({
      date: '2024-06-15',
      kind: 'LENTES',
      notes: 'Uso permanente',
      summary: 'OD -2.25 -0.75 × 180 / OI -2.00 -0.75 × 175 ADD +1.50',
      doctor: { id: ids.doctor, name: 'ANA PRUEBA PRUEBA' },
      customer: { id: customerId },
    });
    expect(item.od).toEqual({
      sphere: -2.25,
      cylinder: -0.75,
      axis: 180,
      add: 1.5,
      prism: null,
      prismBase: null,
      pd: 32,
      vaSc: '20/200',
      vaCc: '20/20',
      baseCurve: null,
      diameter: null,
    });
    expect((await get(tokens.doctor, item.id)).body.data.data).toEqual(item);
    expect(await rowOf(item.id)).toMatchObject({
      odSphere: '-2.25',
      odAdd: '1.50',
      odPd: '32.0',
      odVaSc: 200,
      doctorId: ids.doctor,
    });
  });

  it('lists them newest first: by date, then the later of one day first', async () => {
    const customer = await seedCustomer(t.database, branchId);
    const old = await create(tokens.doctor, { customer: { id: customer }, date: '2021-02-01' });
    const first = await create(tokens.doctor, { customer: { id: customer }, date: '2023-09-10' });
    const second = await create(tokens.doctor, { customer: { id: customer }, date: '2023-09-10' });
    const listed = await table(tokens.doctor, customer);
    expect(listed.status).toBe(200);
    expect(listed.body.data.tableData.items.map((p) => p.id)).toEqual([
      second.body.data.data.id,
      first.body.data.data.id,
      old.body.data.data.id,
    ]);
  });

  it('stores a plus cylinder transposed to minus cylinder, and summarises it so', async () => {
    const created = await create(tokens.doctor, {
      date: '2024-01-05',
      od: eye({ sphere: '-1.00', cylinder: '+0.50', axis: 90, add: '+2.00' }),
      oi: eye({ sphere: 'PLANO', cylinder: '1.25', axis: 10, add: '+2.00' }),
    });
    expect(created.status).toBe(201);
    const { id, od, oi, summary } = created.body.data.data;
    expect(summary).toBe('OD -0.50 -0.50 × 180 / OI +1.25 -1.25 × 100 ADD +2.00');
    expect([od.sphere, od.cylinder, od.axis, oi.sphere, oi.cylinder, oi.axis]).toEqual([
      -0.5, -0.5, 180, 1.25, -1.25, 100,
    ]);
    expect(await rowOf(id)).toMatchObject({
      odSphere: '-0.50',
      odCylinder: '-0.50',
      odAxis: 180,
      oiSphere: '1.25',
      oiCylinder: '-1.25',
      oiAxis: 100,
    });
  });

  it('a correction is signed by whoever makes it, and is stored transposed too', async () => {
    const created = await create(tokens.doctor, { date: '2022-11-20' });
    const id = created.body.data.data.id;
    const changed = await update(tokens.admin, id, {
      date: '2022-11-21',
      kind: 'CONTACTO',
      od: eye({ sphere: '-3.00', cylinder: '+1.00', axis: 45, baseCurve: '8.6', diameter: '14.2' }),
      oi: eye({ cylinder: 0, axis: null, baseCurve: '8.60', diameter: '14.20' }),
      notes: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.data).toMatchObject({
      id,
      date: '2022-11-21',
      kind: 'CONTACTO',
      notes: null,
      summary: 'OD -2.00 -1.00 × 135 / OI -2.25',
      doctor: { id: ids.admin, name: 'ADMIN PRUEBA PRUEBA' },
    });
    expect(changed.body.data.data.od).toMatchObject({ baseCurve: 8.6, diameter: 14.2 });
    expect(await rowOf(id)).toMatchObject({
      odSphere: '-2.00',
      odCylinder: '-1.00',
      odAxis: 135,
      oiAxis: null,
      doctorId: ids.admin,
    });
  });

  it('deletes softly: gone from the table and the get, kept in the database', async () => {
    const created = await create(tokens.doctor, { date: '2020-03-03' });
    const id = created.body.data.data.id;
    expect((await remove(tokens.doctor, id)).status).toBe(200);
    const listed = await table(tokens.doctor);
    expect(listed.body.data.tableData.items.map((p) => p.id)).not.toContain(id);
    expect((await get(tokens.admin, id)).status).toBe(404);
    expect((await remove(tokens.admin, id)).status).toBe(404);
    expect((await rowOf(id))?.deletedAt).toBeInstanceOf(Date);
  });

  it('logs every read and change of the record, and each read of the list', async () => {
    const created = await create(tokens.doctor, { date: '2019-07-07' });
    const id = created.body.data.data.id;
    await get(tokens.receptionist, id);
    await update(tokens.doctor, id, { date: '2019-07-08' });
    await t.call('POST', `/api/prescriptions/compare/${id}`, { token: tokens.doctor });
    await remove(tokens.doctor, id);
    const logged = await t.database.db
      .select({
        action: accessLog.action,
        userId: accessLog.userId,
        customerId: accessLog.customerId,
      })
      .from(accessLog)
      .where(and(eq(accessLog.recordId, id), eq(accessLog.subject, 'prescription')))
      .orderBy(asc(accessLog.id));
    expect(logged.map((entry) => entry.action)).toEqual([
      'create',
      'read',
      'update',
      'read',
      'delete',
    ]);
    expect(new Set(logged.map((entry) => entry.customerId))).toEqual(new Set([customerId]));
    await table(tokens.receptionist);
    const reads = await t.database.db
      .select({ recordId: accessLog.recordId })
      .from(accessLog)
      .where(
        and(
          eq(accessLog.customerId, customerId),
          eq(accessLog.subject, 'prescription'),
          eq(accessLog.action, 'read'),
        ),
      );
    expect(reads.map((entry) => entry.recordId)).toContain(null);
  });
});

describe('who reads and who writes', () => {
  it('a receptionist reads the list, a prescription and its comparison, and writes none', async () => {
    const [first] = await rowsOf(customerId);
    const token = tokens.receptionist;
    const reads = await Promise.all([
      table(token),
      get(token, first!.id),
      t.call('POST', `/api/prescriptions/compare/${first!.id}`, { token }),
    ]);
    expect(reads.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const before = await rowsOf(customerId);
    const writes = await Promise.all([
      create(token),
      update(token, first!.id, { notes: 'Cambio' }),
      remove(token, first!.id),
    ]);
    expect(writes.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect(writes.map((answer) => answer.body.codeError)).toEqual([
      'forbidden',
      'forbidden',
      'forbidden',
    ]);
    expect(await rowsOf(customerId)).toEqual(before);
  });

  it("refuses another branch's patient and prescriptions to branch staff: 403; an unknown id is 404", async () => {
    const foreign = await create(tokens.admin, { customer: { id: foreignCustomer } });
    expect(foreign.status).toBe(201);
    const id = foreign.body.data.data.id;
    for (const token of [tokens.doctor, tokens.receptionist]) {
      const answers = await Promise.all([
        table(token, foreignCustomer),
        get(token, id),
        t.call('POST', `/api/prescriptions/compare/${id}`, { token }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    }
    const writes = await Promise.all([
      create(tokens.doctor, { customer: { id: foreignCustomer } }),
      update(tokens.doctor, id, { notes: 'Ajena' }),
      remove(tokens.doctor, id),
    ]);
    expect(writes.map((answer) => answer.status)).toEqual([403, 403, 403]);
    const rows = await rowsOf(foreignCustomer);
    expect(rows.map((row) => [row.id, row.notes, row.deletedAt])).toEqual([
      [id, 'Uso permanente', null],
    ]);
    const unknown = await Promise.all([
      get(tokens.doctor, 999999),
      t.call('POST', '/api/prescriptions/compare/999999', { token: tokens.doctor }),
    ]);
    expect(unknown.map((answer) => answer.status)).toEqual([404, 404]);
  });
});
