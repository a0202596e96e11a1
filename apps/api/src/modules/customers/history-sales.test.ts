import { formatDateTime } from '@iris/domain/common/dates';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text.js';
import { salesCalls, seedMethod, seedSellable } from '../../testing/sales-calls.js';
import { seedCustomer, seedNote } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let calls: ReturnType<typeof salesCalls>;
let customerId: number;
let receptionist: string;

const history = (customer: number, language = 'es') =>
  t.call<{ tableData: { items: HistoryEntry[]; total_items: number } }>(
    'POST',
    '/api/customers/getCustomerHistory',
    {
      token: receptionist,
      body: { rowsPerPage: 50, filters: { customerId: customer } },
      headers: { 'accept-language': language },
    },
  );

beforeAll(async () => {
  t = await startTestApp();
  calls = salesCalls(t);
  const branchId = (await seedBranch(t.database, 'HISTORIAL VENTAS')).branch.id;
  customerId = await seedCustomer(t.database, branchId, { name: 'MARÍA', paternal: 'LÓPEZ' });
  const neighbour = await seedCustomer(t.database, branchId, { name: 'OTRO', paternal: 'CLIENTE' });
  const cash = await seedMethod(t, 'EFECTIVO HIST', true);
  const card = await seedMethod(t, 'TARJETA HIST');
  await seedUser(t.database, {
    email: 'caja@historial-ventas.test',
    role: 'receptionist',
    branchId,
    name: 'LAURA',
  });
  receptionist = await t.login('caja@historial-ventas.test');
  await seedNote(t.database, customerId, 'reception');
  await calls.openAudit(receptionist, '500');
  const frame = await seedSellable(t, branchId, 5, '1299.99');
  const kit = await seedSellable(t, branchId, 10, '0.10');

  // Folio 1: 2 frames and 3 kits, less 10 %, with 16 % VAT: $2,714.69, paid in part.
  const first = (
    await calls.createSale(receptionist, customerId, {
      date: '2025-01-15',
      time: '10:30',
      discount: 10,
      vat_required: true,
      vat: 16,
    })
  ).body.data.data;
  await calls.addLine(receptionist, first.id, frame.productId, 2);
  await calls.addLine(receptionist, first.id, kit.productId, 3);
  await calls.pay(receptionist, first.id, cash, '1160');
  await calls.execute(receptionist, first.id);
  await calls.pay(receptionist, first.id, card, '554.69');
  // A payment taken by mistake and deleted is not part of the patient's story.
  const mistaken = (await calls.pay(receptionist, first.id, cash, '50')).body.data.data;
  await calls.deletePayment(receptionist, mistaken.id);

  // Folio 2: paid, then cancelled: its payment is refunded.
  const second = (
    await calls.createSale(receptionist, customerId, { date: '2025-01-20', time: '12:00' })
  ).body.data.data;
  await calls.addLine(receptionist, second.id, frame.productId, 1);
  await calls.pay(receptionist, second.id, cash, '1299.99');
  await calls.cancel(receptionist, second.id);

  // Another patient's sale and payment stay out of this history.
  const theirs = (await calls.createSale(receptionist, neighbour)).body.data.data;
  await calls.addLine(receptionist, theirs.id, kit.productId, 1);
  await calls.pay(receptionist, theirs.id, cash, '0.10');
});
afterAll(() => t.close());

describe("a patient's sales and payments in their history", () => {
  it('lists each sale, payment and refund with its words, newest first among the notes', async () => {
    const answer = await history(customerId);
    expect(answer.status).toBe(200);
    const items = answer.body.data.tableData.items;
    expect(answer.body.data.tableData.total_items).toBe(7);
    expect(items.map((item) => [item.kind, item.title, item.description])).toEqual([
      ['refund', 'Devolución $1,299.99 EFECTIVO HIST, venta folio 2', 'Registró LAURA PRUEBA'],
      ['payment', 'Pago $1,299.99 EFECTIVO HIST, venta folio 2', 'Registró LAURA PRUEBA'],
      ['payment', 'Pago $554.69 TARJETA HIST, venta folio 1', 'Registró LAURA PRUEBA'],
      ['payment', 'Pago $1,160.00 EFECTIVO HIST, venta folio 1', 'Registró LAURA PRUEBA'],
      ['note', 'NOTA', 'Texto de la nota'],
      [
        'sale',
        'Venta folio 2 · $1,299.99 · CANCELADO',
        'Estado de pago: CANCELADO · Vendedor: LAURA PRUEBA',
      ],
      [
        'sale',
        'Venta folio 1 · $2,714.69 · EJECUTADO',
        'Estado de pago: ABONADO · Vendedor: LAURA PRUEBA',
      ],
    ]);
    // A sale is placed at its own date and time, in the clinic's zone.
    expect(formatDateTime(items[6]!.date, t.config.timeZone)).toBe('15/01/2025 10:30');
    expect(formatDateTime(items[5]!.date, t.config.timeZone)).toBe('20/01/2025 12:00');
    expect(new Set(items.map((item) => item.id)).size).toBe(7);
  });

  it('speaks English when asked', async () => {
    const items = (await history(customerId, 'en')).body.data.tableData.items;
    expect(items[0]!.title).toBe('Refund $1,299.99 EFECTIVO HIST, sale no. 2');
    expect(items[6]).toMatchObject({
      title: 'Sale no. 1 · $2,714.69 · EJECUTADO',
      description: 'Payment status: ABONADO · Salesperson: LAURA PRUEBA',
    });
  });

  it('prints them in the history PDF, with their kind', async () => {
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/customers/getDocumetsPdf/${customerId}`,
      headers: { authorization: `Bearer ${receptionist}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Devolución Devolución $1,299.99 EFECTIVO HIST, venta folio 2');
    expect(text).toContain('Pago Pago $1,160.00 EFECTIVO HIST, venta folio 1');
    expect(text).toContain('15/01/2025 10:30 · Venta Venta folio 1 · $2,714.69 · EJECUTADO');
    expect(text).not.toContain('$50.00');
    expect(text).not.toContain('$0.10');
  });
});
