import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { dateField, MAX_ID } from '../common/fields.js';
import { idFilter } from '../common/table.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { PAYMENT_KINDS } from '../sales/payment.schemas.js';

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';
const branchError = {
  error: (issue: { input?: unknown }) => (isEmpty(issue.input) ? m('branch') : m('numeric')),
};

/**
 * docs/spec.md §5: the payments report needs a branch before searching or downloading; without one the
 * answer is validations.branch ("Es necesario ingresar una sucursal") on the field, not "required".
 */
export const requiredBranchId = () =>
  z
    .union(
      [
        z.number(branchError),
        z
          .string(branchError)
          .regex(/^\d{1,15}$/, branchError)
          .transform(Number),
      ],
      branchError,
    )
    .pipe(
      z
        .number()
        .int(m('integer'))
        .min(1, m('minValue', { min: 1 }))
        .max(MAX_ID, m('maxValue', { max: MAX_ID })),
    );

/** docs/api.md shoppings/getTablePayments and shoppings/getCsv. */
export const paymentsReportFilters = {
  branchId: requiredBranchId(),
  /** The day the payments were taken (YYYY-MM-DD); absent: every day. */
  date: dateField().optional(),
  auditId: idFilter(),
  methodId: idFilter(),
};

/**
 * A row of the payments report: a payment or a refund (negative, `kind` DEVOLUCION) that is not
 * deleted, with its sale. `sale_amount` is the sale's total; `amount`, `vat` and `total` are the
 * payment's. Times as docs/api.md writes them: the sale's as typed (HH:mm), the payment's as
 * generated (HH:mm:ss).
 */
export const paymentsReportItemSchema = z.object({
  id: z.number(),
  kind: z.enum(PAYMENT_KINDS),
  serial: z.number(),
  shopping: z.object({ id: z.number(), serial: z.number() }),
  sale_date: z.string(),
  sale_time: z.string(),
  date: z.string(),
  time: z.string(),
  method: refSchema,
  salesman: refSchema,
  audit: z.object({ id: z.number() }),
  sale_amount: z.number(),
  amount: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type PaymentsReportItem = z.infer<typeof paymentsReportItemSchema>;

/** The report's totals row: the sums over every payment the filters match (not only the page). */
export interface PaymentsReportTotals {
  amount: number;
  vat: number;
  total: number;
}

/** docs/api.md audit/getOptionByDate: the audits of a branch open on a day, for the report's filter. */
export const auditOptionsQuerySchema = z.object({
  branchId: requiredBranchId(),
  date: dateField(),
});

/** An audit of audit/getOptionByDate: `{id, name}` as options are, and its status. */
export const auditOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(['ABIERTA', 'CERRADA']),
});
export type AuditOption = z.infer<typeof auditOptionSchema>;
