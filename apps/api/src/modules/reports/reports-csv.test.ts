import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsReportItem } from '@iris/domain/reports/payments-report.schemas';
import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import type { Sale } from '@iris/domain/sales/sale.schemas';
import { ROWS_BATCH } from '../../lib/table/table-rows.js';
import { PAYMENTS_PER_DAY, seedReports, type ReportsSeed } from '../../testing/seed-reports.js';
import { seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * docs/api.md's CSV paragraph for the reports' files: each is its table for the same filters and
 * order, row for row (walked here page by page), over more rows than one batch of the stream;
 * UTF-8 with a BOM, a Spanish header, money with two decimals and no $, DD/MM/YYYY and HH:mm; and
 * its money columns add up to the table's totals.
 */
let t: TestApp;
let seed: ReportsSeed;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  seed = await seedReports(t.database);
  await seedUser(t.database, { email: 'doctora@csv.test', role: 'doctor', branchId: seed.own });
  token = await t.login('doctora@csv.test');
}, 120_000);
afterAll(() => t.close());

/** The file's lines, after checking what every CSV of Iris is: UTF-8 with a BOM, an attachment. */
async function download(url: string, body: object, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.csv"/);
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  // None of these values holds a comma or a quote, so a line splits on its commas.
  const [header, ...rows] = response.body.slice(1).trimEnd().split('\n');
  return { header, rows: rows.map((line) => line.split(',')) };
}

/** Every row of a table for the body, page after page of 50. */
async function wholeTable(url: string, body: Record<string, unknown>) {
  const items: unknown[] = [];
  let totals: Record<string, number> | undefined;
  for (let page = 1; ; page++) {
    const { status, body: answer } = await t.call<{
      tableData: { items: unknown[] };
      totals?: Record<string, number>;
    }>('POST', url, { token, body: { ...body, page, rowsPerPage: 50 } });
    expect(status).toBe(200);
    items.push(...answer.data.tableData.items);
    totals = answer.data.totals;
    if (answer.data.tableData.items.length < 50) return { items, totals };
  }
}

/** The rows of a raw statement, as both drivers answer them. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const money = (value: number | null) => (value === null ? '' : value.toFixed(2));
const day = (date: string | null) => (date ? date.split('-').reverse().join('/') : '');
const hour = (time: string | null) => (time ? time.slice(0, 5) : '');
/** A column of the file summed in cents, from its decimal text. */
const sumCents = (rows: string[][], column: number) =>
  rows.reduce((sum, row) => sum + Number(row[column]!.replace('.', '')), 0);
const cents = (value: number | undefined) => Math.round((value ?? NaN) * 100);

describe('shoppings/getCsv', () => {
  it('is the payments report of a day row for row, over more than one batch, with its totals', async () => {
    const body = { filters: { branchId: seed.own, date: '2031-05-10' } };
    const { header, rows } = await download('/api/shoppings/getCsv', body);
    expect(header).toBe(
      'Folio de venta,Fecha de venta,Hora de venta,Fecha de pago,Hora de pago,Forma de pago,' +
        'Vendedor,Total de la venta,Importe,IVA,Total,Tipo',
    );
    const table = await wholeTable('/api/shoppings/getTablePayments', body);
    const items = table.items as PaymentsReportItem[];
    expect(rows.length).toBeGreaterThan(ROWS_BATCH);
    expect(rows).toEqual(
      items.map((item) => [
        String(item.serial),
        day(item.sale_date),
        item.sale_time,
        day(item.date),
        hour(item.time),
        item.method.name,
        item.salesman.name,
        money(item.sale_amount),
        money(item.amount),
        money(item.vat),
        money(item.total),
        'Pago',
      ]),
    );
    expect(sumCents(rows, 8)).toBe(cents(table.totals?.amount));
    expect(sumCents(rows, 9)).toBe(cents(table.totals?.vat));
    expect(sumCents(rows, 10)).toBe(cents(table.totals?.total));
  });

  it("keeps the whole branch's order across batches, ties on the minute broken by id", async () => {
    const { rows } = await download('/api/shoppings/getCsv', { filters: { branchId: seed.own } });
    const expected = rowsOf<{ serial: number; kind: string }>(
      await t.database.db.execute(sql`
        select s.serial, p.kind from payments as p join shoppings as s on s.id = p.shopping_id
        where s.branch_id = ${seed.own}::int and p.deleted_at is null
        order by p.date + p.time desc, p.id desc`),
    );
    expect(rows.length).toBeGreaterThan(2 * ROWS_BATCH);
    expect(rows.map((row) => `${row[0]} ${row[11]}`)).toEqual(
      expected.map((row) => `${row.serial} ${row.kind === 'PAGO' ? 'Pago' : 'Devolución'}`),
    );
    expect(
      rows.filter((row) => row[11] === 'Devolución').every((row) => row[10]!.startsWith('-')),
    ).toBe(true);
  });

  it('follows sortBy and descending of the table body, and writes English headers in English', async () => {
    const body = { sortBy: 'id', descending: false, filters: { branchId: seed.own } };
    const { header, rows } = await download('/api/shoppings/getCsv', body, {
      'accept-language': 'en',
    });
    expect(header).toMatch(/^Sale number,Sale date,Sale time,Payment date,Payment time,/);
    const expected = rowsOf<{ serial: number }>(
      await t.database.db.execute(sql`
        select s.serial from payments as p join shoppings as s on s.id = p.shopping_id
        where s.branch_id = ${seed.own}::int and p.deleted_at is null order by p.id`),
    );
    expect(rows.map((row) => Number(row[0]))).toEqual(expected.map((row) => row.serial));
    const page = await t.call<{ tableData: { items: PaymentsReportItem[] } }>(
      'POST',
      '/api/shoppings/getTablePayments',
      { token, body: { ...body, rowsPerPage: 50 } },
    );
    const firstPage = page.body.data.tableData.items.map((item) => String(item.serial));
    expect(rows.slice(0, 50).map((row) => row[0])).toEqual(firstPage);
    // The refunds were written last: they close the file, in English.
    expect(rows.at(-1)![11]).toBe('Refund');
  });
});

