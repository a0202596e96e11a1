import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Receptor, TasaOCuota, Traslado } from '@iris/domain/invoicing/cfdi/comprobante';
import { paymentComprobante, paymentTaxes } from '@iris/domain/invoicing/cfdi/pagos';
import type { SatPaymentForm } from '@iris/domain/invoicing/sat-payment-forms';
import type { SatRegime } from '@iris/domain/invoicing/sat-regimes';
import { paymentMethods } from '../../db/schema/catalogue.schema.js';
import { invoices, invoiceTaxes } from '../../db/schema/invoices.schema.js';
import { payments, sales } from '../../db/schema/sales.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { readCfdi } from './cfdi-read.js';
import { sealAndKeep, signerOfBranch } from './invoice-seal.js';

/*
 * docs/rules.md, Payment complement: every payment of a PPD invoice taken after it was stamped
 * gets one CFDI tipo P (Pagos 2.0), sealed by the queue in the order the payments were taken.
 */

/** A CFDI that still counts before the SAT: stamped and not cancelled. */
export const VALID_STATUSES = ['VIGENTE', 'EN_PROCESO', 'RECHAZADA'] as const;

/** The sale's valid PPD invoice of its own (a global one is PUE), or undefined. */
export async function ppdInvoiceOf({ db }: ResourceContext, saleId: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      branchId: invoices.branchId,
      customerId: invoices.customerId,
      series: invoices.series,
      folio: invoices.folio,
      uuid: invoices.uuid,
      total: invoices.total,
      xml: invoices.xml,
      stampedAt: invoices.stampedAt,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.saleId, saleId),
        eq(invoices.kind, 'I'),
        eq(invoices.paymentMethod, 'PPD'),
        inArray(invoices.status, [...VALID_STATUSES]),
      ),
    );
  return row;
}

type PpdInvoice = NonNullable<Awaited<ReturnType<typeof ppdInvoiceOf>>>;

/** The invoice's IVA per rate, as it was sealed: the DoctoRelacionado's taxes are shares of it. */
async function trasladosOf({ db }: ResourceContext, invoiceId: number): Promise<Traslado[]> {
  const rows = await db
    .select({ rate: invoiceTaxes.rate, base: invoiceTaxes.base, amount: invoiceTaxes.amount })
    .from(invoiceTaxes)
    .where(eq(invoiceTaxes.invoiceId, invoiceId))
    .orderBy(sql`${invoiceTaxes.rate} desc`);
  return rows.map((row) => ({
    Base: row.base,
    Impuesto: '002',
    TipoFactor: 'Tasa',
    TasaOCuota: row.rate as TasaOCuota,
    Importe: row.amount,
  }));
}

/**
 * The payments of the invoice's sale taken after its stamp that have no complement yet, in the
 * order they were taken, each with what was owed before it: the sale's total (the invoice's, to
 * the cent) less every payment before it, a deposit taken before the invoice included.
 */
function paymentsWithoutComplement({ db }: ResourceContext, saleId: number, invoice: PpdInvoice) {
  const earlier = sql`(select coalesce(sum(q.total), 0) from ${payments} q
    where q.shopping_id = ${payments.saleId} and q.kind = 'PAGO' and q.deleted_at is null
      and q.id < ${payments.id})`;
  return db
    .select({
      id: payments.id,
      total: payments.total,
      owedBefore: sql<string>`(${invoice.total}::numeric - ${earlier})::text`,
      paidAt: sql<string>`to_char(${payments.date} + ${payments.time}, 'YYYY-MM-DD"T"HH24:MI:SS')`,
      form: paymentMethods.satPaymentForm,
      method: paymentMethods.name,
    })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(
      and(
        eq(payments.saleId, saleId),
        eq(payments.kind, 'PAGO'),
        sql`${payments.deletedAt} is null`,
        sql`${payments.createdAt} > ${invoice.stampedAt}`,
        sql`not exists (select 1 from ${invoices} c
          where c.payment_id = ${payments.id} and c.status <> 'FALLIDA')`,
      ),
    )
    .orderBy(asc(payments.id));
}

/** How many payments of the invoice its complements have reported: the next is one more. */
async function parcialidadesOf({ db }: ResourceContext, saleId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.saleId, saleId),
        eq(invoices.kind, 'P'),
        sql`${invoices.status} not in ('FALLIDA', 'CANCELADA')`,
      ),
    );
  return row?.count ?? 0;
}

/**
 * Seals the complements the sale's PPD invoice still lacks, in the caller's transaction with the
 * sale locked (two jobs at once seal each payment once, numbered in order). Answers their ids.
 */
export async function sealComplements(
  app: FastifyInstance,
  context: ResourceContext,
  saleId: number,
): Promise<number[]> {
  // The sale locked, as taking or deleting one of its payments locks it: a payment deleted while
  // this runs is either seen deleted here or finds its complement made (and cancels it).
  await context.db.select({ id: sales.id }).from(sales).where(eq(sales.id, saleId)).for('update');
  const invoice = await ppdInvoiceOf(context, saleId);
  if (!invoice?.xml || !invoice.uuid) return [];
  const waiting = await paymentsWithoutComplement(context, saleId, invoice);
  if (waiting.length === 0) return [];
  const signer = await signerOfBranch(app, context, invoice.branchId);
  const traslados = await trasladosOf(context, invoice.id);
  const { receptor } = readCfdi(invoice.xml);
  let parcialidad = await parcialidadesOf(context, saleId);
  const sealed: number[] = [];
  for (const payment of waiting) {
    if (!payment.form || payment.form === '99') {
      throw new AppError('invoice_data_missing', {
        detail: `el método de pago ${payment.method} no tiene forma de pago del SAT (Métodos de pago).`,
      });
    }
    parcialidad += 1;
    const paid = {
      fechaPago: payment.paidAt,
      formaDePagoP: payment.form as SatPaymentForm,
      invoice: {
        uuid: invoice.uuid,
        serie: invoice.series,
        folio: String(invoice.folio),
        total: invoice.total,
        traslados,
      },
      numParcialidad: parcialidad,
      impSaldoAnt: payment.owedBefore,
      impPagado: payment.total,
    };
    const receiver: Receptor = {
      Rfc: receptor.rfc,
      Nombre: receptor.nombre,
      DomicilioFiscalReceptor: receptor.domicilioFiscalReceptor,
      RegimenFiscalReceptor: receptor.regimenFiscalReceptor as SatRegime,
      UsoCFDI: 'CP01',
    };
    sealed.push(
      await sealAndKeep(context, signer, {
        branchId: invoice.branchId,
        saleIds: [],
        saleId,
        paymentId: payment.id,
        customerId: invoice.customerId,
        related: [],
        document: (header) => ({
          comprobante: paymentComprobante(header, receiver, paid),
          rfc: receiver.Rfc,
          name: receiver.Nombre,
          cfdiUse: receiver.UsoCFDI,
          paymentMethod: '',
          paymentForm: payment.form ?? '',
          subtotal: '0.00',
          discount: '0.00',
          vat: '0.00',
          total: '0.00',
          taxes: paymentTaxes(paid),
        }),
      }),
    );
  }
  return sealed;
}
