import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits, payments, sales } from '../../db/schema/sales.schema.js';
import { inventoryCalls } from '../../testing/inventory-calls.js';
import { salesCalls, seedMethod, seedSellable } from '../../testing/sales-calls.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * docs/rules.md, Sales, payments, audits, under real parallel requests: on PostgreSQL each request
 * runs in its own connection and transaction, so the rules that read before they write (stock
 * left, paid so far, the open audit, the next serial) are raced for real; on PGlite the same
 * requests queue, and the outcome must be the same.
 */
let t: TestApp;
let calls: ReturnType<typeof salesCalls>;
let stockOf: ReturnType<typeof inventoryCalls>['stockOf'];
let cash: number;
let card: number;
let branchCount = 0;

beforeAll(async () => {
  t = await startTestApp();
  calls = salesCalls(t);
  stockOf = inventoryCalls(t).stockOf;
  cash = await seedMethod(t, 'EFECTIVO CONCURRENTE', true);
  card = await seedMethod(t, 'TARJETA CONCURRENTE');
});
afterAll(() => t.close());

/** A branch of its own, with a receptionist logged in and a customer. */
async function branchWithStaff() {
  const n = ++branchCount;
  const branchId = (await seedBranch(t.database, `CONCURRENTE ${n}`)).branch.id;
  const email = `recepcion${n}@concurrente.test`;
  await seedUser(t.database, { email, role: 'receptionist', branchId });
  return {
    branchId,
    token: await t.login(email),
    customerId: await seedCustomer(t.database, branchId),
  };
}

/** A branch with its audit open. */
async function openBranch(openAmount = '500') {
  const branch = await branchWithStaff();
  const audit = await calls.openAudit(branch.token, openAmount);
  expect(audit.status).toBe(201);
  return { ...branch, auditId: audit.body.data.data.id };
}

/** A NUEVO sale of `qty` units of the product, its line added. */
async function saleOf(branch: { token: string; customerId: number }, productId: number, qty = 1) {
  const sale = (await calls.createSale(branch.token, branch.customerId)).body.data.data;
  expect((await calls.addLine(branch.token, sale.id, productId, qty)).status).toBe(201);
  return sale.id;
}

/** `send` after `ms` milliseconds. */
const after = async <T>(ms: number, send: () => Promise<T>) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return send();
};
const codes = (answers: { status: number; body: { codeError: unknown } }[]) =>
  answers.map((answer) => (answer.status < 300 ? answer.status : answer.body.codeError));
const countOf = (values: unknown[], value: unknown) => values.filter((v) => v === value).length;

/** The expected cash of an audit computed afresh from its rows, as text. */
async function liveExpected(auditId: number) {
  const [row] = await t.database.db
    .select({
      cash: sql<string>`(a.open_amount + coalesce((select sum(p.total)
        from ${payments} as p join payment_methods as m on m.id = p.method_id
        where p.audit_id = a.id and p.deleted_at is null and m.is_cash), 0))::text`,
      stored: sql<string | null>`a.expected_cash::text`,
    })
    .from(sql`${audits} as a`)
    .where(sql`a.id = ${auditId}`);
  return row!;
}

