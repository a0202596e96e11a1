import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditOption, PaymentsReportItem } from '@iris/domain/reports/payments-report.schemas';
import { seedReports, type ReportsSeed } from '../../testing/seed-reports.js';
import { seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * The payments report (docs/spec.md §2, §5; docs/api.md shoppings/getTablePayments, audit/getOptionByDate,
 * csv/example) against what the database holds, counted by SQL of its own: a branch's payments
 * and refunds not deleted, newest first, with totals over every filtered row; a branch required;
 * another branch's report, files and registers refused to its staff (docs/rules.md, Access).
 */
let t: TestApp;
let seed: ReportsSeed;
let admin: string;
let staff: string;

interface Report {
  tableData: { items: PaymentsReportItem[]; total_items: number };
  totals: { amount: number; vat: number; total: number };
}
type Filters = { branchId?: number; date?: string; auditId?: number; methodId?: number };

const report = (token: string, filters: Filters, headers: Record<string, string> = {}) =>
  t.call<Report>('POST', '/api/shoppings/getTablePayments', {
    token,
    headers,
    body: { page: 1, rowsPerPage: 50, filters },
  });

/** The same report by plain SQL: ids newest first, and the sums in cents. */
async function oracle(filters: Omit<Filters, 'branchId'>) {
  const rows = rowsOf<{ id: number; amount: number; vat: number; total: number }>(
    await t.database.db.execute(sql`
    select p.id, round(p.amount * 100)::int as amount, round(p.vat * 100)::int as vat,
      round(p.total * 100)::int as total
    from payments as p join shoppings as s on s.id = p.shopping_id
    where s.branch_id = ${seed.own} and p.deleted_at is null
      and (${filters.date ?? null}::date is null or p.date = ${filters.date ?? null}::date)
      and (${filters.auditId ?? null}::int is null or p.audit_id = ${filters.auditId ?? null}::int)
      and (${filters.methodId ?? null}::int is null or p.method_id = ${filters.methodId ?? null}::int)
    order by p.date + p.time desc, p.id desc`),
  );
  const sum = (key: 'amount' | 'vat' | 'total') => rows.reduce((s, row) => s + row[key], 0);
  return {
    ids: rows.map((row) => row.id),
    cents: { amount: sum('amount'), vat: sum('vat'), total: sum('total') },
  };
}

/** The rows of a raw statement, as both drivers answer them. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const cents = (totals: Report['totals']) => ({
  amount: Math.round(totals.amount * 100),
  vat: Math.round(totals.vat * 100),
  total: Math.round(totals.total * 100),
});

beforeAll(async () => {
  t = await startTestApp();
  seed = await seedReports(t.database);
  await seedUser(t.database, { email: 'admin@reportes.test' });
  await seedUser(t.database, {
    email: 'recepcion@reportes.test',
    role: 'receptionist',
    branchId: seed.own,
  });
  admin = await t.login('admin@reportes.test');
  staff = await t.login('recepcion@reportes.test');
}, 120_000);
afterAll(() => t.close());

describe('shoppings/getTablePayments', () => {
  it("lists the branch's payments and refunds not deleted, newest first, totalled over all of them", async () => {
    const { status, body } = await report(staff, { branchId: seed.own });
    expect(status).toBe(200);
    const expected = await oracle({});
    expect(expected.ids.length).toBeGreaterThan(4000);
    const items = body.data.tableData.items;
    expect(items.map((item) => item.id)).toEqual(expected.ids.slice(0, 50));
    expect(cents(body.data.totals)).toEqual(expected.cents);
    // The newest are the refunds of 11/05 at 18:00, negative, in that day's register.
    expect(items[0]).toMatchObject({
      kind: 'DEVOLUCION',
      date: '2031-05-11',
      time: '18:00:00',
      sale_time: expect.stringMatching(/^\d{2}:\d{2}$/) as unknown,
      salesman: { name: seed.salesman },
      audit: { id: seed.audits.day },
    });
    expect(items[0]!.total).toBeLessThan(0);
    expect(items[0]!.sale_amount).toBeGreaterThan(0);
  });

  it('narrows to a day, a register and a method, the totals with it', async () => {
    for (const filters of [
      { date: '2031-05-10' },
      { auditId: seed.audits.day },
      { date: '2031-05-09', methodId: seed.methods.card },
    ]) {
      const { body } = await report(admin, { branchId: seed.own, ...filters });
      const expected = await oracle(filters);
      expect(expected.ids.length).toBeGreaterThan(0);
      expect(body.data.tableData.items.map((item) => item.id)).toEqual(expected.ids.slice(0, 50));
      expect(cents(body.data.totals)).toEqual(expected.cents);
    }
    const none = await report(admin, { branchId: seed.own, date: '2031-06-01' });
    expect(none.body.data.tableData.total_items).toBe(0);
    expect(none.body.data.totals).toEqual({ amount: 0, vat: 0, total: 0 });
  });

  it('needs a branch: validations.branch on filters.branchId, in the caller’s language', async () => {
    const es = await report(staff, {});
    expect(es.status).toBe(400);
    expect(es.body.data).toMatchObject({
      errors: [{ field: 'filters.branchId', message: 'Es necesario ingresar una sucursal' }],
    });
    const en = await report(admin, {}, { 'accept-language': 'en' });
    expect(en.body.data).toMatchObject({
      errors: [{ field: 'filters.branchId', message: 'A branch is required' }],
    });
    for (const url of ['/api/shoppings/getCsv', '/api/audit/getOptionByDate']) {
      const body = url.endsWith('getCsv') ? { filters: {} } : { date: '2031-05-10' };
      const { status, body: answer } = await t.call(
        url.startsWith('/api/audit') ? 'POST' : 'POST',
        url,
        {
          token: staff,
          body,
        },
      );
      expect(status).toBe(400);
      expect(answer.data).toMatchObject({
        errors: [{ message: 'Es necesario ingresar una sucursal' }],
      });
    }
  });
});

describe("another branch's reports, files and registers", () => {
  const calls = (branchId: number) =>
    [
      ['/api/shoppings/getTablePayments', { filters: { branchId } }],
      ['/api/shoppings/getCsv', { filters: { branchId } }],
      ['/api/shoppings/getSalesCsv', { filters: { branchId } }],
      ['/api/audit/getCsv', { filters: { branchId } }],
      ['/api/audit/getOptionByDate', { branchId, date: '2031-05-10' }],
    ] as const;

  /** The status alone: a CSV answers a file, not an envelope. */
  const statusOf = async (token: string, url: string, payload: object) =>
    (
      await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload,
      })
    ).statusCode;

  it('are refused to branch staff (403) and open to the administrator', async () => {
    for (const [url, body] of calls(seed.other)) {
      expect(await statusOf(staff, url, body), url).toBe(403);
      expect(await statusOf(admin, url, body), url).toBe(200);
    }
    for (const [url, body] of calls(seed.own)) {
      expect(await statusOf(staff, url, body), url).toBe(200);
    }
  });

  it("never hold the other branch's rows, even without a branch filter", async () => {
    const { body } = await t.call<{ tableData: { items: { branchId: number }[] } }>(
      'POST',
      '/api/shoppings/getTable',
      { token: staff, body: { rowsPerPage: 50 } },
    );
    expect(body.data.tableData.items.every((sale) => sale.branchId === seed.own)).toBe(true);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/shoppings/getSalesCsv',
      headers: { authorization: `Bearer ${staff}` },
      payload: {},
    });
    const branches = new Set(
      csv.body
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[1]),
    );
    expect([...branches]).toEqual(['PROPIA']);
  });
});

