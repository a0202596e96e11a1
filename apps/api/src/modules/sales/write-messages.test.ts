import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCalls } from '../../testing/customer-calls.js';
import { salesCalls, seedMethod, seedSellable } from '../../testing/sales-calls.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * Issue 37: a write's answer says what happened, in the words the counter's notice shows, not
 * "Registro actualizado correctamente." for everything; a write of a resource that says nothing
 * of its own keeps the generic words.
 */
let t: TestApp;
let calls: ReturnType<typeof salesCalls>;
let token: string;
let branchId: number;
let customerId: number;
let productId: number;
let method: number;

beforeAll(async () => {
  t = await startTestApp();
  calls = salesCalls(t);
  branchId = (await seedBranch(t.database, 'SUCURSAL AVISOS')).branch.id;
  await seedUser(t.database, { email: 'caja@avisos.test', role: 'receptionist', branchId });
  token = await t.login('caja@avisos.test');
  customerId = await seedCustomer(t.database, branchId);
  productId = (await seedSellable(t, branchId, 100, '1000.00')).productId;
  method = await seedMethod(t, 'EFECTIVO AVISOS', true);
});
afterAll(() => t.close());

describe("the counter's writes say what happened", () => {
  it('from opening the register to a sale cancelled with its payments refunded', async () => {
    const opened = await calls.openAudit(token, '500.00');
    expect(opened.body.message).toBe('Caja abierta.');

    const created = await calls.createSale(token, customerId);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Venta creada.');
    const saleId = created.body.data.data.id;
    const line = await calls.addLine(token, saleId, productId, 1);
    expect(line.body.message).toBe('Producto agregado a la venta.');

    const paid = await calls.pay(token, saleId, method, '100.00');
    expect(paid.body.message).toBe('Pago registrado.');
    const removed = await calls.deletePayment(token, paid.body.data.data.id);
    expect(removed.body.message).toBe('Pago eliminado.');
    expect((await calls.pay(token, saleId, method, '200.00')).status).toBe(201);

    const executed = await calls.execute(token, saleId);
    expect(executed.body.message).toBe('Venta ejecutada.');
    const cancelled = await calls.cancel(token, saleId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Venta cancelada; pagos devueltos.');
  });

  it('says a sale without payments was cancelled, and nothing of refunds', async () => {
    const saleId = (await calls.createSale(token, customerId)).body.data.data.id;
    const cancelled = await calls.cancel(token, saleId);
    expect(cancelled.body.message).toBe('Venta cancelada.');
  });

  it('speaks the language asked for', async () => {
    const saleId = (await calls.createSale(token, customerId)).body.data.data.id;
    const executed = await t.call('PUT', '/api/shoppings/executed', {
      token,
      body: { id: saleId },
      headers: { 'accept-language': 'en' },
    });
    // Refused (no products): an error says why, not a success.
    expect(executed.status).toBe(409);
    const cancelled = await t.call('PUT', `/api/shoppings/cancel/${saleId}`, {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(cancelled.body.message).toBe('Sale cancelled.');
  });

  it('names a patient registered and updated', async () => {
    const customerApi = customerCalls(t, token, branchId, 3391000001);
    const customer = customerApi.valid();
    const created = await customerApi.create(customer);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Paciente registrado.');
    const updated = await customerApi.update({
      ...customer,
      address: 'AV. VALLARTA 10',
      id: created.body.data.data.id,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Paciente actualizado.');
  });
});
