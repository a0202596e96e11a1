import type { Database } from '../db/client.js';
import { payments, sales } from '../db/schema/sales.schema.js';

type Db = Pick<Database, 'db'>;

/** A day `n` days before `day` (YYYY-MM-DD), on the calendar. */
export function daysBefore(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

/** A small deterministic generator (mulberry32): the same history on every run. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) % below;
  };
}

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A sale's status and its payment status: a cancelled sale owes nothing (docs/rules.md). */
const statuses = (status: 'NUEVO' | 'EJECUTADO' | 'CANCELADO') => ({
  status,
  paymentStatus: status === 'CANCELADO' ? 'CANCELADO' : 'PENDIENTE',
});

export interface HistoryOptions {
  branchId: number;
  auditId: number;
  customerId: number;
  userId: number;
  methods: number[];
  /** The last day of the history, and how many days back it goes (beyond the charts' window). */
  day: string;
  days: number;
  seed: number;
  firstSerial: number;
}

/**
 * Sales and payments of a branch on every day of a span, as the dashboard must count them: some
 * cancelled, payments by several methods (some on a later day than their sale, one a day after
 * `day`), refunds and deleted payments. Inserted as rows: the rules of the API are not what the
 * dashboard is tested on.
 */
export async function seedSalesHistory(database: Db, options: HistoryOptions): Promise<number> {
  const random = randomFrom(options.seed);
  const saleRows: (typeof sales.$inferInsert)[] = [];
  for (let back = options.days - 1; back >= 0; back--) {
    const date = daysBefore(options.day, back);
    for (let i = random(4); i > 0; i--) {
      const total = 1 + random(500_000);
      saleRows.push({
        serial: options.firstSerial + saleRows.length,
        branchId: options.branchId,
        customerId: options.customerId,
        salesmanId: options.userId,
        auditId: options.auditId,
        date,
        time: `${String(9 + random(10)).padStart(2, '0')}:${String(random(60)).padStart(2, '0')}`,
        amount: money(total),
        total: money(total),
        ...statuses(random(10) === 0 ? 'CANCELADO' : random(5) === 0 ? 'NUEVO' : 'EJECUTADO'),
      });
    }
  }
  if (saleRows.length === 0) return 0;
  const inserted = await database.db
    .insert(sales)
    .values(saleRows)
    .returning({ id: sales.id, date: sales.date, total: sales.total });

  const rows: (typeof payments.$inferInsert)[] = [];
  for (const sale of inserted) {
    const total = Number(sale.total.replace('.', ''));
    for (let i = random(3); i > 0; i--) {
      const cents = 1 + random(Math.max(1, Math.floor(total / 2)));
      const refund = random(8) === 0;
      const amount = money(refund ? -cents : cents);
      rows.push({
        saleId: sale.id,
        auditId: options.auditId,
        methodId: options.methods[random(options.methods.length)]!,
        kind: refund ? 'DEVOLUCION' : 'PAGO',
        amount,
        vatRate: '0',
        vat: '0',
        total: amount,
        // Mostly the sale's day; now and then a day or two later (past `day` included).
        date: daysBefore(sale.date, -random(3) * (random(3) === 0 ? 1 : 0)),
        time: '12:00',
        createdBy: options.userId,
        deletedAt: random(10) === 0 ? new Date() : null,
        deletedBy: null,
      });
    }
  }
  if (rows.length > 0) await database.db.insert(payments).values(rows);
  return saleRows.length;
}