describe('audit/getOptionByDate', () => {
  const options = async (date: string) => {
    const { status, body } = await t.call<{ data: AuditOption[] }>(
      'POST',
      '/api/audit/getOptionByDate',
      { token: staff, body: { branchId: seed.own, date } },
    );
    expect(status).toBe(200);
    return body.data.data.map(({ id, name }) => ({ id, name }));
  };

  it('offers the registers open on the day, named by their hours and who opened them', async () => {
    const { overnight, day, open } = seed.audits;
    const who = seed.salesman;
    expect(await options('2031-05-08')).toEqual([]);
    expect(await options('2031-05-09')).toEqual([
      { id: overnight, name: `Caja 09:00–10/05/2031 19:05 · ${who}` },
    ]);
    expect(await options('2031-05-10')).toEqual([
      { id: overnight, name: `Caja 09/05/2031 09:00–19:05 · ${who}` },
    ]);
    expect(await options('2031-05-11')).toEqual([{ id: day, name: `Caja 09:00–18:30 · ${who}` }]);
    expect(await options('2031-05-12')).toEqual([
      { id: open, name: `Caja 08:45 (abierta) · ${who}` },
    ]);
    expect(await options('2031-05-20')).toEqual([
      { id: open, name: `Caja 12/05/2031 08:45 (abierta) · ${who}` },
    ]);
  });
});

describe('csv/example', () => {
  it("is the payments CSV's header and one made-up row", async () => {
    const example = await t.app.inject({
      method: 'POST',
      url: '/api/csv/example',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(example.statusCode).toBe(200);
    expect(example.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(example.headers['content-disposition']).toMatch(
      /^attachment; filename="ejemplo-pagos\.csv"/,
    );
    expect(example.body.startsWith('\uFEFF')).toBe(true);
    const lines = example.body.slice(1).trim().split('\n');
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/shoppings/getCsv',
      headers: { authorization: `Bearer ${staff}` },
      payload: { filters: { branchId: seed.own, date: '2031-06-01' } },
    });
    expect(lines[0]).toBe(real.body.slice(1).trim());
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(',')).toEqual([
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      expect.stringMatching(/^\d{2}:\d{2}$/),
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      expect.stringMatching(/^\d{2}:\d{2}$/),
      expect.any(String),
      expect.any(String),
      expect.stringMatching(/^\d+\.\d{2}$/),
      expect.stringMatching(/^\d+\.\d{2}$/),
      expect.stringMatching(/^\d+\.\d{2}$/),
      expect.stringMatching(/^\d+\.\d{2}$/),
      'Pago',
    ]);
  });
});