describe('sales under concurrency', () => {
  it('lets 20 sales compete for the last 7 units: 7 executed, 13 refused with 666', async () => {
    const branch = await openBranch();
    const { productId, storageId } = await seedSellable(t, branch.branchId, 7, '250.00');
    // Every line is valid when added: each sale takes 1 of the 7.
    const saleIds: number[] = [];
    for (let i = 0; i < 20; i++) saleIds.push(await saleOf(branch, productId));

    const answers = await Promise.all(saleIds.map((id) => calls.execute(branch.token, id)));
    const outcome = codes(answers);
    expect(countOf(outcome, 200)).toBe(7);
    expect(countOf(outcome, 666)).toBe(13);
    expect(await stockOf(storageId, productId)).toMatchObject({ qty: 0 });
    const statuses = await t.database.db
      .select({ id: sales.id, status: sales.status, storageId: sales.storageId })
      .from(sales)
      .where(inArray(sales.id, saleIds));
    const executed = saleIds.filter((_, i) => answers[i]!.status === 200);
    expect(statuses.filter((row) => row.status === 'EJECUTADO').map((row) => row.id)).toEqual(
      expect.arrayContaining(executed),
    );
    expect(statuses.filter((row) => row.status === 'EJECUTADO')).toHaveLength(7);
    // A refused execution left its sale as it was: NUEVO, no storage taken from.
    expect(statuses.filter((row) => row.status === 'NUEVO' && row.storageId === null)).toHaveLength(
      13,
    );
  });

  it('accepts 10 payments sent at once only while they fit the total (exact boundary)', async () => {
    const branch = await openBranch();
    const { productId } = await seedSellable(t, branch.branchId, 1, '1000.00');
    const saleId = await saleOf(branch, productId);
    // 10 x 125 = 1,250 on a total of 1,000: exactly 8 fit, whichever order they arrive in.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        calls.pay(branch.token, saleId, i % 2 === 0 ? cash : card, '125'),
      ),
    );
    const outcome = codes(answers);
    expect(countOf(outcome, 201)).toBe(8);
    expect(countOf(outcome, 524)).toBe(2);
    expect(await calls.stored(saleId)).toMatchObject({ paid: '1000.00', paymentStatus: 'PAGADO' });
    const rows = await t.database.db
      .select({ id: payments.id, total: payments.total })
      .from(payments)
      .where(and(eq(payments.saleId, saleId), isNull(payments.deletedAt)));
    const accepted = answers.filter((a) => a.status === 201).map((a) => a.body.data.data.id);
    expect(rows.map((row) => row.id).sort()).toEqual([...accepted].sort());
  });

  it('keeps paid the sum of the accepted payments when they carry VAT (partly paid)', async () => {
    const branch = await openBranch();
    const { productId } = await seedSellable(t, branch.branchId, 1, '1000.00');
    const saleId = await saleOf(branch, productId);
    // Each is 100 + 16 VAT = 116: 8 fit in 1,000 (928), a ninth would be 1,044.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => calls.pay(branch.token, saleId, cash, '100', '0.16')),
    );
    const outcome = codes(answers);
    expect(countOf(outcome, 201)).toBe(8);
    expect(countOf(outcome, 524)).toBe(2);
    expect(await calls.stored(saleId)).toMatchObject({ paid: '928.00', paymentStatus: 'ABONADO' });
    const sale = (await calls.getSale(branch.token, saleId)).body.data.data;
    expect(sale).toMatchObject({ paid: 928, remaining: 72, paymentStatus: 'ABONADO' });
  });

  it('opens one audit out of 8 openings sent at once in a branch (the others 525)', async () => {
    const branch = await branchWithStaff();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => calls.openAudit(branch.token, 100 + i)),
    );
    const outcome = codes(answers);
    expect(countOf(outcome, 201)).toBe(1);
    expect(countOf(outcome, 525)).toBe(7);
    expect(answers.filter((a) => a.body.codeError === 525).map((a) => a.status)).toEqual(
      Array.from({ length: 7 }, () => 409),
    );
    const open = await t.database.db
      .select({ id: audits.id })
      .from(audits)
      .where(and(eq(audits.branchId, branch.branchId), eq(audits.status, 'ABIERTA')));
    expect(open).toEqual([{ id: answers.find((a) => a.status === 201)!.body.data.data.id }]);
  });

  it('numbers 12 sales created at once 1 to 12, without gaps or duplicates', async () => {
    const branch = await openBranch();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => calls.createSale(branch.token, branch.customerId)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const serials = await t.database.db
      .select({ serial: sales.serial })
      .from(sales)
      .where(eq(sales.branchId, branch.branchId))
      .orderBy(asc(sales.serial));
    expect(serials.map((row) => row.serial)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(answers.map((a) => a.body.data.data.serial).sort((a, b) => a - b)).toEqual(
      serials.map((row) => row.serial),
    );
  });

  it('lists a sale created during a close as pending in it, or finds no audit open', async () => {
    const branch = await branchWithStaff();
    for (let round = 0; round < 8; round++) {
      const auditId = (await calls.openAudit(branch.token, '200')).body.data.data.id;
      // The close sent 0 to 7 ms after the sale, to meet the creation at each of its steps.
      const [close, created] = await Promise.all([
        after(round, () => calls.closeAudit(branch.token, auditId, '200')),
        calls.createSale(branch.token, branch.customerId),
      ]);
      expect(close.status).toBe(200);
      const listed = close.body.data.data.pendingSales.map((pending) => pending.id);
      if (created.status === 201) {
        // It landed first: it is the closing audit's, listed among its pending sales.
        const sale = created.body.data.data;
        expect(sale.audit.id).toBe(auditId);
        expect(listed).toEqual([sale.id]);
      } else {
        expect(created.status).toBe(422);
        expect(created.body.codeError).toBe('open_audit_required');
        expect(listed).toEqual([]);
      }
      const [audit] = await t.database.db
        .select({ status: audits.status })
        .from(audits)
        .where(eq(audits.id, auditId));
      expect(audit?.status).toBe('CERRADA');
      // Nothing of the audit is NUEVO that its close did not list.
      const nuevo = await t.database.db
        .select({ id: sales.id })
        .from(sales)
        .where(and(eq(sales.auditId, auditId), eq(sales.status, 'NUEVO')));
      expect(nuevo.map((sale) => sale.id)).toEqual(listed);
    }
  });

  it('counts a payment or a deletion made during a close in the close, or refuses it', async () => {
    const branch = await branchWithStaff();
    const { productId } = await seedSellable(t, branch.branchId, 100, '100.00');
    for (let round = 0; round < 9; round++) {
      const auditId = (await calls.openAudit(branch.token, '200')).body.data.data.id;
      // An executed sale to pay (it does not keep the audit open) and a payment to delete.
      const saleId = await saleOf(branch, productId, 5);
      expect((await calls.execute(branch.token, saleId)).status).toBe(200);
      const first = (await calls.pay(branch.token, saleId, cash, '100')).body.data.data;

      // The close sent 0 to 2 ms before or after the others, round by round.
      const [close, paid, deleted] = await Promise.all([
        after(round % 3, () => calls.closeAudit(branch.token, auditId, '300')),
        after(Math.floor(round / 3), () => calls.pay(branch.token, saleId, cash, '50')),
        after(2 - Math.floor(round / 3), () => calls.deletePayment(branch.token, first.id)),
      ]);
      expect(close.status).toBe(200);
      // Each either landed before the close (in this audit) or found it closed.
      if (paid.status === 201) expect(paid.body.data.data.audit.id).toBe(auditId);
      else expect(codes([paid])).toEqual(['open_audit_required']);
      expect([200, 'audit_closed']).toContain(codes([deleted])[0]);
      const [row] = await t.database.db
        .select({ deletedAt: payments.deletedAt })
        .from(payments)
        .where(eq(payments.id, first.id));
      expect(row?.deletedAt !== null).toBe(deleted.status === 200);
      // What the close wrote is what the audit's rows still say: nothing landed after it.
      const figures = await liveExpected(auditId);
      expect(figures.stored).toBe(figures.cash);
      const expected = 200 + (deleted.status === 200 ? 0 : 100) + (paid.status === 201 ? 50 : 0);
      expect(Number(figures.stored)).toBe(expected);
      expect((await calls.summary(branch.token, auditId)).body.data.data).toMatchObject({
        status: 'CERRADA',
        expectedCash: expected,
        difference: 300 - expected,
      });
    }
  });

  it('lets the next audit open only once the close is done (or 525 before it)', async () => {
    const branch = await branchWithStaff();
    for (let round = 0; round < 6; round++) {
      const auditId = (await calls.openAudit(branch.token, '100')).body.data.data.id;
      const [close, opened] = await Promise.all([
        calls.closeAudit(branch.token, auditId, '100'),
        after(round % 3, () => calls.openAudit(branch.token, '100')),
      ]);
      expect(close.status).toBe(200);
      expect([201, 525]).toContain(codes([opened])[0]);
      const open = await t.database.db
        .select({ id: audits.id })
        .from(audits)
        .where(and(eq(audits.branchId, branch.branchId), eq(audits.status, 'ABIERTA')));
      expect(open).toEqual(opened.status === 201 ? [{ id: opened.body.data.data.id }] : []);
      if (opened.status === 201) {
        expect((await calls.closeAudit(branch.token, opened.body.data.data.id, '0')).status).toBe(
          200,
        );
      }
    }
  });

  it('never leaves a payment unrefunded on a sale cancelled while it was being paid', async () => {
    const branch = await openBranch();
    const { productId, storageId } = await seedSellable(t, branch.branchId, 50, '300.00');
    const saleIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      const id = await saleOf(branch, productId, 2);
      expect((await calls.execute(branch.token, id)).status).toBe(200);
      expect((await calls.pay(branch.token, id, cash, '100')).status).toBe(201);
      saleIds.push(id);
    }
    // For each sale at once: a cancel and two payments (one cash, one card).
    const answers = await Promise.all(
      saleIds.flatMap((id) => [
        calls.cancel(branch.token, id),
        calls.pay(branch.token, id, cash, '150'),
        calls.pay(branch.token, id, card, '200'),
      ]),
    );
    expect(answers.filter((_, i) => i % 3 === 0).map((a) => a.status)).toEqual(
      saleIds.map(() => 200),
    );
    for (const [i, answer] of answers.entries()) {
      if (i % 3 !== 0) expect([201, 'invalid_state']).toContain(codes([answer])[0]);
    }
    for (const id of saleIds) {
      expect(await calls.stored(id)).toMatchObject({
        status: 'CANCELADO',
        paid: '0.00',
        paymentStatus: 'CANCELADO',
      });
      const rows = await t.database.db
        .select({ id: payments.id, kind: payments.kind, refundOf: payments.refundOf })
        .from(payments)
        .where(eq(payments.saleId, id));
      const refunded = new Set(rows.map((row) => row.refundOf));
      const paid = rows.filter((row) => row.kind === 'PAGO');
      expect(paid.filter((row) => !refunded.has(row.id))).toEqual([]);
      expect(rows.filter((row) => row.kind === 'DEVOLUCION')).toHaveLength(paid.length);
    }
    // Each cancel put its 2 units back: the 20 taken out are all in the storage again.
    expect(await stockOf(storageId, productId)).toMatchObject({ qty: 50 });
    // The register: the cash taken and given back cancel out, the opening stays.
    const summary = (await calls.summary(branch.token, branch.auditId)).body.data.data;
    expect(summary.expectedCash).toBe(500);
  });
});
