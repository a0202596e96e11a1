import { and, eq } from 'drizzle-orm';
import { validationMessage } from '@iris/domain/i18n/validation-key';
import { invoices, invoiceSales } from '../../db/schema/invoices.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { saleCancelled } from '../sales/sale-execution.js';

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
    })
    .from(invoiceSales)
    .innerJoin(invoices, eq(invoices.id, invoiceSales.invoiceId))
    .where(and(eq(invoiceSales.saleId, saleId), eq(invoiceSales.active, true)));
  return row;
}

/**
 * docs/rules.md, Cancellation: a sale with a valid CFDI is not cancelled until that CFDI is; the
 * error names it (the screen offers to cancel both in one step), and says what is next: cancel it,
 * or wait for the receiver's answer to the cancellation already asked (EN_PROCESO).
 */
async function refuseCancelWhileInvoiced(context: ResourceContext, saleId: number) {
  const invoice = await coveringInvoice(context, saleId);
  if (!invoice) return;
  throw new AppError('invoice_active', {
    invoice: { id: invoice.id, uuid: invoice.uuid, global: invoice.global, status: invoice.status },
    folio: `${invoice.series}-${invoice.folio}`,
    uuid: invoice.uuid ?? '',
    next: validationMessage(
      invoice.status === 'EN_PROCESO' ? 'invoiceCancelWaiting' : 'invoiceStillValid',
    ),
  });
}

export function registerInvoicingHooks() {
  saleCancelled.register(refuseCancelWhileInvoiced);
}
