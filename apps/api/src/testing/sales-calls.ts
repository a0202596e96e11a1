import { and, eq } from 'drizzle-orm';
import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import type { Payment } from '@iris/domain/sales/payment.schemas';
import type { Sale, SaleLine } from '@iris/domain/sales/sale.schemas';
import { paymentMethods } from '../db/schema/catalogue.schema.js';
import { storages } from '../db/schema/inventory.schema.js';
import { sales } from '../db/schema/sales.schema.js';
import { seedProduct, seedStock, seedStorage } from './seed-inventory.js';
import type { TestApp } from './test-app.js';

type Money = number | string;

/** The sales, payments and audit calls of docs/api.md, as the tests make them. */
export function salesCalls(t: TestApp) {
  const openAudit = (token: string, openAmount: Money, branchId?: number) =>
    t.call<{ data: AuditSummary }>('POST', '/api/audit/open', {
      token,
      body: { openAmount, ...(branchId === undefined ? {} : { branch: { id: branchId } }) },
    });
  const closeAudit = (token: string, id: number, closeAmount: Money) =>
    t.call<{ data: AuditSummary }>('PUT', '/api/audit/close', {
      token,
      body: { id, closeAmount },
    });
  const summary = (token: string, id: number) =>
    t.call<{ data: AuditSummary }>('POST', `/api/audit/getSummary/${id}`, { token });
  const createSale = (token: string, customerId: number, extra: Record<string, unknown> = {}) =>
    t.call<{ data: Sale }>('POST', '/api/shoppings/create', {
      token,
      body: { customer: { id: customerId }, date: '2031-05-10', time: '11:00', ...extra },
    });
  const getSale = (token: string, id: number) =>
    t.call<{ data: Sale }>('POST', `/api/shoppings/get/${id}`, { token });
  const addLine = (token: string, saleId: number, productId: number, qty: Money, price?: Money) =>
    t.call<{ data: SaleLine }>('POST', '/api/shopping-details/create', {
      token,
      body: {
        shopping: { id: saleId },
        product: { id: productId },
        qty,
        ...(price === undefined ? {} : { price }),
      },
    });
  const execute = (token: string, id: number) =>
    t.call<{ data: Sale }>('PUT', '/api/shoppings/executed', { token, body: { id } });
  const cancel = (token: string, id: number) =>
    t.call<{ data: Sale }>('PUT', `/api/shoppings/cancel/${id}`, { token });
  const pay = (
    token: string,
    saleId: number,
    methodId: number,
    amount: Money,
    vatRate: Money = 0,
  ) =>
    t.call<{ data: Payment }>('POST', '/api/payments/create', {
      token,
      body: { shopping: { id: saleId }, method: { id: methodId }, amount, vat_rate: vatRate },
    });
  const payments = (token: string, saleId: number) =>
    t.call<{ tableData: { items: Payment[]; total_items: number } }>(
      'POST',
      '/api/payments/getTable',
      { token, body: { page: 1, rowsPerPage: 50, filters: { shoppingId: saleId } } },
    );
  const deletePayment = (token: string, id: number) =>
    t.call('DELETE', `/api/payments/delete/${id}`, { token });
  /** The sale's stored money, as the database holds it (exact text). */
  const stored = async (id: number) =>
    (
      await t.database.db
        .select({
          amount: sales.amount,
          total: sales.total,
          paid: sales.paid,
          status: sales.status,
          paymentStatus: sales.paymentStatus,
        })
        .from(sales)
        .where(eq(sales.id, id))
    )[0];
  return {
    openAudit,
    closeAudit,
    summary,
    createSale,
    getSale,
    addLine,
    execute,
    cancel,
    pay,
    payments,
    deletePayment,
    stored,
  };
}

/** A default storage of the branch holding `qty` of a new product at `price`. */
export async function seedSellable(
  t: TestApp,
  branchId: number,
  qty: number,
  price: string,
  storageId?: number,
) {
  const storage = storageId ?? (await defaultStorage(t, branchId));
  const product = await seedProduct(t.database);
  await seedStock(t.database, storage, product.id, qty, price);
  return { productId: product.id, storageId: storage };
}

/** The branch's default storage, made one when it has none. */
export async function defaultStorage(t: TestApp, branchId: number) {
  const [found] = await t.database.db
    .select({ id: storages.id })
    .from(storages)
    .where(and(eq(storages.branchId, branchId), eq(storages.isDefault, true)));
  if (found) return found.id;
  return seedStorage(t.database, branchId, undefined, { isDefault: true });
}

/** A payment method, cash or not. */
export async function seedMethod(t: TestApp, name: string, isCash = false) {
  const [row] = await t.database.db
    .insert(paymentMethods)
    .values({ name, isCash })
    .returning({ id: paymentMethods.id });
  return row!.id;
}
