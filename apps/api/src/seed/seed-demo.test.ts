import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@iris/domain/auth/auth.schemas';
import type { QuestionNode } from '@iris/domain/questionnaire/questionnaire.schemas';
import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import type { Sale } from '@iris/domain/sales/sale.schemas';
import { branches, municipalities } from '../db/schema/geography.schema.js';
import { paymentMethods, products } from '../db/schema/catalogue.schema.js';
import { calendarEvents } from '../db/schema/calendar.schema.js';
import { customers, noteDocuments, notes } from '../db/schema/customers.schema.js';
import { movements, stock, storages } from '../db/schema/inventory.schema.js';
import { questions } from '../db/schema/questionnaire.schema.js';
import { audits, payments, saleLines, sales } from '../db/schema/sales.schema.js';
import { pdfText } from '../testing/pdf-text.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { seedDemo } from './seed-demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const total = async (table: PgTable) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('seed:demo', () => {
  it('fills the catalogue once and changes nothing when run again; the demo users can log in', async () => {
    await seedDemo(t.database.db, t.app.files, t.app.config.csdSecrets);
    const counts = async () => [
      await total(branches),
      await total(municipalities),
      await total(products),
      await total(storages),
      await total(customers),
      await total(notes),
      await total(noteDocuments),
      await total(calendarEvents),
      await total(movements),
      await total(stock),
      await total(audits),
      await total(sales),
      await total(saleLines),
      await total(payments),
    ];
    const first = await counts();
    const [questionCount] = await t.database.db.select({ n: count() }).from(questions);
    expect(first[0]).toBe(2);
    expect(first[1]).toBeGreaterThanOrEqual(4);
    expect(first[2]).toBeGreaterThan(10);
    expect(first[3]).toBe(4);
    // A few hundred patients a branch and its walk-in customer, notes for the first ones, two
    // documents a branch.
    expect(first.slice(4, 7)).toEqual([602, expect.any(Number), 4]);
    const walkIns = await t.database.db
      .select({ branchId: customers.branchId, name: customers.name, n: count() })
      .from(customers)
      .where(eq(customers.walkIn, true))
      .groupBy(customers.branchId, customers.name);
    expect(walkIns.map((row) => [row.name, row.n])).toEqual([
      ['PÚBLICO EN GENERAL', 1],
      ['PÚBLICO EN GENERAL', 1],
    ]);
    // Most patients with a birth date (1940 to 2019) and a sex; a few registered without them.
    const profiles = await t.database.db.execute(sql`
      select count(birth_date)::int as dated, count(*) filter (where sex = 'F')::int as f,
        count(*) filter (where sex = 'M')::int as m, count(*) filter (where sex = 'X')::int as x,
        count(*) filter (where birth_date is null and sex is null)::int as neither,
        min(birth_date)::text >= '1940-01-01' and max(birth_date)::text <= '2019-12-31' as spread
      from ${customers} where not walk_in`);
    const [born] = (profiles as { rows: Record<string, number | boolean>[] }).rows;
    expect(born).toMatchObject({ neither: 600 - Number(born?.dated), spread: true });
    for (const [key, least] of [
      ['dated', 500],
      ['f', 200],
      ['m', 200],
      ['x', 1],
    ] as const) {
      expect(Number(born?.[key])).toBeGreaterThanOrEqual(least);
    }
    // A month of appointments a branch, on weekdays: some 80 at least, some inside others.
    expect(first[7]).toBeGreaterThan(160);
    const overlapping = await t.database.db.execute(sql`
      select count(*)::int as n from ${calendarEvents} a join ${calendarEvents} b
        on a.branch_id = b.branch_id and a.starts_at > b.starts_at and a.starts_at < b.ends_at`);
    const [inside] = (overlapping as { rows: { n: number }[] }).rows;
    expect(inside?.n).toBeGreaterThan(0);
    expect(first[5]).toBeGreaterThan(100);
    // Per branch: two entries, a transfer and a count executed, an entry left NUEVO.
    expect(first[8]).toBe(10);
    const executedIn = await t.database.db
      .select({ type: movements.type, status: movements.status, n: count() })
      .from(movements)
      .groupBy(movements.type, movements.status)
      .orderBy(movements.type, movements.status);
    expect(executedIn).toEqual([
      { type: 1, status: 'EJECUTADO', n: 2 },
      { type: 2, status: 'EJECUTADO', n: 4 },
      { type: 2, status: 'NUEVO', n: 2 },
      { type: 4, status: 'EJECUTADO', n: 2 },
    ]);
    // A database seeded before payment methods had isCash: the next run marks EFECTIVO.
    await t.database.db.update(paymentMethods).set({ isCash: false });
    await seedDemo(t.database.db, t.app.files, t.app.config.csdSecrets);
    expect(await counts()).toEqual(first);
    expect((await t.database.db.select({ n: count() }).from(questions))[0]).toEqual(questionCount);

    const token = await t.login('recepcion@iris.local', 'Demo1234');
    const profile = await t.call<{ data: { roles: string[]; branch: { name: string } } }>(
      'POST',
      '/api/auth/profile',
      { token },
    );
    expect(profile.body.data.data).toMatchObject({
      roles: ['receptionist'],
      branch: { name: 'SUCURSAL CHAPULTEPEC', color: 'teal' },
    });
    // Each demo branch has its staff and two storages, the first one the default.
    const andares = await t.login('doctor.andares@iris.local', 'Demo1234');
    const own = await t.call<{ tableData: { items: { name: string; default: boolean }[] } }>(
      'POST',
      '/api/storages/getTable',
      { token: andares, body: { sortBy: 'name', descending: false } },
    );
    expect(own.body.data.tableData.items.map((s) => [s.name, s.default])).toEqual([
      ['ALMACÉN ANDARES', true],
      ['VITRINA', false],
    ]);
    // The first patient's doctor note carries a prescription and a retina picture, served back.
    const customersTable = await t.call<{ tableData: { items: { id: number }[] } }>(
      'POST',
      '/api/customers/getTable',
      { token: andares, body: { sortBy: 'id', descending: false } },
    );
    const firstCustomer = customersTable.body.data.tableData.items[0]!.id;
    const doctorNotes = await t.call<{ tableData: { items: { id: number; documents: number }[] } }>(
      'POST',
      '/api/notes-doctor/getTable',
      {
        token: andares,
        body: { sortBy: 'code', descending: false, filters: { customerId: firstCustomer } },
      },
    );
    const note = doctorNotes.body.data.tableData.items[0]!;
    expect(note.documents).toBe(2);
    const documents = await t.call<{ data: { type: string; documentUrl: string }[] }>(
      'POST',
      `/api/note-documents/getDocuments/${note.id}`,
      { token: andares },
    );
    expect(documents.body.data.data.map((d) => d.type)).toEqual(['pdf', 'image']);
    const served = await t.app.inject({
      method: 'GET',
      url: documents.body.data.data[0]!.documentUrl,
      headers: { authorization: `Bearer ${andares}` },
    });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The intake questionnaire, three levels deep; the first patient has answered part of it.
    const intake = await t.call<{ data: QuestionNode[] }>('POST', '/api/questions/getQuestions', {
      token,
    });
    const depth = (nodes: QuestionNode[]): number =>
      Math.max(
        0,
        ...nodes.map((q) => 1 + Math.max(0, ...q.answers.map((a) => depth(a.questions)))),
      );
    expect(depth(intake.body.data.data)).toBe(3);
    const diabetes = intake.body.data.data.find((q) => q.question === '¿PADECE DIABETES?');
    expect(
      diabetes?.answers.find((a) => a.text === 'SÍ')?.questions.map((q) => q.question),
    ).toEqual(['¿DESDE HACE CUÁNTO TIEMPO?', '¿CÓMO CONTROLA LA DIABETES?']);
    const answered = await t.call<{ data: QuestionNode[] }>(
      'POST',
      `/api/answers-customers/getAnswersByCustomer/${firstCustomer}`,
      { token: andares },
    );
    expect(
      answered.body.data.data
        .find((q) => q.question === '¿PADECE DIABETES?')
        ?.answers.filter((a) => a.isSelected)
        .map((a) => a.text),
    ).toEqual(['SÍ']);
    // A question that takes several answers, and the first patient chose two of them.
    const symptoms = answered.body.data.data.find(
      (q) => q.question === '¿TIENE ALGUNA MOLESTIA EN LA VISTA?',
    );
    expect(symptoms?.multipleAnswers).toBe(true);
    expect(diabetes?.multipleAnswers).toBe(false);
    expect(symptoms?.answers.filter((a) => a.isSelected)).toHaveLength(2);
    type Method = { name: string; isCash: boolean; satPaymentForm: string | null };
    const methods = await t.call<{ tableData: { items: Method[] } }>(
      'POST',
      '/api/payment-methods/getTable',
      { token, body: { sortBy: 'name', descending: false } },
    );
    // Only cash is counted in the drawer; each has its c_FormaPago.
    const items = methods.body.data.tableData.items;
    expect(items.map((m) => [m.name, m.isCash, m.satPaymentForm])).toEqual([
      ['EFECTIVO', true, '01'],
      ['TARJETA DE CRÉDITO', false, '04'],
      ['TARJETA DE DÉBITO', false, '28'],
      ['TRANSFERENCIA', false, '03'],
    ]);
    // Every product has the SAT keys of its category.
    const keys = await t.database.db
      .select({ key: products.satProductKey, unit: products.satUnitKey })
      .from(products);
    expect(keys.every((row) => /^\d{8}$/.test(row.key ?? '') && row.unit === 'H87')).toBe(true);
    // Every storage holds stock; the default one all the catalogue, priced.
    const inStock = await t.call<{ tableData: { items: { stock: number; price: number }[] } }>(
      'POST',
      '/api/stock/getTable',
      { token: andares, body: { rowsPerPage: 50 } },
    );
    const rows = inStock.body.data.tableData.items;
    expect(rows.length).toBeGreaterThan(first[2]!);
    expect(rows.every((row) => row.stock >= 0)).toBe(true);
    expect(rows.filter((row) => row.price > 0).length).toBeGreaterThan(first[2]! / 2);
  });
  it('gives each branch a month of sales: registers closed at night, today still open', async () => {
    const { today } = (
      (await t.database.db.execute(sql`select current_date::text as today`)) as {
        rows: { today: string }[];
      }
    ).rows[0]!;
    for (const email of ['recepcion@iris.local', 'recepcion.andares@iris.local']) {
      const token = await t.login(email, 'Demo1234');
      const { branchId } = (await t.call<{ data: Profile }>('POST', '/api/auth/profile', { token }))
        .body.data.data;
      // The top bar's register: opened today, with a sale or two.
      const open = (
        await t.call<{ data: AuditSummary }>('POST', '/api/audit/get', {
          token,
          body: { branchId },
        })
      ).body.data.data;
      expect(open).toMatchObject({ status: 'ABIERTA', openDate: today, difference: null });
      expect([1, 2]).toContain(open.salesCount);
      const auditsTable = (
        await t.call<{ tableData: { items: AuditSummary[] } }>('POST', '/api/audit/getTableAudit', {
          token,
          body: { rowsPerPage: 50, filters: { branchId } },
        })
      ).body.data.tableData.items;
      const closed = auditsTable.filter((audit) => audit.status === 'CERRADA');
      // A register a day over the last month but Sundays, each closed the day it opened.
      expect(closed.length).toBeGreaterThanOrEqual(24);
      expect(auditsTable.filter((audit) => audit.status === 'ABIERTA')).toEqual([open]);
      expect(new Set(auditsTable.map((audit) => audit.openDate)).size).toBe(auditsTable.length);
      for (const audit of closed) {
        expect(audit.closeDate).toBe(audit.openDate);
        expect(new Date(`${audit.openDate}T12:00:00Z`).getUTCDay()).not.toBe(0);
        // In cents: the three amounts are exact decimals, their float sum need not be.
        const inCents = (value: number | null) => Math.round((value ?? NaN) * 100);
        expect(inCents(audit.closeAmount)).toBe(
          inCents(audit.expectedCash) + inCents(audit.difference),
        );
        expect(Math.abs(audit.difference!)).toBeLessThanOrEqual(20);
      }
      // Most balance; some came out short (faltante), some over (sobrante).
      expect(closed.some((audit) => audit.difference! < 0)).toBe(true);
      expect(closed.some((audit) => audit.difference === 0)).toBe(true);
      expect(closed.some((audit) => audit.byMethod.some((method) => method.refunds > 0))).toBe(
        true,
      );

      const salesTable = async (paymentStatus: string, status?: string) =>
        (
          await t.call<{ tableData: { items: Sale[]; total_items: number } }>(
            'POST',
            '/api/shoppings/getTable',
            { token, body: { rowsPerPage: 50, filters: { branchId, paymentStatus, status } } },
          )
        ).body.data.tableData;
      const paid = await salesTable('PAID');
      expect(paid.total_items).toBeGreaterThan(30);
      expect(paid.items.every((sale) => sale.paid === sale.total && sale.remaining === 0)).toBe(
        true,
      );
      const partial = await salesTable('PARTIAL');
      expect(partial.total_items).toBeGreaterThan(0);
      expect(partial.items.every((sale) => sale.paid > 0 && sale.remaining > 0)).toBe(true);
      const cancelled = await salesTable('ALL', 'CANCELADO');
      expect(cancelled.total_items).toBeGreaterThan(0);
      expect(cancelled.items.every((sale) => sale.paid === 0)).toBe(true);

      // Its receipt and a closing report with a difference print as the staff would read them.
      const [sale] = paid.items;
      const receipt = await t.app.inject({
        method: 'POST',
        url: `/api/shoppings/getReceipt/${sale!.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdfText(receipt.rawPayload)).toContain(`Folio ${sale!.serial}`);
      const short = closed.find((audit) => audit.difference! < 0)!;
      const report = await t.app.inject({
        method: 'POST',
        url: `/api/audit/getPdf/${short.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdfText(report.rawPayload)).toMatch(/Diferencia \(Faltante\)\s+-\$\d/);
    }
  });
});
