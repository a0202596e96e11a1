import { and, asc, between, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { validationMessage } from '@iris/domain/i18n/validation-key';
import {
  wholePeriod,
  type GlobalPeriod,
  type GlobalPeriodicity,
} from '@iris/domain/invoicing/global-period';
import type { createGlobalInvoiceSchema } from '@iris/domain/invoicing/invoice.schemas';
import { paymentMethods } from '../../db/schema/catalogue.schema.js';
import { invoices, invoiceSales } from '../../db/schema/invoices.schema.js';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';
import { payments, sales } from '../../db/schema/sales.schema.js';
import { AppError } from '../../lib/app-error.js';
import { assertBranch } from '../../lib/branch-scope.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { lockBranch } from '../sales/sale-money.js';
import { globalDocument, vatPercent } from './invoice-document.js';
import { revokeAtPac } from './invoice-revoke.js';
import { sealAndKeep, signerOfBranch } from './invoice-seal.js';
import { stampInvoice } from './invoice-stamping.js';

type GlobalInput = z.output<typeof createGlobalInvoiceSchema>;

/** The EJECUTADO sales of the branch in the period that no valid CFDI covers, by serial. */
function uncoveredSales({ db }: ResourceContext, branchId: number, period: GlobalPeriod) {
  return db
    .select({
      id: sales.id,
      serial: sales.serial,
      amount: sales.amount,
      discount: sales.discount,
      vat: sales.vat,
      total: sales.total,
    })
    .from(sales)
    .leftJoin(invoiceSales, and(eq(invoiceSales.saleId, sales.id), eq(invoiceSales.active, true)))
    .where(
      and(
        eq(sales.branchId, branchId),
        eq(sales.status, 'EJECUTADO'),
        between(sales.date, period.from, period.to),
        isNull(invoiceSales.saleId),
      ),
    )
    .orderBy(asc(sales.serial));
}

/**
 * The c_FormaPago that took the most money of these sales (a global invoice is PUE), cash when
 * none says otherwise.
 */
async function predominantForm({ db }: ResourceContext, saleIds: readonly number[]) {
  const [top] = await db
    .select({ form: paymentMethods.satPaymentForm })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(
      and(
        sql`${payments.saleId} = any(${sql.param(saleIds)}::int[])`,
        isNull(payments.deletedAt),
        sql`${paymentMethods.satPaymentForm} is not null`,
        ne(paymentMethods.satPaymentForm, '99'),
      ),
    )
    .groupBy(paymentMethods.satPaymentForm)
    .orderBy(desc(sql`sum(${payments.total})`))
    .limit(1);
  return top?.form ?? '01';
}

/**
 * Seals the global invoice of a branch's closed period (docs/rules.md, Global invoice), under the
 * branch's lock: two at once for one period make one, the other finds no sale left
 * (`global_period_empty`). `without`: a sale left out (reason 04); `replacing`: the global it
 * replaces (reason 01).
 */
export async function sealGlobal(
  app: FastifyInstance,
  context: ResourceContext,
  branchId: number,
  range: { from: string; to: string },
  { without, replacing }: { without?: number; replacing?: { id: number; uuid: string } } = {},
): Promise<number> {
  await lockBranch(context.db, branchId);
  // Reason 01: the replacement covers the sales of the global it replaces.
  if (replacing) {
    await context.db
      .update(invoiceSales)
      .set({ active: false })
      .where(eq(invoiceSales.invoiceId, replacing.id));
  }
  const signer = await signerOfBranch(app, context, branchId);
  const [issuer] = await context.db
    .select({
      periodicity: fiscalIssuers.globalPeriodicity,
      today: sql<string>`current_date::text`,
    })
    .from(fiscalIssuers)
    .where(eq(fiscalIssuers.id, signer.issuerId));
  const period = wholePeriod(range.from, range.to, issuer?.periodicity as GlobalPeriodicity);
  if (!issuer || !period || period.to >= issuer.today) throw new AppError('global_period_invalid');
  const covered = (await uncoveredSales(context, branchId, period)).filter(
    (sale) => sale.id !== without,
  );
  if (covered.length === 0) throw new AppError('global_period_empty');
  const saleIds = covered.map((sale) => sale.id);
  const form = await predominantForm(context, saleIds);
  return sealAndKeep(context, signer, {
    branchId,
    saleIds,
    customerId: null,
    related: replacing ? [{ ...replacing, relation: '04' }] : [],
    document: (header) =>
      globalDocument(header, {
        period,
        form,
        sales: covered.map((sale) => ({
          folio: String(sale.serial),
          amount: sale.amount,
          discountPercent: sale.discount,
          vatPercent: vatPercent(sale.vat),
          total: sale.total,
        })),
      }),
  });
}

/** docs/api.md invoices/createGlobal: a closed period's global invoice, made by hand. */
export async function issueGlobalInvoice(
  app: FastifyInstance,
  context: ResourceContext,
  input: GlobalInput,
): Promise<number> {
  assertBranch(context.session, input.branch.id);
  const id = await context.db.transaction((tx) =>
    sealGlobal(app, { ...context, db: tx }, input.branch.id, input),
  );
  await stampInvoice(context.db, app.stamper, id);
  return id;
}

/**
 * docs/rules.md, reason 04: a sale of a valid global invoice that its customer now wants invoiced.
 * The global is cancelled with 04 and issued again for its period without that sale (when any
 * other is left); the customer's invoice follows (invoice-issue.ts).
 */
export async function reissueGlobalWithout(
  app: FastifyInstance,
  context: ResourceContext,
  globalId: number,
  saleId: number,
) {
  const [global] = await context.db
    .select({
      branchId: invoices.branchId,
      from: invoices.periodFrom,
      to: invoices.periodTo,
      series: invoices.series,
      folio: invoices.folio,
      uuid: invoices.uuid,
    })
    .from(invoices)
    .where(eq(invoices.id, globalId));
  if (!global?.from || !global.to) throw new AppError('invalid_state');
  const status = await revokeAtPac(app, context, globalId, '04');
  // The SAT cancels a global invoice at once; were it ever to wait, the sale stays in it.
  if (status !== 'CANCELADA') {
    throw new AppError('invoice_active', {
      folio: `${global.series}-${global.folio}`,
      uuid: global.uuid ?? '',
      next: validationMessage('invoiceCancelWaiting'),
    });
  }
  const range = { from: global.from, to: global.to };
  const id = await context.db
    .transaction((tx) =>
      sealGlobal(app, { ...context, db: tx }, global.branchId, range, { without: saleId }),
    )
    .catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'global_period_empty') return null;
      throw error;
    });
  if (id !== null) await stampInvoice(context.db, app.stamper, id);
}
