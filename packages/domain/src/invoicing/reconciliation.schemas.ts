import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { dateField, idField } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { INVOICE_STATUSES } from './invoice.schemas.js';

/**
 * What the month's reconciliation finds missing (docs/rules.md, Invoicing, Reconciliation), in the
 * order it lists them: an executed sale without a valid CFDI, one with more than one, a payment of
 * a PPD invoice without its complement, a refund of an invoiced sale without its credit note.
 */
export const RECONCILIATION_KINDS = [
  'SIN_CFDI',
  'CFDI_DUPLICADO',
  'PAGO_SIN_COMPLEMENTO',
  'DEVOLUCION_SIN_NOTA',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

/** How many missing items the answer lists (every one is counted, and the CSV holds them all). */
export const RECONCILIATION_LIST_LIMIT = 500;

/**
 * docs/api.md invoices/getReconciliation and getReconciliationCsv: one branch (branch staff: their
 * own, whether given or not) or, for super_admin without one, every branch; the days from–to,
 * both included, the current month unless given (one of them given: its month).
 */
export const reconciliationQuerySchema = z
  .object({
    branchId: idField().nullable().optional(),
    from: dateField().nullable().optional(),
    to: dateField().nullable().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: m('endAfterStart'),
    path: ['to'],
  });
export type ReconciliationQuery = z.input<typeof reconciliationQuerySchema>;

const sum = z.object({ count: z.number(), total: z.number() });

/**
 * The period's figures, each summed by the database: its executed sales (by their day), and the
 * valid CFDIs issued in it (by their Fecha): invoices (ingresos), credit notes (egresos), payment
 * complements with what their payments took, and the IVA trasladado per rate, the credit notes'
 * taken off.
 */
export const reconciliationTotalsSchema = z.object({
  sales: sum,
  income: sum,
  creditNotes: sum,
  complements: z.object({ count: z.number(), paid: z.number() }),
  vat: z.object({
    base: z.number(),
    amount: z.number(),
    /** TasaOCuota as the CFDI writes it ('0.160000'), highest first. */
    byRate: z.array(z.object({ rate: z.string(), base: z.number(), amount: z.number() })),
  }),
});
export type ReconciliationTotals = z.infer<typeof reconciliationTotalsSchema>;

/**
 * A thing missing: its sale; the payment or refund it is about (a refund: the sale's refunds of
 * the period, summed, the latest named); the CFDI it concerns (the PPD invoice whose complement is
 * missing, the invoice the credit note relates to, the extra CFDI); and what mends it, in words.
 */
export const reconciliationItemSchema = z.object({
  kind: z.enum(RECONCILIATION_KINDS),
  branch: refSchema,
  shopping: z.object({ id: z.number(), serial: z.number(), date: z.string(), total: z.number() }),
  payment: z.object({ id: z.number(), date: z.string(), total: z.number() }).nullable(),
  invoice: z
    .object({
      id: z.number(),
      series: z.string(),
      folio: z.number(),
      uuid: z.string(),
      status: z.enum(INVOICE_STATUSES),
    })
    .nullable(),
  action: z.string(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

export const reconciliationSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  /** The branch reconciled; null: every branch. */
  branch: refSchema.nullable(),
  totals: reconciliationTotalsSchema,
  /** Every missing item, counted, and by kind. */
  missingCount: z.number(),
  missingByKind: z.object({
    SIN_CFDI: z.number(),
    CFDI_DUPLICADO: z.number(),
    PAGO_SIN_COMPLEMENTO: z.number(),
    DEVOLUCION_SIN_NOTA: z.number(),
  }),
  /** The first RECONCILIATION_LIST_LIMIT of them, by branch, sale day and folio. */
  missing: z.array(reconciliationItemSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
