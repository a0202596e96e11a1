import { and, eq, sql } from 'drizzle-orm';
import { validationMessage } from '@iris/domain/i18n/validation-key';
import { invoices, invoiceSales } from '../../db/schema/invoices.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { paymentDeleted, paymentTaken, type SalePayment } from '../sales/payment-hooks.js';
import { saleCancelled } from '../sales/sale-execution.js';
import { ppdInvoiceOf } from './complement.js';
import { enqueueComplement, enqueueComplementCancel, enqueueCreditNote } from './later-cfdi.job.js';

/**
 * The CFDI that covers a sale now (its own or a global one, stamped or being stamped), or
 * undefined. Read with the sale locked by the caller.
 */
export async function coveringInvoice({ db }: ResourceContext, saleId: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      uuid: invoices.uuid,
      status: invoices.status,
      global: invoices.global,
      series: invoices.series,
      folio: invoices.folio,
      // The SAT cancels a CFDI only within its fiscal year (the clinic's calendar year).
      pastItsYear: sql<boolean>`extract(year from ${invoices.issuedAt}) < extract(year from now())`,
    })
    .from(invoiceSales)
    .innerJoin(invoices, eq(invoices.id, invoiceSales.invoiceId))
    .where(and(eq(invoiceSales.saleId, saleId), eq(invoiceSales.active, true)));
  return row;
}

/**
 * docs/rules.md, Cancellation: a sale with a valid CFDI is not cancelled until that CFDI is; the
 * error names it (the screen offers to cancel both in one step), and says what is next: cancel it,
 * or wait for the receiver's answer to the cancellation already asked (EN_PROCESO). A CFDI of an
 * earlier fiscal year can no longer be cancelled: the sale is, and the queue issues its credit
 * note (Credit note).
 */
async function refuseCancelWhileInvoiced(context: ResourceContext, saleId: number) {
  const invoice = await coveringInvoice(context, saleId);
  if (!invoice) return;
  if (invoice.pastItsYear && invoice.status !== 'TIMBRANDO') {
    await enqueueCreditNote(context.db, { saleId });
    return;
  }
  throw new AppError('invoice_active', {
    invoice: { id: invoice.id, uuid: invoice.uuid, global: invoice.global, status: invoice.status },
    folio: `${invoice.series}-${invoice.folio}`,
    uuid: invoice.uuid ?? '',
    next: validationMessage(
      invoice.status === 'EN_PROCESO' ? 'invoiceCancelWaiting' : 'invoiceStillValid',
    ),
  });
}

/** docs/rules.md, Payment complement: a payment of a stamped PPD invoice gets its complement. */
async function complementPayment(context: ResourceContext, payment: SalePayment) {
  const invoice = await ppdInvoiceOf(context, payment.saleId);
  if (invoice?.uuid) await enqueueComplement(context.db, payment);
}

/** A deleted payment's complement, when it has one, is cancelled by the queue. */
async function cancelPaymentComplement(context: ResourceContext, payment: SalePayment) {
  const [complement] = await context.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.paymentId, payment.paymentId), sql`${invoices.status} <> 'FALLIDA'`));
  if (complement) await enqueueComplementCancel(context.db, payment);
}

export function registerInvoicingHooks() {
  saleCancelled.register(refuseCancelWhileInvoiced);
  paymentTaken.register(complementPayment);
  paymentDeleted.register(cancelPaymentComplement);
}
