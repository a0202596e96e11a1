import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { payments, sales } from '../db/schema/sales.schema.js';
import { saleLines } from '../db/schema/sales.schema.js';
import { inventoryCalls } from './inventory-calls.js';
import { salesCalls, seedMethod } from './sales-calls.js';
import { seedCustomer } from './seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from './test-app.js';

/*
 * The world of the sales rules' tests (sales-rules.test.ts, sales-input-access.test.ts): a branch
 * with its staff, a patient, a cash method and an open audit, and another branch with its own
 * staff. `useSalesRulesWorld()` builds it before the file's tests and closes it after; the
 * exported bindings are live, so a test reads them once they are set.
 */
export let t: TestApp;
export let calls: ReturnType<typeof salesCalls>;
export let stockOf: ReturnType<typeof inventoryCalls>['stockOf'];
export let branchId: number;
export let otherBranchId: number;
export let customerId: number;
export let cash: number;
export let auditId: number;
export const tokens = {
  admin: '',
  doctor: '',
  receptionist: '',
  otherDoctor: '',
  otherReceptionist: '',
};

export function useSalesRulesWorld() {
  beforeAll(async () => {
    t = await startTestApp();
    calls = salesCalls(t);
    stockOf = inventoryCalls(t).stockOf;
    branchId = (await seedBranch(t.database, 'REGLAS')).branch.id;
    otherBranchId = (await seedBranch(t.database, 'AJENA')).branch.id;
    customerId = await seedCustomer(t.database, branchId);
    cash = await seedMethod(t, 'EFECTIVO REGLAS', true);
    await seedUser(t.database, { email: 'admin@reglas.test' });
    await seedUser(t.database, { email: 'doctor@reglas.test', role: 'doctor', branchId });
    await seedUser(t.database, { email: 'recepcion@reglas.test', role: 'receptionist', branchId });
    await seedUser(t.database, {
      email: 'doctor@ajena.test',
      role: 'doctor',
      branchId: otherBranchId,
    });
    await seedUser(t.database, {
      email: 'recepcion@ajena.test',
      role: 'receptionist',
      branchId: otherBranchId,
    });
    tokens.admin = await t.login('admin@reglas.test');
    tokens.doctor = await t.login('doctor@reglas.test');
    tokens.receptionist = await t.login('recepcion@reglas.test');
    tokens.otherDoctor = await t.login('doctor@ajena.test');
    tokens.otherReceptionist = await t.login('recepcion@ajena.test');
    auditId = (await calls.openAudit(tokens.receptionist, '0')).body.data.data.id;
  });
  afterAll(() => t.close());
}

export const newSale = async (extra: Record<string, unknown> = {}, customer = customerId) => {
  const answer = await calls.createSale(tokens.receptionist, customer, extra);
  expect(answer.status).toBe(201);
  return answer.body.data.data;
};
export const updateSale = (token: string, body: Record<string, unknown>) =>
  t.call('PUT', '/api/shoppings/update', { token, body });
export const updateLine = (token: string, body: Record<string, unknown>) =>
  t.call('PUT', '/api/shopping-details/update', { token, body });
export const deleteLine = (token: string, id: number) =>
  t.call('DELETE', `/api/shopping-details/delete/${id}`, { token });
export const rowsOf = async (table: typeof payments | typeof sales | typeof saleLines) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;
export const linesOf = (saleId: number) =>
  t.database.db
    .select({ id: saleLines.id, qty: saleLines.qty, price: saleLines.price })
    .from(saleLines)
    .where(eq(saleLines.saleId, saleId))
    .orderBy(saleLines.id);

/** Cents as the database writes money: '966.72'. */
export const moneyText = (cents: bigint) =>
  `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/**
 * docs/rules.md's total by hand, in integers: amount in cents, the discount in hundredths of a percent;
 * (amount - amount x discount%) x (1 + vat%) is amount x (10000 - d) x (100 + vat) / 1,000,000
 * cents, rounded half away from zero as PostgreSQL's round() does.
 */
export function handTotal(lines: [qty: number, price: string][], discount: string, vat: number) {
  const cents = (text: string) => {
    const [whole, fraction = ''] = text.split('.');
    return BigInt(`${whole}${fraction.padEnd(2, '0')}`);
  };
  const amount = lines.reduce((sum, [qty, price]) => sum + BigInt(qty) * cents(price), 0n);
  const numerator = amount * (10000n - cents(discount)) * BigInt(100 + vat);
  const denominator = 1_000_000n;
  return {
    amount: moneyText(amount),
    total: moneyText((2n * numerator + denominator) / (2n * denominator)),
  };
}
