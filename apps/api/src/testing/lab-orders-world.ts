import { eq } from 'drizzle-orm';
import type { LabOrder } from '@iris/domain/lab-orders/lab-order.schemas';
import type { Prescription } from '@iris/domain/prescriptions/prescription.schemas';
import { laboratories, labOrders, labOrderStages } from '../db/schema/lab-orders.schema.js';
import { insertedRow } from '../lib/recipe/inserted-row.js';
import { salesCalls, seedMethod, seedSellable } from './sales-calls.js';
import { seedCustomer } from './seed-records.js';
import { seedBranch, seedUser, type TestApp } from './test-app.js';

let counter = 0;

/** A laboratory of `leadDays` days (the catalogue's own API is tested apart). */
export async function seedLaboratory(t: TestApp, leadDays = 5) {
  const rows = await t.database.db
    .insert(laboratories)
    .values({ name: `LABORATORIO ${++counter}`, leadDays })
    .returning({ id: laboratories.id });
  return insertedRow(rows).id;
}

/**
 * A branch with its front desk, doctor and open register; `sale()` makes a patient with a
 * graduación and a NUEVO sale of $300.00 (one line) for them.
 */
export async function seedClinic(t: TestApp, name: string) {
  const calls = salesCalls(t);
  const branchId = (await seedBranch(t.database, name)).branch.id;
  const tag = `${name.toLowerCase().replace(/\W/g, '')}${++counter}`;
  await seedUser(t.database, { email: `recepcion@${tag}.test`, role: 'receptionist', branchId });
  await seedUser(t.database, { email: `doctor@${tag}.test`, role: 'doctor', branchId });
  const desk = await t.login(`recepcion@${tag}.test`);
  const doctor = await t.login(`doctor@${tag}.test`);
  await calls.openAudit(desk, 100);
  const methodId = await seedMethod(t, `EFECTIVO ${tag}`, true);

  const prescribe = async (customerId: number) => {
    const eye = { sphere: '-2.25', cylinder: '-0.75', axis: 180 };
    const answer = await t.call<{ data: Prescription }>('POST', '/api/prescriptions/create', {
      token: doctor,
      body: { customer: { id: customerId }, date: '2024-05-01', kind: 'LENTES', od: eye, oi: eye },
    });
    return answer.body.data.data.id;
  };
  /** A sale of one product at `price` to a new patient with a prescription. */
  const sale = async (price = '300.00') => {
    const customerId = await seedCustomer(t.database, branchId);
    const prescriptionId = await prescribe(customerId);
    const saleId = (await calls.createSale(desk, customerId)).body.data.data.id;
    const { productId } = await seedSellable(t, branchId, 10, price);
    await calls.addLine(desk, saleId, productId, 1);
    return { customerId, prescriptionId, saleId };
  };
  return { branchId, desk, doctor, methodId, prescribe, sale, calls };
}

/** The lab-orders calls of docs/api.md, as a client makes them. */
export function labOrderCalls(t: TestApp) {
  const create = (token: string, body: Record<string, unknown>) =>
    t.call<{ data: LabOrder }>('POST', '/api/lab-orders/create', { token, body });
  const send = (
    token: string,
    order: { saleId: number; prescriptionId: number },
    laboratoryId: number,
    extra: Record<string, unknown> = {},
  ) =>
    create(token, {
      shopping: { id: order.saleId },
      prescription: { id: order.prescriptionId },
      laboratory: { id: laboratoryId },
      ...extra,
    });
  const get = (token: string, id: number) =>
    t.call<{ data: LabOrder }>('POST', `/api/lab-orders/get/${id}`, { token });
  const advance = (token: string, id: number, status: string) =>
    t.call<{ data: LabOrder }>('PUT', '/api/lab-orders/advance', { token, body: { id, status } });
  const cancel = (token: string, id: number) =>
    t.call<{ data: LabOrder }>('PUT', `/api/lab-orders/cancel/${id}`, { token });
  const table = (token: string, filters: Record<string, unknown> = {}) =>
    t.call<{ tableData: { items: LabOrder[]; total_items: number } }>(
      'POST',
      '/api/lab-orders/getTable',
      { token, body: { page: 1, rowsPerPage: 50, filters } },
    );
  /** The order's status and its stages as the database holds them. */
  const stored = async (id: number) => {
    const [order] = await t.database.db.select().from(labOrders).where(eq(labOrders.id, id));
    if (!order) throw new Error(`no lab order ${id}`);
    const stages = await t.database.db
      .select({ status: labOrderStages.status, byId: labOrderStages.byId })
      .from(labOrderStages)
      .where(eq(labOrderStages.orderId, id))
      .orderBy(labOrderStages.id);
    return { order, stages };
  };
  return { create, send, get, advance, cancel, table, stored };
}
