import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Prescription,
  PrescriptionComparison,
} from '@iris/domain/prescriptions/prescription.schemas';
import { accessLog } from '../../db/schema/customers.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/rules.md, Optical prescriptions: each refused value on its field, nothing written; the comparison. */
let t: TestApp;
let branchId: number;
let customerId: number;
let doctor: string;

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'REGLAS GRADUACION')).branch.id;
  customerId = await seedCustomer(t.database, branchId);
  await seedUser(t.database, { email: 'doctor@reglas.test', role: 'doctor', branchId });
  doctor = await t.login('doctor@reglas.test');
});
afterAll(() => t.close());

interface Refusal {
  errors?: { field: string; message: string }[];
}

const eye = (values: Record<string, unknown> = {}) => ({
  sphere: '-2.25',
  cylinder: '-0.75',
  axis: 180,
  pd: '31.5',
  vaSc: '20/200',
  ...values,
});
const create = <T = { data: Prescription }>(
  values: Record<string, unknown>,
  ofCustomer = customerId,
) =>
  t.call<T>('POST', '/api/prescriptions/create', {
    token: doctor,
    body: {
      customer: { id: ofCustomer },
      date: '2024-06-15',
      kind: 'LENTES',
      od: eye(),
      oi: eye(),
      ...values,
    },
  });
const compare = (id: number) =>
  t.call<{ data: PrescriptionComparison }>('POST', `/api/prescriptions/compare/${id}`, {
    token: doctor,
  });
const written = async () => (await t.database.db.select({ n: count() }).from(prescriptions))[0]!.n;

const STEP_SPHERE = 'Debe ser de -30.00 a +30.00 en pasos de 0.25';
const AXIS = 'El eje es un número entero de 1 a 180 y se requiere con cilindro';
const ACUITY = 'Agudeza visual como 20/x, con x de 10 a 400';

describe('a refused value is a 400 on its field, and nothing is written', () => {
  it.each([
    ['sphere off its step', { od: eye({ sphere: '-2.30' }) }, [['od.sphere', STEP_SPHERE]]],
    ['sphere out of range', { oi: eye({ sphere: '+30.25' }) }, [['oi.sphere', STEP_SPHERE]]],
    ['no sphere', { od: eye({ sphere: null }) }, [['od.sphere', 'El campo es requerido']]],
    ['axis 0', { od: eye({ axis: 0 }) }, [['od.axis', AXIS]]],
    ['axis 181', { oi: eye({ axis: 181 }) }, [['oi.axis', AXIS]]],
    ['a cylinder without axis', { od: eye({ axis: null }) }, [['od.axis', AXIS]]],
    [
      'an axis without cylinder',
      { od: eye({ cylinder: '0.00', axis: 90 }) },
      [['od.axis', 'Sin cilindro no lleva eje']],
    ],
    [
      'a prism without base',
      { od: eye({ prism: '1.00' }) },
      [['od.prismBase', 'Indica la base del prisma']],
    ],
    [
      'a base without prism',
      { oi: eye({ prismBase: 'NASAL' }) },
      [['oi.prismBase', 'Sin prisma no lleva base']],
    ],
    [
      'contact-lens fields on LENTES',
      { od: eye({ baseCurve: '8.60', diameter: '14.20' }) },
      [
        ['od.baseCurve', 'Solo para lentes de contacto'],
        ['od.diameter', 'Solo para lentes de contacto'],
      ],
    ],
    [
      'CONTACTO without them',
      { kind: 'CONTACTO', oi: eye({ baseCurve: '8.6', diameter: '14.2' }) },
      [
        ['od.baseCurve', 'El campo es requerido'],
        ['od.diameter', 'El campo es requerido'],
      ],
    ],
    ['acuity 20/5', { od: eye({ vaSc: '20/5' }) }, [['od.vaSc', ACUITY]]],
    ['acuity 20/500', { oi: eye({ vaCc: '20/500' }) }, [['oi.vaCc', ACUITY]]],
    [
      'an addition off its step',
      { od: eye({ add: '+1.30' }) },
      [['od.add', 'Debe ser de +0.50 a +4.00 en pasos de 0.25']],
    ],
    [
      'a pd off its step',
      { od: eye({ pd: '31.2' }) },
      [['od.pd', 'Debe ser de 20.00 a 40.00 en pasos de 0.50']],
    ],
  ] as const)('%s', async (_, values, errors) => {
    const before = await written();
    const refused = await create<Refusal>(values);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ result: false, codeError: null });
    expect(refused.body.data.errors).toEqual(
      errors.map(([field, message]) => ({ field, message })),
    );
    expect(await written()).toBe(before);
  });

  it('an update refused leaves the prescription as it was', async () => {
    const created = await create({});
    const id = created.body.data.data.id;
    const [before] = await t.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.id, id));
    const refused = await t.call<Refusal>('PUT', '/api/prescriptions/update', {
      token: doctor,
      body: { id, date: '2024-06-16', kind: 'LENTES', od: eye({ sphere: '-2.30' }), oi: eye() },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([{ field: 'od.sphere', message: STEP_SPHERE }]);
    const [after] = await t.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.id, id));
    expect(after).toEqual(before);
  });

  it('takes every optional field sent as null, as a form client sends an empty input', async () => {
    const empty = {
      sphere: 'PLANO',
      cylinder: null,
      axis: null,
      add: null,
      prism: null,
      prismBase: null,
      pd: null,
      vaSc: null,
      vaCc: null,
      baseCurve: null,
      diameter: null,
    };
    const created = await create({ od: empty, oi: { ...empty, sphere: '+0.25' }, notes: null });
    expect(created.status).toBe(201);
    expect(created.body.data.data).toMatchObject({
      notes: null,
      summary: 'OD PLANO / OI +0.25',
      od: { sphere: 0, cylinder: 0, axis: null, add: null, pd: null, vaSc: null, baseCurve: null },
    });
    const [row] = await t.database.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.id, created.body.data.data.id));
    expect(row).toMatchObject({ odSphere: '0.00', odCylinder: '0.00', odPd: null, notes: null });
  });
});

