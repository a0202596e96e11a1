// `npm run bench:global-invoice`: the global invoice of a busy branch's month — BENCH_GLOBAL_SALES
// EJECUTADO sales (default 10,000) at 16, 8 and 0 % with discounts — made by invoices/createGlobal
// in this process (the XML built, sealed with the issuer's CSD, stamped by the test stamper and
// stored), then printed (invoices/getPdf); and a customer's invoice from the click to its PDF,
// BENCH_INVOICE_RUNS times. On PostgreSQL with TEST_DATABASE_URL, else PGlite. Reports wall times,
// the SQL time of the query that reads the period's uncovered sales, and the process's peak RSS.
// Writes bench/results/global-invoice.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { fiscalIssuers } from '../apps/api/src/db/schema/invoicing.schema.js';
import { invoiceCalls, seedInvoicing } from '../apps/api/src/testing/invoicing-world.js';
import { startTestApp } from '../apps/api/src/testing/test-app.js';

const SALES = Number(process.env.BENCH_GLOBAL_SALES ?? 10_000);
const RUNS = Number(process.env.BENCH_INVOICE_RUNS ?? 20);
const MONTH = { from: '2026-02-01', to: '2026-02-28' };
const RESULTS = path.join(import.meta.dirname, 'results');
const rssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const ms = (started: number) => Math.round(performance.now() - started);

const t = await startTestApp({ clock: false });
const shop = await seedInvoicing(t, 'BENCH');
const calls = invoiceCalls(t);
await t.database.db
  .update(fiscalIssuers)
  .set({ globalPeriodicity: '04' })
  .where(eq(fiscalIssuers.id, shop.issuerId));

// One sale made through the API lends the month's its patient, salesman and register.
await shop.sale();
// The month's sales, written as the API leaves them: total = round((A − A·d%)·(1 + v%), 2).
const seeded = performance.now();
await t.database.db.execute(sql`
  insert into shoppings (serial, branch_id, customer_id, salesman_id, audit_id, date, time,
    amount, discount, vat, vat_required, total, paid, status, payment_status)
  select 100000 + n, b.branch_id, b.customer_id, b.salesman_id, b.audit_id,
    date ${MONTH.from} + (n % 28), time '10:00', a.amount, d.discount, v.vat, true,
    round((a.amount - a.amount * d.discount / 100) * (100 + v.vat) / 100, 2), 0,
    'EJECUTADO', 'PENDIENTE'
  from generate_series(1, ${SALES}) as n,
    lateral (select (250 + (n * 37) % 4000)::numeric + (n % 100) / 100.0 as amount) as a,
    lateral (select (case when n % 3 = 0 then 10 when n % 7 = 0 then 7.5 else 0 end)::numeric
      as discount) as d,
    lateral (select (case when n % 10 = 0 then 0 when n % 10 = 1 then 8 else 16 end) as vat) as v,
    (select s.branch_id, s.customer_id, s.salesman_id, s.audit_id from shoppings s
      where s.branch_id = ${shop.branchId} limit 1) as b`);
const seedMs = ms(seeded);

const uncovered = sql`select count(*) from shoppings s
  left join invoice_sales c on c.shopping_id = s.id and c.active
  where s.branch_id = ${shop.branchId} and s.status = 'EJECUTADO'
    and s.date between ${MONTH.from} and ${MONTH.to} and c.shopping_id is null`;
const sqlStarted = performance.now();
await t.database.db.execute(uncovered);
const uncoveredSqlMs = ms(sqlStarted);

const rssBefore = rssMb();
const started = performance.now();
const global = await calls.createGlobal(shop.desk, shop.branchId, MONTH.from, MONTH.to);
const globalMs = ms(started);
if (global.status !== 201) throw new Error(`createGlobal answered ${global.status}`);
const invoice = global.body.data.data;
const rssAfterGlobal = rssMb();
const pdfStarted = performance.now();
const pdf = await calls.file(shop.desk, invoice.id, 'getPdf');
const pdfMs = ms(pdfStarted);

const clicks: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const sale = await shop.sale({ lines: [{ price: '1250.00' }, { price: '349.90', qty: 2 }] });
  const clicked = performance.now();
  const created = await calls.create(shop.desk, sale.saleId);
  const file = await calls.file(shop.desk, created.body.data.data.id, 'getPdf');
  if (created.status !== 201 || file.statusCode !== 200) throw new Error('an invoice failed');
  clicks.push(ms(clicked));
}
clicks.sort((a, b) => a - b);
const result = {
  engine: t.database.engine,
  sales: SALES,
  seedMs,
  uncoveredSqlMs,
  global: {
    wallMs: globalMs,
    concepts: invoice.period?.sales,
    total: invoice.total,
    xmlBytes: (await calls.file(shop.desk, invoice.id, 'getXml')).rawPayload.length,
    rssBeforeMb: rssBefore,
    peakRssAfterMb: rssAfterGlobal,
  },
  globalPdf: { wallMs: pdfMs, bytes: pdf.rawPayload.length, peakRssMb: rssMb() },
  clickToPdf: {
    runs: RUNS,
    p50Ms: clicks[Math.floor(RUNS / 2)],
    p95Ms: clicks[Math.min(RUNS - 1, Math.floor(RUNS * 0.95))],
    maxMs: clicks.at(-1),
  },
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(RESULTS, { recursive: true });
writeFileSync(path.join(RESULTS, 'global-invoice.json'), JSON.stringify(result, null, 2));
await t.close();
