import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { creditNoteComprobante } from '@iris/domain/invoicing/cfdi/credit-note';
import { publicoEnGeneral, type Receptor } from '@iris/domain/invoicing/cfdi/comprobante';
import { cfdiUsesFor } from '@iris/domain/invoicing/sat-cfdi-uses';
import type { SatPaymentForm } from '@iris/domain/invoicing/sat-payment-forms';
import type { SatRegime } from '@iris/domain/invoicing/sat-regimes';
import { paymentMethods } from '../../db/schema/catalogue.schema.js';
import { invoices, invoiceSales } from '../../db/schema/invoices.schema.js';
import { payments, sales } from '../../db/schema/sales.schema.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { readCfdi } from './cfdi-read.js';
import { VALID_STATUSES } from './complement.js';
import { vatPercent } from './invoice-document.js';
import { sealAndKeep, signerOfBranch } from './invoice-seal.js';

/*
 * docs/rules.md, Credit note: a sale cancelled after the fiscal year of its CFDI (which the SAT no
 * longer lets be cancelled) gets an egreso related to that CFDI with TipoRelacion 03 (devolución),
 * for the whole sale; the CFDI itself stays as it was stamped.
 */

/** The valid CFDI that covers the sale, individual or global, with what a credit note needs. */
async function coveringOf({ db }: ResourceContext, saleId: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      uuid: invoices.uuid,
      xml: invoices.xml,
      branchId: invoices.branchId,
      customerId: invoices.customerId,
    })
    .from(invoiceSales)
    .innerJoin(invoices, eq(invoices.id, invoiceSales.invoiceId))
    .where(
      and(
        eq(invoiceSales.saleId, saleId),
        eq(invoiceSales.active, true),
        inArray(invoices.status, [...VALID_STATUSES]),
      ),
    );
  return row;
}

/** The money went back the way it came: the form that was refunded the most, else condonación. */
async function refundForm({ db }: ResourceContext, saleId: number): Promise<SatPaymentForm> {
  const [top] = await db
    .select({ form: paymentMethods.satPaymentForm })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(
      and(
        eq(payments.saleId, saleId),
        eq(payments.kind, 'DEVOLUCION'),
        sql`${paymentMethods.satPaymentForm} is not null and ${paymentMethods.satPaymentForm} <> '99'`,
      ),
    )
    .groupBy(paymentMethods.satPaymentForm)
    .orderBy(sql`sum(${payments.total})`, desc(paymentMethods.satPaymentForm))
    .limit(1);
  return (top?.form ?? '15') as SatPaymentForm;
}

/** The credit note's receiver: the CFDI's own, with the use of returns when its regime has it. */
function receiverOf(xml: string, zipCode: string): Receptor {
  const { receptor } = readCfdi(xml);
  if (receptor.rfc === 'XAXX010101000') return publicoEnGeneral(zipCode);
  const regime = receptor.regimenFiscalReceptor as SatRegime;
  const returns = cfdiUsesFor(regime).some((use) => use.code === 'G02');
  return {
    Rfc: receptor.rfc,
    Nombre: receptor.nombre,
    DomicilioFiscalReceptor: receptor.domicilioFiscalReceptor,
    RegimenFiscalReceptor: regime,
    UsoCFDI: returns ? 'G02' : 'S01',
  };
}

/**
 * Seals the credit note of a cancelled sale, in the caller's transaction with the sale locked:
 * its id, the one already made (once per sale), or null when no valid CFDI covers the sale.
 */
export async function sealCreditNote(
  app: FastifyInstance,
  context: ResourceContext,
  saleId: number,
): Promise<number | null> {
  const { db } = context;
  const [sale] = await db
    .select({ serial: sales.serial, vat: sales.vat, total: sales.total })
    .from(sales)
    .where(eq(sales.id, saleId))
    .for('update');
  const [made] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.saleId, saleId),
        eq(invoices.kind, 'E'),
        sql`${invoices.status} not in ('FALLIDA', 'CANCELADA')`,
      ),
    );
  if (made) return made.id;
  const covering = await coveringOf(context, saleId);
  if (!sale || !covering?.xml || !covering.uuid) return null;
  const signer = await signerOfBranch(app, context, covering.branchId);
  const receptor = receiverOf(covering.xml, signer.zipCode);
  const form = await refundForm(context, saleId);
  return sealAndKeep(context, signer, {
    branchId: covering.branchId,
    saleIds: [],
    saleId,
    customerId: covering.customerId,
    related: [{ id: covering.id, uuid: covering.uuid, relation: '03' }],
    document: (header) => {
      const comprobante = creditNoteComprobante(header, receptor, {
        related: { uuid: covering.uuid ?? '', relation: '03' },
        paymentForm: form,
        description: `DEVOLUCION DE LA VENTA ${sale.serial}`,
        parts: [{ vatPercent: vatPercent(sale.vat), total: sale.total }],
      });
      return {
        comprobante,
        rfc: receptor.Rfc,
        name: receptor.Nombre,
        cfdiUse: receptor.UsoCFDI,
        paymentMethod: 'PUE',
        paymentForm: form,
        subtotal: comprobante.SubTotal,
        discount: '0.00',
        vat: comprobante.Impuestos?.TotalImpuestosTrasladados ?? '0.00',
        total: comprobante.Total,
      };
    },
  });
}