describe('prescriptions/compare/{id}', () => {
  it('sets a prescription beside the previous one of its kind, with each changed value', async () => {
    const customer = await seedCustomer(t.database, branchId);
    const first = await create({ date: '2021-03-01', od: eye({ vaSc: '20/40' }) }, customer);
    // A contact-lens fit between them is of another kind: not the glasses' previous one.
    await create(
      {
        date: '2022-05-01',
        kind: 'CONTACTO',
        od: eye({ sphere: '-5.00', baseCurve: '8.6', diameter: '14.2' }),
        oi: eye({ baseCurve: '8.6', diameter: '14.2' }),
      },
      customer,
    );
    const latest = await create(
      {
        date: '2023-08-20',
        od: eye({ sphere: '-2.50', vaSc: '20/30' }),
        oi: eye({ cylinder: '+0.75', sphere: '-3.00', axis: 90, add: '+1.50' }),
      },
      customer,
    );
    const answer = await compare(latest.body.data.data.id);
    expect(answer.status).toBe(200);
    const { current, previous, changes } = answer.body.data.data;
    expect(current.id).toBe(latest.body.data.data.id);
    expect(previous?.id).toBe(first.body.data.data.id);
    // OI -3.00 +0.75 × 90 is stored as -2.25 -0.75 × 180, as before: only its addition changed.
    expect(changes).toEqual([
      { eye: 'od', field: 'sphere', from: -2.25, to: -2.5 },
      { eye: 'od', field: 'vaSc', from: '20/40', to: '20/30' },
      { eye: 'oi', field: 'add', from: null, to: 1.5 },
    ]);
  });

  it('the first of its kind has no previous and no changes', async () => {
    const customer = await seedCustomer(t.database, branchId);
    const only = await create({}, customer);
    const answer = await compare(only.body.data.data.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.data).toMatchObject({
      current: { id: only.body.data.data.id },
      previous: null,
      changes: [],
    });
  });

  it('of two the same day, the earlier written is the previous one; a deleted one is passed over', async () => {
    const customer = await seedCustomer(t.database, branchId);
    const older = await create({ date: '2020-01-10', od: eye({ sphere: '-1.00' }) }, customer);
    const morning = await create({ date: '2023-02-02', od: eye({ sphere: '-1.50' }) }, customer);
    const afternoon = await create({ date: '2023-02-02', od: eye({ sphere: '-1.75' }) }, customer);
    const ids = [older, morning, afternoon].map((answer) => answer.body.data.data.id);
    const before = await compare(ids[2]!);
    expect(before.body.data.data.previous?.id).toBe(ids[1]);
    expect(before.body.data.data.changes).toEqual([
      { eye: 'od', field: 'sphere', from: -1.5, to: -1.75 },
    ]);
    // The morning's is not the previous of the one before it.
    expect((await compare(ids[1]!)).body.data.data.previous?.id).toBe(ids[0]);
    const deleted = await t.call('DELETE', `/api/prescriptions/delete/${ids[1]!}`, {
      token: doctor,
    });
    expect(deleted.status).toBe(200);
    const after = await compare(ids[2]!);
    expect(after.body.data.data.previous?.id).toBe(ids[0]);
    expect(after.body.data.data.changes).toEqual([
      { eye: 'od', field: 'sphere', from: -1, to: -1.75 },
    ]);
    // The deleted one is not compared either, and each comparison was logged as a read.
    expect((await compare(ids[1]!)).status).toBe(404);
    const reads = await t.database.db
      .select({ recordId: accessLog.recordId })
      .from(accessLog)
      .where(
        and(
          eq(accessLog.customerId, customer),
          eq(accessLog.subject, 'prescription'),
          eq(accessLog.action, 'read'),
        ),
      )
      .orderBy(asc(accessLog.id));
    expect(reads.map((entry) => entry.recordId)).toEqual([ids[2], ids[1], ids[2]]);
  });
});
