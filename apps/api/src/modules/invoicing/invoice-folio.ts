import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceRelations, invoices, invoiceTaxes } from '../../db/schema/invoices.schema.js';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';

/**
 * docs/rules.md: folios are gap-free per issuer and series. Given under the issuer's row lock,
 * held until the caller's transaction ends: the folio of an attempt the PAC refused (FALLIDA,
 * never a CFDI) first, so that no folio is skipped; else the series' next.
 */
export async function nextFolio(db: Db, issuerId: number, series: string): Promise<number> {
  await db
    .select({ id: fiscalIssuers.id })
    .from(fiscalIssuers)
    .where(eq(fiscalIssuers.id, issuerId))
    .for('update');
  const ofSeries = and(eq(invoices.issuerId, issuerId), eq(invoices.series, series));
  const [refused] = await db
    .select({ id: invoices.id, folio: invoices.folio })
    .from(invoices)
    .where(and(ofSeries, eq(invoices.status, 'FALLIDA')))
    .orderBy(asc(invoices.folio))
    .limit(1);
  if (refused) {
    await db.delete(invoiceRelations).where(eq(invoiceRelations.invoiceId, refused.id));
    await db.delete(invoiceTaxes).where(eq(invoiceTaxes.invoiceId, refused.id));
    await db.delete(invoices).where(eq(invoices.id, refused.id));
    return refused.folio;
  }
  const [next] = await db
    .select({ folio: sql<number>`coalesce(max(${invoices.folio}), 0)::int + 1` })
    .from(invoices)
    .where(ofSeries);
  return next?.folio ?? 1;
}
