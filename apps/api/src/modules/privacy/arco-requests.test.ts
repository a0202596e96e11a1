import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@iris/domain/customers/customer-age';
import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import type { ArcoRequest } from '@iris/domain/privacy/arco.schemas';
import { addBusinessDays } from '@iris/domain/privacy/business-days';
import { accessLog } from '../../db/schema/customers.schema.js';
import { customerCalls } from '../../testing/customer-calls.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/api.md privacy (arco-requests); docs/rules.md, Privacy and accounts. */
let t: TestApp;
let branchId: number;
let otherBranchId: number;
let admin: string;
let reception: string;
let patientId: number;
let otherPatientId: number;

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'ARCO')).branch.id;
  otherBranchId = (await seedBranch(t.database, 'OTRA ARCO')).branch.id;
  await seedUser(t.database, { email: 'admin@arco.test' });
  await seedUser(t.database, { email: 'recepcion@arco.test', role: 'receptionist', branchId });
  admin = await t.login('admin@arco.test');
  reception = await t.login('recepcion@arco.test');
  patientId = await seedCustomer(t.database, branchId, { name: 'TITULAR' });
  otherPatientId = await seedCustomer(t.database, otherBranchId, { name: 'AJENO' });
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const create = (body: Body, token = reception) =>
  t.call<{ data: ArcoRequest }>('POST', '/api/arco-requests/create', { token, body });
const resolve = (body: Body, token = reception) =>
  t.call<{ data: ArcoRequest }>('PUT', '/api/arco-requests/resolve', { token, body });
const get = (id: number, token = reception) =>
  t.call<{ data: ArcoRequest }>('POST', `/api/arco-requests/get/${id}`, { token });
const table = (filters: Body, token = reception) =>
  t.call<{ tableData: { items: ArcoRequest[] } }>('POST', '/api/arco-requests/getTable', {
    token,
    body: { rowsPerPage: 50, filters },
  });
const errorsOf = (body: unknown) =>
  (body as { data: { errors: { field: string; message: string }[] } }).data.errors;

const today = localDate();
let overdueId: number;
let soonId: number;
let freshId: number;

