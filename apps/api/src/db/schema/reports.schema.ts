import { date, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * The payments report's totals kept summed (migration 0026): one row per branch, day, register,
 * method and kind of the payments not deleted, with their count and sums. Triggers on `payments`
 * keep it in the same transaction as every insert, update and delete of a payment, whatever code
 * writes it (the recipe, a sale's cancel, seeds, the benches), so that the report's totals for a
 * branch sum a few hundred of these rows instead of every payment of every day. Derived rows: no
 * foreign keys (each key is a payment's, which has them), and nothing but the triggers writes it.
 */
export const paymentTotals = pgTable(
  'payment_totals',
  {
    /** The branch of the payment's sale: the one the report filters on and the scope reaches. */
    branchId: integer('branch_id').notNull(),
    date: date('date').notNull(),
    auditId: integer('audit_id').notNull(),
    methodId: integer('method_id').notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    payments: integer('payments').notNull(),
    // Sums of numeric(12, 2) columns: exact, with room for a chain's years of them.
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 18, scale: 2 }).notNull(),
    total: numeric('total', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.date, t.auditId, t.methodId, t.kind] })],
);
