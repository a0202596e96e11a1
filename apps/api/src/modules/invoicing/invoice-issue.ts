import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { cfdiUsesFor } from '@iris/domain/invoicing/sat-cfdi-uses';
import type { createInvoiceSchema } from '@iris/domain/invoicing/invoice.schemas';
import { AppError } from '../../lib/app-error.js';
import { isSuperAdmin } from '../../lib/session.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { coveringInvoice } from './invoice-hooks.js';
import { saleDocument } from './invoice-document.js';
import { sealAndKeep, signerOfBranch } from './invoice-seal.js';
import { stampInvoice } from './invoice-stamping.js';
import { reissueGlobalWithout } from './global-invoice.js';
import {
  completeFiscalData,
  lockedSale,
  paymentTermsOf,
  receiverOf,
  saleLinesOf,
} from './invoice-sale-data.js';

type CreateInput = z.output<typeof createInvoiceSchema>;

/** What a customer's CFDI of the sale relates to: the one it replaces (reason 01). */
export interface Replacing {
  id: number;
  uuid: string;
}

/**
 * Seals the customer's invoice of a sale, in one transaction with the sale locked (two requests
 * at once: the second finds the first's), and answers the CFDI's id. A sale whose CFDI is still
 * being stamped (TIMBRANDO: an earlier answer was lost) answers that one, to be sent again as it
 * was sealed.
 */
export async function sealSaleInvoice(
  app: FastifyInstance,
  context: ResourceContext,
  input: CreateInput,
  replacing?: Replacing,
): Promise<number> {
  const sale = await lockedSale(context, input.shopping.id);
  if (sale.status !== 'EJECUTADO') throw new AppError('sale_not_invoiceable');
  const covering = await coveringInvoice(context, sale.id);
  if (covering && !replacing) {
    if (covering.status === 'TIMBRANDO' && !covering.global) return covering.id;
    throw new AppError('sale_already_invoiced', {
      folio: `${covering.series}-${covering.folio}`,
      invoice: { id: covering.id, uuid: covering.uuid, global: covering.global },
    });
  }
  const customer = await receiverOf(context, sale, input.customer);
  if (customer.walkIn) {
    throw new AppError('fiscal_data_required', {
      errors: [{ field: 'customer.id', message: 'validation.required' }],
    });
  }
  const fiscal = completeFiscalData(customer.fiscal);
  const cfdiUse = input.cfdiUse ?? fiscal.cfdiUse;
  if (!cfdiUsesFor(fiscal.regime).some((use) => use.code === cfdiUse)) {
    throw new AppError('invalid_input', {
      errors: [{ field: 'cfdiUse', message: 'validation.cfdiUseForRegime' }],
    });
  }
  const signer = await signerOfBranch(app, context, sale.branchId);
  const terms = await paymentTermsOf(context, sale);
  const lines = await saleLinesOf(context, sale.id);
  return sealAndKeep(context, signer, {
    branchId: sale.branchId,
    saleIds: [sale.id],
    customerId: customer.id,
    related: replacing ? [{ ...replacing, relation: '04' }] : [],
    document: (header) =>
      saleDocument(header, { sale, lines, fiscal: { ...fiscal, cfdiUse }, terms }),
  });
}

/**
 * docs/api.md invoices/create: sealed (above), then stamped by the PAC outside the transaction.
 * A sale in a valid global invoice is the SAT's reason 04 (super_admin: it cancels a CFDI): the
 * global is cancelled and issued again without it, then the customer's invoice is issued.
 */
export async function issueSaleInvoice(
  app: FastifyInstance,
  context: ResourceContext,
  input: CreateInput,
): Promise<number> {
  const covering = await coveringInvoice(context, input.shopping.id);
  if (covering?.global && covering.status !== 'TIMBRANDO' && isSuperAdmin(context.session)) {
    await reissueGlobalWithout(app, context, covering.id, input.shopping.id);
  }
  const id = await context.db.transaction((tx) =>
    sealSaleInvoice(app, { ...context, db: tx }, input),
  );
  await stampInvoice(context.db, app.stamper, id);
  return id;
}