describe('a download cut short', () => {
  // On PostgreSQL the file is read through a cursor on a connection of its own (db/cursor.ts).
  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'gives its connection and transaction back when the client goes away',
    async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const pool = (t.database.db as unknown as { $client: Pool }).$client;
      const lent = () => pool.totalCount - pool.idleCount;
      const idleInTransaction = async () =>
        rowsOf<{ n: number }>(
          await t.database.db.execute(sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`),
        )[0]!.n;
      const controller = new AbortController();
      const response = await fetch(`${address}/api/shoppings/getCsv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { branchId: seed.own } }),
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const first = await reader.read();
      expect(first.value?.length).toBeGreaterThan(0);
      controller.abort();
      await expect.poll(lent).toBe(0);
      await expect.poll(idleInTransaction).toBe(0);
      // And the next file is read whole.
      const { rows } = await download('/api/shoppings/getCsv', { filters: { branchId: seed.own } });
      expect(rows.length).toBeGreaterThan(2 * ROWS_BATCH);
      // The app closes after the tests without waiting for a socket left open.
      t.app.server.closeAllConnections();
    },
  );
});

describe('shoppings/getSalesCsv', () => {
  it('is the sales table for its filters; cancelled sales owe nothing and total apart', async () => {
    const body = { sortBy: 'serial', filters: { branchId: seed.own, status: 'CANCELADO' } };
    const { header, rows } = await download('/api/shoppings/getSalesCsv', body);
    expect(header).toBe(
      'Folio,Sucursal,Cliente,Fecha,Hora,Vendedor,Importe,Descuento (%),IVA (%),Total,Pagado,' +
        'Restante,Estado,Estado de pago',
    );
    const table = await wholeTable('/api/shoppings/getTable', body);
    const sales = table.items as Sale[];
    expect(rows.length).toBe((2 * PAYMENTS_PER_DAY) / 10);
    expect(rows).toEqual(
      sales.map((sale) => [
        String(sale.serial),
        sale.branch.name,
        sale.customer.name,
        day(sale.date),
        sale.time,
        sale.salesman.name,
        money(sale.amount),
        money(sale.discount),
        String(sale.vat),
        money(sale.total),
        money(sale.paid),
        '0.00',
        'CANCELADO',
        'CANCELADO',
      ]),
    );
    // docs/rules.md: none of them is sold or owed; they are counted apart, how many and for how much.
    expect(table.totals).toMatchObject({ amount: 0, total: 0, paid: 0, remaining: 0 });
    expect(table.totals?.cancelledCount).toBe(rows.length);
    expect(sumCents(rows, 9)).toBe(cents(table.totals?.cancelledTotal));
  });
});

describe('audit/getCsv', () => {
  it('is the registers table: opening, expected cash, counted and the difference', async () => {
    const body = { filters: { branchId: seed.own } };
    const { header, rows } = await download('/api/audit/getCsv', body);
    expect(header).toBe(
      'Sucursal,Estado,Fecha de apertura,Hora de apertura,Abrió,Fondo,Fecha de cierre,' +
        'Hora de cierre,Cerró,Ventas,Efectivo esperado,Contado,Diferencia',
    );
    const table = await wholeTable('/api/audit/getTableAudit', body);
    const audits = table.items as AuditSummary[];
    expect(audits.map((audit) => audit.id)).toEqual([
      seed.audits.open,
      seed.audits.day,
      seed.audits.overnight,
    ]);
    expect(rows).toEqual(
      audits.map((audit) => [
        audit.branch.name,
        audit.status,
        day(audit.openDate),
        hour(audit.openTime),
        audit.openedBy.name,
        money(audit.openAmount),
        day(audit.closeDate),
        hour(audit.closeTime),
        audit.closedBy?.name ?? '',
        String(audit.salesCount),
        money(audit.expectedCash),
        money(audit.closeAmount),
        money(audit.difference),
      ]),
    );
    expect(rows[1]!.slice(10)).toEqual(['500.00', '480.50', '-19.50']);
    expect(rows[0]!.slice(11)).toEqual(['', '']);
  });
});
