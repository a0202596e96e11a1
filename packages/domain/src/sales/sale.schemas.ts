import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { dateField, idField, relation, timeField, wholeNumber } from '../common/fields.js';
import { moneyField } from '../common/money.js';
import { idFilter, searchFilter } from '../common/table.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { saleInvoiceSchema } from '../invoicing/invoice.schemas.js';
import { paymentStatus } from './payment-status.js';
import { saleStatus } from './sale-status.js';

/** docs/spec.md §9: the VAT of a sale (and of a customer), in percent. */
export const SALE_VATS = [0, 8, 16] as const;
export type SaleVat = (typeof SALE_VATS)[number];

/** docs/rules.md, Access: only they change the price of a sale's line (the stock's price otherwise). */
export const SALE_PRICE_ROLES = ['super_admin', 'doctor'] as const;

const vatField = () =>
  z.union([z.literal(0), z.literal(8), z.literal(16)], { error: () => m('oneOf') });

/** A discount in percent: 0 to 100, with up to two decimals, as exact decimal text. */
export const discountField = () =>
  // Canonical text ('12.50'): at most two whole digits, or exactly 100.00; no float.
  moneyField('percent').refine((value) => /^(\d{1,2}\.\d\d|100\.00)$/.test(value), m('percent'));

/**
 * docs/api.md shoppings/create: discount, vat and vat_required may be left out (or null): the sale then
 * takes no discount and the customer's VAT (docs/rules.md); vat_required false means VAT 0.
 */
const saleTerms = {
  discount: discountField().nullable().optional(),
  vat: vatField().nullable().optional(),
  vat_required: z.boolean().nullable().optional(),
};

export const createSaleSchema = z.object({
  customer: relation(),
  /** The customer's branch; a branch's staff may leave it out (their own). */
  branch: relation().nullable().optional(),
  date: dateField(),
  time: timeField(),
  ...saleTerms,
});
export type CreateSaleInput = z.input<typeof createSaleSchema>;

/** While NUEVO: its date, time, discount and VAT (the customer stays). */
export const updateSaleSchema = z.object({
  id: idField(),
  date: dateField().optional(),
  time: timeField().optional(),
  ...saleTerms,
});
export type UpdateSaleInput = z.input<typeof updateSaleSchema>;

/** The "Nueva venta" dialog. */
export const saleFormSchema = z.object({
  customer: relation(),
  date: dateField(),
  time: timeField(),
});
export type SaleFormValues = z.output<typeof saleFormSchema>;

/** docs/spec.md §4's filter values of the payment status. */
export const PAYMENT_FILTERS = {
  ALL: null,
  PAID: 'PAGADO',
  PARTIAL: 'ABONADO',
  PENDING: 'PENDIENTE',
} as const;
export type PaymentFilter = keyof typeof PAYMENT_FILTERS;

export const saleFilters = {
  ...searchFilter,
  branchId: idFilter(),
  customerId: idFilter(),
  salesmanId: idFilter(),
  auditId: idFilter(),
  status: z.enum(saleStatus.states).optional(),
  paymentStatus: z.enum(['ALL', 'PAID', 'PARTIAL', 'PENDING']).optional(),
  from: dateField().optional(),
  to: dateField().optional(),
};

export const saleSchema = z.object({
  id: z.number(),
  serial: z.number(),
  branch: refSchema,
  branchId: z.number(),
  customer: refSchema,
  customerId: z.number(),
  salesman: refSchema,
  audit: z.object({ id: z.number() }),
  date: z.string(),
  time: z.string(),
  amount: z.number(),
  discount: z.number(),
  vat: z.number(),
  vat_required: z.boolean(),
  total: z.number(),
  paid: z.number(),
  remaining: z.number(),
  status: z.enum(saleStatus.states),
  paymentStatus: z.enum(paymentStatus.states),
  /** How many lines it has. */
  lines: z.number(),
  /** The stamped CFDI that covers it (its own or a global one), or null. */
  invoice: saleInvoiceSchema,
});
export type Sale = z.infer<typeof saleSchema>;

const lineFields = {
  product: relation(),
  qty: wholeNumber(1, 100_000),
  /** Absent or null: the stock's price. Another price is for doctor and super_admin. */
  price: moneyField().nullable().optional(),
};

/** docs/api.md shopping-details/create. */
export const createSaleLineSchema = z.object({ shopping: relation(), ...lineFields });
export type CreateSaleLineInput = z.input<typeof createSaleLineSchema>;

export const updateSaleLineSchema = z.object({ id: idField(), ...lineFields });
export type UpdateSaleLineInput = z.input<typeof updateSaleLineSchema>;

/** The add-line dialog's own fields. */
export const saleLineFormSchema = z.object({
  qty: lineFields.qty,
  price: lineFields.price,
});
export type SaleLineFormValues = z.output<typeof saleLineFormSchema>;

export const saleLineFilters = { shoppingId: idField() };

export const saleLineSchema = z.object({
  id: z.number(),
  product: refSchema,
  product_name: z.string(),
  qty: z.number(),
  price: z.number(),
  amount: z.number(),
  shopping: z.object({ id: z.number() }),
  shoppingId: z.number(),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

/**
 * POST shoppings/getProducts: the sellable products of a sale (docs/spec.md §3): stock > 0 in its
 * branch's default storage, at that stock's price; answered as stock/getProductsByStorage does.
 */
export const sellableQuerySchema = z.object({
  shopping: relation(),
  search: z.string().trim().max(100).optional(),
  categoryId: idFilter(),
});
