import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { dateField, emailField, idField, relation } from '../common/fields.js';
import { idFilter } from '../common/table.js';

/** docs/rules.md, Invoicing: a CFDI's status follows the SAT's answer. */
export const INVOICE_STATUSES = ['VIGENTE', 'EN_PROCESO', 'CANCELADA', 'RECHAZADA'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** The statuses of a CFDI that still covers its sales: any but CANCELADA. */
export const VALID_INVOICE_STATUSES = ['VIGENTE', 'EN_PROCESO', 'RECHAZADA'] as const;

export const INVOICE_KINDS = ['I', 'E', 'P'] as const;

/**
 * The SAT's cancellation reasons: 01 with errors and a replacement (issued first, related with
 * TipoRelacion 04), 02 with errors and no relation, 03 the operation did not happen, 04 a
 * nominative operation that a global invoice included.
 */
export const CANCEL_REASONS = ['01', '02', '03', '04'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** docs/api.md invoices/create: the customer's invoice of an EJECUTADO sale. */
export const createInvoiceSchema = z.object({
  shopping: relation(),
  /** Absent or null: the customer's own CFDI use. */
  cfdiUse: z.string().trim().min(1).max(4).nullable().optional(),
  /** The patient who asks for it, when the sale was made to PÚBLICO EN GENERAL. */
  customer: relation().nullable().optional(),
});
export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;

/** docs/api.md invoices/createGlobal: a closed period's global invoice of a branch. */
export const createGlobalInvoiceSchema = z.object({
  branch: relation(),
  from: dateField(),
  to: dateField(),
});
export type CreateGlobalInvoiceInput = z.input<typeof createGlobalInvoiceSchema>;

export const cancelInvoiceSchema = z.object({
  id: idField(),
  reason: z.enum(CANCEL_REASONS),
  replacement: relation().nullable().optional(),
});
export type CancelInvoiceInput = z.input<typeof cancelInvoiceSchema>;

export const sendInvoiceSchema = z.object({ email: emailField().nullable().optional() });

export const invoiceFilters = {
  branchId: idFilter(),
  kind: z.enum(INVOICE_KINDS).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  from: dateField().optional(),
  to: dateField().optional(),
  customerId: idFilter(),
  shoppingId: idFilter(),
  global: z.boolean().optional(),
};

export const invoiceSchema = z.object({
  id: z.number(),
  kind: z.enum(INVOICE_KINDS),
  series: z.string(),
  folio: z.number(),
  uuid: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** ISO instants. */
  issuedAt: z.string(),
  stampedAt: z.string(),
  branch: refSchema,
  customer: refSchema.nullable(),
  rfc: z.string(),
  name: z.string(),
  shopping: z.object({ id: z.number(), serial: z.number() }).nullable(),
  global: z.boolean(),
  subtotal: z.number(),
  discount: z.number(),
  vat: z.number(),
  total: z.number(),
  /** Null for a payment complement (P), which has no MetodoPago. */
  paymentMethod: z.enum(['PUE', 'PPD']).nullable(),
  paymentForm: z.string(),
  cfdiUse: z.string(),
  /** False: stamped by the built-in test stamper, without value before the SAT. */
  production: z.boolean(),
  /** A payment complement's payment: what it reports as paid (its own Total is 0). */
  payment: z.object({ id: z.number(), total: z.number() }).nullable(),
  related: z.array(z.object({ id: z.number(), uuid: z.string(), relation: z.string() })),
  /**
   * Whether its cancellation waits for the receiver's acceptance (up to 3 business days): an
   * ingreso above $1,000.00 to a receiver of its own (cancel-acceptance.ts), said before asking.
   */
  cancelNeedsAcceptance: z.boolean(),
  /** A global invoice's sales (period and how many); null for a customer's. */
  period: z.object({ from: z.string(), to: z.string(), sales: z.number() }).nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `shoppings/get/{id}`'s `invoice`: the CFDI that covers the sale, or null. */
export const saleInvoiceSchema = z
  .object({
    id: z.number(),
    uuid: z.string(),
    status: z.enum(INVOICE_STATUSES),
    global: z.boolean(),
    /**
     * False once its fiscal year is over: the SAT no longer cancels it, and cancelling the sale
     * issues a credit note instead (docs/rules.md, Credit note).
     */
    cancellable: z.boolean(),
  })
  .nullable();
