import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, invoiceSales } from '../../db/schema/invoices.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Stamper } from './stamping/stamper.js';
import { enqueueInvoiceMail } from './invoice-mail.job.js';

/**
 * A request holds the PAC call of a sealed CFDI for this long at most: the PAC's own time-out
 * (IRIS_PAC_TIMEOUT_MS) is well under it, so a hold older than this is one whose process died
 * and the next request may take it over.
 */
const HOLD = sql`interval '120 seconds'`;

/**
 * Takes the PAC call of a TIMBRANDO CFDI for this request: one request at a time sends a sealed
 * XML, the others are told it is being stamped. Answers the sealed XML, or null when another
 * request holds it.
 */
async function hold(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .update(invoices)
    .set({ attemptAt: sql`now()` })
    .where(
      and(
        eq(invoices.id, id),
        eq(invoices.status, 'TIMBRANDO'),
        or(isNull(invoices.attemptAt), lt(invoices.attemptAt, sql`now() - ${HOLD}`)),
      ),
    )
    .returning({ sealedXml: invoices.sealedXml });
  return row?.sealedXml ?? null;
}

/**
 * docs/rules.md, Seal and stamp: the sealed XML kept in TIMBRANDO goes to the PAC, always the same
 * bytes, so that a retry after a lost answer gets the first stamp back (the PAC recognises the
 * XML), never a second CFDI. Stamped: VIGENTE with the XML as the PAC answered it, and the
 * e-mail to the customer queued in the same transaction. Refused: FALLIDA, its sales free again
 * and its folio kept for the issuer's next CFDI (no half invoice, no gap). Unavailable: still
 * TIMBRANDO, released for the next attempt.
 */
export async function stampInvoice(db: Db, stamper: Stamper, id: number): Promise<void> {
  const sealedXml = await hold(db, id);
  if (sealedXml === null) throw new AppError('invoice_in_progress');
  let stamped;
  try {
    stamped = await stamper.stamp(sealedXml);
  } catch (error) {
    const refused = error instanceof AppError && error.code === 'pac_refused';
    const lastError = error instanceof AppError ? JSON.stringify(error.details) : String(error);
    await db.transaction(async (tx) => {
      if (refused) await tx.delete(invoiceSales).where(eq(invoiceSales.invoiceId, id));
      await tx
        .update(invoices)
        .set({ status: refused ? 'FALLIDA' : 'TIMBRANDO', attemptAt: null, lastError })
        .where(eq(invoices.id, id));
    });
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(invoices)
      .set({
        status: 'VIGENTE',
        xml: stamped.xml,
        uuid: stamped.uuid.toUpperCase(),
        stampedAt: sql`now()`,
        production: stamper.production,
        attemptAt: null,
        lastError: null,
        updatedAt: sql`now()`,
      })
      .where(eq(invoices.id, id));
    await enqueueInvoiceMail(tx, id);
  });
}

/**
 * The CFDIs left TIMBRANDO for over two minutes (a PAC down, a lost answer nobody retried, a
 * process that died), sent again as they were sealed: the queue's hourly run does it, so that no
 * sale stays covered by a CFDI that never got its stamp. Answers how many were stamped now.
 */
export async function resumeStamping(db: Db, stamper: Stamper): Promise<number> {
  const waiting = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'TIMBRANDO'),
        lt(invoices.issuedAt, sql`now() - ${HOLD}`),
        or(isNull(invoices.attemptAt), lt(invoices.attemptAt, sql`now() - ${HOLD}`)),
      ),
    );
  let stamped = 0;
  for (const { id } of waiting) {
    try {
      await stampInvoice(db, stamper, id);
      stamped++;
    } catch (error) {
      // Still unavailable, refused (FALLIDA now) or taken by a request: the next run says.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return stamped;
}
