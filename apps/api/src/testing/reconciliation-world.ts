import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Reconciliation } from '@iris/domain/invoicing/reconciliation.schemas';
import { invoices, invoiceTaxes } from '../db/schema/invoices.schema.js';
import type { TestApp } from './test-app.js';

/*
 * The reconciliation's calls, and a credit note written by hand with the money a totals test
 * wants (the queue's own credit note is always of a whole sale).
 */

let folio = 900_000;

export interface ReconcileBody {
  branchId?: number;
  from?: string;
  to?: string;
}

export function reconciliationCalls(t: TestApp) {
  const reconcile = (token: string, body: ReconcileBody = {}) =>
    t.call<{ data: Reconciliation }>('POST', '/api/invoices/getReconciliation', { token, body });
  const csv = (token: string, body: ReconcileBody = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invoices/getReconciliationCsv',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  /** A stamped CFDI of the kind, VIGENTE, of the branch's issuer (series Z, a folio of its own). */
  const stampedRow = async (
    kind: 'P' | 'E',
    base: { issuerId: number; branchId: number; saleId: number; total: string },
    extra: { paymentId?: number } = {},
  ) => {
    const [row] = await t.database.db
      .insert(invoices)
      .values({
        kind,
        issuerId: base.issuerId,
        branchId: base.branchId,
        series: 'Z',
        folio: ++folio,
        status: 'VIGENTE',
        saleId: base.saleId,
        rfc: 'VADA800927DJ3',
        name: 'DANIELA VÁZQUEZ & AÑORVE',
        cfdiUse: kind === 'P' ? 'CP01' : 'D01',
        paymentMethod: kind === 'P' ? '' : 'PUE',
        paymentForm: '04',
        subtotal: kind === 'P' ? '0' : base.total,
        discount: '0',
        vat: '0',
        total: kind === 'P' ? '0' : base.total,
        issuedAt: sql`now()`,
        sealedXml: '<cfdi:Comprobante/>',
        uuid: randomUUID().toUpperCase(),
        stampedAt: sql`now()`,
        ...extra,
      })
      .returning({ id: invoices.id });
    return row!.id;
  };

  /** A credit note (E) of the sale for `total`, with its IVA at one rate. */
  const creditNote = async (
    base: { issuerId: number; branchId: number; saleId: number },
    money: { total: string; rate: string; base: string; amount: string },
  ) => {
    const id = await stampedRow('E', { ...base, total: money.total });
    await t.database.db
      .insert(invoiceTaxes)
      .values({ invoiceId: id, rate: money.rate, base: money.base, amount: money.amount });
    return id;
  };

  /** Today and yesterday on the clinic's calendar, as the database counts them. */
  const days = async () => {
    const { rows } = (await t.database.db.execute(
      sql`select current_date::text as today, (current_date - 1)::text as yesterday,
        date_trunc('month', current_date)::date::text as month_start,
        (date_trunc('month', current_date) + interval '1 month - 1 day')::date::text as month_end`,
    )) as { rows: { today: string; yesterday: string; month_start: string; month_end: string }[] };
    return rows[0]!;
  };

  return { reconcile, csv, creditNote, days };
}
