import { eq, sql } from 'drizzle-orm';
import { formatDateTime } from '@iris/domain/common/dates';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import type { Prescription } from '@iris/domain/prescriptions/prescription.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { pdfText } from '../../testing/pdf-text.js';
import { seedCustomer, seedNote } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let customerId: number;
let neighbour: number;
const tokens = { doctor: '', receptionist: '' };

const history = (customer: number, language = 'es') =>
  t.call<{ tableData: { items: HistoryEntry[]; total_items: number } }>(
    'POST',
    '/api/customers/getCustomerHistory',
    {
      token: tokens.receptionist,
      body: { rowsPerPage: 50, filters: { customerId: customer } },
      headers: { 'accept-language': language },
    },
  );

const eye = (values: Record<string, unknown> = {}) => ({
  sphere: '-2.25',
  cylinder: '-0.75',
  axis: 180,
  add: null,
  prism: null,
  prismBase: null,
  pd: null,
  vaSc: null,
  vaCc: null,
  baseCurve: null,
  diameter: null,
  ...values,
});
const create = async (ofCustomer: number, body: Record<string, unknown>) => {
  const answer = await t.call<{ data: Prescription }>('POST', '/api/prescriptions/create', {
    token: tokens.doctor,
    body: { customer: { id: ofCustomer }, kind: 'LENTES', notes: null, ...body },
  });
  expect(answer.status).toBe(201);
  return answer.body.data.data.id;
};

beforeAll(async () => {
  t = await startTestApp();
  const branchId = (await seedBranch(t.database, 'HISTORIAL GRADUACIÓN')).branch.id;
  customerId = await seedCustomer(t.database, branchId, { name: 'MARÍA', paternal: 'LÓPEZ' });
  neighbour = await seedCustomer(t.database, branchId, { name: 'OTRO', paternal: 'PACIENTE' });
  await seedUser(t.database, {
    email: 'doctora@historial-graduacion.test',
    role: 'doctor',
    branchId,
    name: 'ANA',
  });
  await seedUser(t.database, {
    email: 'caja@historial-graduacion.test',
    role: 'receptionist',
    branchId,
  });
  tokens.doctor = await t.login('doctora@historial-graduacion.test');
  tokens.receptionist = await t.login('caja@historial-graduacion.test');

  // Myopia progressing over the years, the later one with an addition for both eyes.
  await create(customerId, {
    date: '2022-04-20',
    od: eye({ sphere: '-1.75', cylinder: '0', axis: null }),
    // Written in plus cylinder: it reads in minus cylinder, as stored.
    oi: eye({ sphere: '-2.00', cylinder: '+0.50', axis: 90 }),
  });
  const written = await create(customerId, {
    date: '2024-03-05',
    od: eye({ add: '+1.50' }),
    oi: eye({ sphere: '-2.00', axis: 175, add: '+1.50' }),
  });
  // Written during that day's visit, at 11:30 in the clinic: it is placed at that moment.
  await t.database.db
    .update(prescriptions)
    .set({ createdAt: sql`'2024-03-05 11:30'::timestamp::timestamptz` })
    .where(eq(prescriptions.id, written));
  await create(customerId, {
    date: '2025-01-10',
    kind: 'CONTACTO',
    od: eye({ sphere: '-3.00', cylinder: '0', axis: null, baseCurve: '8.60', diameter: '14.20' }),
    oi: eye({ sphere: 'PLANO', cylinder: '0', axis: null, baseCurve: '8.60', diameter: '14.20' }),
  });
  // Deleted, and another patient's: neither is part of this history.
  const deleted = await create(customerId, { date: '2024-08-01', od: eye(), oi: eye() });
  const removed = await t.call('DELETE', `/api/prescriptions/delete/${deleted}`, {
    token: tokens.doctor,
  });
  expect(removed.status).toBe(200);
  await create(neighbour, { date: '2024-09-01', od: eye(), oi: eye() });
  await seedNote(t.database, customerId, 'reception');
});
afterAll(() => t.close());

describe("a patient's prescriptions in their history", () => {
  it('lists each one not deleted with its kind, doctor and summary, at its date', async () => {
    const answer = await history(customerId);
    expect(answer.status).toBe(200);
    const items = answer.body.data.tableData.items;
    expect(answer.body.data.tableData.total_items).toBe(4);
    expect(items.map((item) => [item.kind, item.title, item.description])).toEqual([
      ['note', 'NOTA', 'Texto de la nota'],
      ['prescription', 'Lentes de contacto · por ANA PRUEBA PRUEBA', 'OD -3.00 / OI PLANO'],
      [
        'prescription',
        'Lentes · por ANA PRUEBA PRUEBA',
        'OD -2.25 -0.75 × 180 / OI -2.00 -0.75 × 175 ADD +1.50',
      ],
      ['prescription', 'Lentes · por ANA PRUEBA PRUEBA', 'OD -1.75 / OI -1.50 -0.50 × 180'],
    ]);
    const shown = items.map((item) => formatDateTime(item.date, t.config.timeZone));
    expect(shown.slice(1)).toEqual(['10/01/2025 00:00', '05/03/2024 11:30', '20/04/2022 00:00']);
    // Written for an earlier day, a prescription has its day only; one written that day, its hour.
    expect(items.map((item) => item.timed)).toEqual([true, false, true, false]);
    expect(new Set(items.map((item) => item.id)).size).toBe(4);
    const neighbours = (await history(neighbour)).body.data.tableData.items;
    expect(neighbours.map((item) => item.kind)).toEqual(['prescription']);
  });

  it('speaks English when asked', async () => {
    const items = (await history(customerId, 'en')).body.data.tableData.items;
    expect(items[1]).toMatchObject({
      kind: 'prescription',
      title: 'Contact lenses · by ANA PRUEBA PRUEBA',
      description: 'OD -3.00 / OI PLANO',
    });
    expect(items[3]!.title).toBe('Glasses · by ANA PRUEBA PRUEBA');
  });

  it('prints them in the history PDF, with their kind', async () => {
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/customers/getDocumetsPdf/${customerId}`,
      headers: { authorization: `Bearer ${tokens.receptionist}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(
      '05/03/2024 11:30 · Graduación Lentes · por ANA PRUEBA PRUEBA OD -2.25 -0.75 × 180 / OI -2.00 -0.75 × 175 ADD +1.50',
    );
    // Back-dated prescriptions show their day alone: no 00:00 (issue 37).
    expect(text).toContain('20/04/2022 · Graduación');
    expect(text).toContain('10/01/2025 · Graduación');
    // A prescription written with a date alone shows no time (the note and the footer, made now,
    // do: at midnight in the clinic theirs is 00:00).
    expect(text).not.toMatch(/\d{2}\/\d{2}\/\d{4} 00:00 · Graduación/);
    expect(text).not.toContain('01/08/2024');
  });
});