describe('registering an ARCO request', () => {
  // The span over a third Monday of November is the domain's test (business-days.test.ts): a
  // fixed date here would be "por vencer" or overdue depending on the day the test runs.
  it('answers its due date 20 business days after receipt, over 16 September', async () => {
    const answer = await create({
      customer: { id: patientId },
      kind: 'ACCESO',
      receivedAt: '2026-09-04',
      notes: null,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Solicitud ARCO registrada.');
    expect(answer.body.data.data).toMatchObject({
      kind: 'ACCESO',
      status: 'ABIERTA',
      receivedAt: '2026-09-04',
      dueDate: '2026-10-05',
      overdue: true,
      notes: null,
      branch: { id: branchId },
      customer: { id: patientId, name: 'TITULAR PRUEBA PRUEBA' },
      rectification: null,
    });
    overdueId = answer.body.data.data.id;
  });

  it('is "por vencer" within 5 business days of its due date, and not before', async () => {
    const soon = await create({
      customer: { id: patientId },
      kind: 'CANCELACION',
      receivedAt: addBusinessDays(today, -17),
      notes: 'Pide cancelar sus datos',
    });
    expect(soon.body.data.data).toMatchObject({ overdue: false, dueSoon: true });
    soonId = soon.body.data.data.id;
    const fresh = await create({ customer: { id: patientId }, kind: 'ACCESO', receivedAt: today });
    expect(fresh.body.data.data).toMatchObject({
      overdue: false,
      dueSoon: false,
      dueDate: addBusinessDays(today, 20),
    });
    freshId = fresh.body.data.data.id;
  });

  it("refuses another branch's patient with a 403", async () => {
    const answer = await create({
      customer: { id: otherPatientId },
      kind: 'ACCESO',
      receivedAt: '2026-11-02',
    });
    expect(answer.status).toBe(403);
  });

  it('refuses bad input with a 400 in Spanish on each field', async () => {
    const answer = await create({
      customer: { id: patientId },
      kind: 'BORRADO',
      receivedAt: '2999-01-01',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Revisa los campos marcados.');
    expect(errorsOf(answer.body)).toEqual([
      { field: 'kind', message: expect.stringMatching(/^[A-ZÁÉÍÓÚ]/) as string },
      { field: 'receivedAt', message: 'La fecha no puede ser posterior a hoy' },
    ]);
  });
});

describe('the table of ARCO requests', () => {
  it("keeps branch staff to their branch: another branch's request is neither listed nor read", async () => {
    const theirs = await create(
      { customer: { id: otherPatientId }, kind: 'ACCESO', receivedAt: '2026-09-04' },
      admin,
    );
    expect(theirs.body.data.data.branch.id).toBe(otherBranchId);
    const mine = await table({});
    expect(mine.body.data.tableData.items.map((item) => item.id)).not.toContain(
      theirs.body.data.data.id,
    );
    expect((await get(theirs.body.data.data.id)).status).toBe(403);
    expect((await table({ branchId: otherBranchId })).status).toBe(403);
    expect((await table({}, admin)).body.data.tableData.items).toHaveLength(4);
  });

  it('filters by kind, status and overdue', async () => {
    const ids = async (filters: Body) =>
      (await table(filters)).body.data.tableData.items.map((item) => item.id).sort((a, b) => a - b);
    expect(await ids({ kind: 'CANCELACION' })).toEqual([soonId]);
    expect(await ids({ overdue: true })).toEqual([overdueId]);
    expect(await ids({ overdue: false, kind: 'ACCESO' })).toEqual([freshId]);
    expect(await ids({ status: 'RESUELTA' })).toEqual([]);
    expect((await table({ status: 'CERRADA' })).status).toBe(400);
  });

  it('feeds the dashboard tile with the overdue and the due soon, soonest first', async () => {
    const answer = await t.call<{ data: Dashboard }>('POST', '/api/dashboard/get', {
      token: reception,
      body: {},
    });
    const arco = answer.body.data.data.arco;
    expect(arco.count).toBe(2);
    expect(arco.overdue).toBe(1);
    expect(arco.items.map((item) => [item.id, item.overdue])).toEqual([
      [overdueId, true],
      [soonId, false],
    ]);
  });
});

describe('resolving an ARCO request', () => {
  it('resolves it once; a second resolve is a 409', async () => {
    const done = await resolve({ id: overdueId, resolution: 'Se entregó el expediente.' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Solicitud ARCO resuelta.');
    expect(done.body.data.data).toMatchObject({
      status: 'RESUELTA',
      resolution: 'Se entregó el expediente.',
      overdue: false,
      resolvedBy: { id: expect.any(Number) as number },
    });
    const again = await resolve({ id: overdueId, resolution: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.codeError).toBe('invalid_state');
    expect((await get(overdueId)).body.data.data.resolution).toBe('Se entregó el expediente.');
  });

  it('needs a resolution text (400) and refuses another branch (403)', async () => {
    const empty = await resolve({ id: soonId, resolution: ' ', extra: null });
    expect(empty.status).toBe(400);
    const theirs = (await table({}, admin)).body.data.tableData.items.find(
      (item) => item.branch.id === otherBranchId,
    );
    expect((await resolve({ id: theirs!.id, resolution: 'No' })).status).toBe(403);
  });

  it("keeps a RECTIFICACION's data before and after, and shows what changed", async () => {
    const calls = customerCalls(t, reception, branchId, 3398000000);
    const patient = await calls.create(calls.valid({ name: 'ROSA', email: 'rosa@arco.test' }));
    const id = patient.body.data.data.id;
    const request = await create({
      customer: { id },
      kind: 'RECTIFICACION',
      receivedAt: today,
    });
    expect(request.body.data.data.rectification).toMatchObject({
      before: { name: 'ROSA', email: 'rosa@arco.test' },
      after: null,
      changes: [],
    });
    const { phone } = patient.body.data.data;
    const fixed = await calls.update({
      ...calls.valid({ phone, branch: undefined }),
      id,
      name: 'ROSALÍA',
      email: 'rosalia@arco.test',
    });
    expect(fixed.status).toBe(200);
    const done = await resolve({ id: request.body.data.data.id, resolution: 'Nombre corregido.' });
    expect(done.body.data.data.rectification?.changes).toEqual([
      { field: 'name', before: 'ROSA', after: 'ROSALÍA' },
      { field: 'email', before: 'rosa@arco.test', after: 'rosalia@arco.test' },
    ]);
    expect(
      (await get(request.body.data.data.id)).body.data.data.rectification?.after,
    ).toMatchObject({ name: 'ROSALÍA', phone });
  });

  it('writes every registration, read and resolution in the access log with the patient', async () => {
    const rows = await t.database.db
      .select({ action: accessLog.action, recordId: accessLog.recordId })
      .from(accessLog)
      .where(and(eq(accessLog.subject, 'arcoRequest'), eq(accessLog.recordId, overdueId)))
      .orderBy(accessLog.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'read']);
    const [entry] = await t.database.db
      .select({ customerId: accessLog.customerId })
      .from(accessLog)
      .where(and(eq(accessLog.subject, 'arcoRequest'), eq(accessLog.recordId, overdueId)));
    expect(entry?.customerId).toBe(patientId);
  });
});
