import { sql } from 'drizzle-orm';
import { REPORT_LABELS } from '@iris/domain/reports/report-labels';
import { sales } from '../../db/schema/sales.schema.js';
import type { CsvSpec } from '../../lib/table/table-csv.js';
import { salesFileName } from './report-file-names.repository.js';

const cancelled = sql`(${sales.status} = 'CANCELADO')`;
const unlessCancelled = (column: typeof sales.total) =>
  sql<string>`case when not ${cancelled} then ${column} end`;

/**
 * The sales report's totals row (`data.totals` of shoppings/getTable), over every filtered sale:
 * what was sold and is owed counts no cancelled sale (docs/rules.md); those are counted apart, how many
 * and for how much.
 */
export const saleTotals = {
  amount: unlessCancelled(sales.amount),
  total: unlessCancelled(sales.total),
  paid: unlessCancelled(sales.paid),
  remaining: sales.remaining,
  cancelledCount: sql<string>`${cancelled}::int`,
  cancelledTotal: sql<string>`case when ${cancelled} then ${sales.total} end`,
};

/** What the sales CSV reads of a row of the sales table. */
interface SaleCsvRow {
  serial: number;
  branchName: string | null;
  customerName: string;
  date: string;
  time: string;
  salesmanName: string;
  amount: string;
  discount: string;
  vat: number;
  total: string;
  paid: string;
  remaining: string;
  status: string;
  paymentStatus: string;
}

/**
 * POST shoppings/getSalesCsv (docs/api.md): the sales table of shoppings/getTable, for the same
 * filters and order, as the sales report downloads it. Statuses as staff read them on screen.
 */
export const salesCsv: CsvSpec<SaleCsvRow> = {
  path: 'getSalesCsv',
  filename: salesFileName,
  columns: (lang) => {
    const words = REPORT_LABELS[lang].sales;
    return [
      { header: words.serial, text: (row) => row.serial },
      { header: words.branch, text: (row) => row.branchName },
      { header: words.customer, text: (row) => row.customerName },
      { header: words.date, date: (row) => row.date },
      { header: words.time, time: (row) => row.time },
      { header: words.salesman, text: (row) => row.salesmanName },
      { header: words.amount, money: (row) => row.amount },
      { header: words.discount, money: (row) => row.discount },
      { header: words.vat, text: (row) => row.vat },
      { header: words.total, money: (row) => row.total },
      { header: words.paid, money: (row) => row.paid },
      { header: words.remaining, money: (row) => row.remaining },
      { header: words.status, text: (row) => row.status },
      { header: words.paymentStatus, text: (row) => row.paymentStatus },
    ];
  },
};
