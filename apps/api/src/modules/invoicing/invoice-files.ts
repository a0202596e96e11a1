import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InvoiceStatus } from '@iris/domain/invoicing/invoice.schemas';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema/invoices.schema.js';
import { notFound } from '../../lib/app-error.js';
import { documentBranch } from '../../lib/document-branch.js';
import { invoicePdf } from './invoice-pdf.js';

/** A stamped CFDI as stored: its XML byte for byte, and what its file names and PDF need. */
export async function storedInvoice(db: Db, id: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      branchId: invoices.branchId,
      series: invoices.series,
      folio: invoices.folio,
      uuid: invoices.uuid,
      xml: invoices.xml,
      status: invoices.status,
      production: invoices.production,
      customerId: invoices.customerId,
      global: invoices.global,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row?.xml || !row.uuid) throw notFound();
  return { ...row, xml: row.xml, uuid: row.uuid, status: row.status as InvoiceStatus };
}

export type StoredInvoice = Awaited<ReturnType<typeof storedInvoice>>;

/** `FAC-12-<uuid>`: what the XML and the PDF of a CFDI are called when downloaded or e-mailed. */
export const invoiceFileName = (invoice: StoredInvoice, extension: 'xml' | 'pdf') =>
  `${invoice.series}-${invoice.folio}-${invoice.uuid}.${extension}`;

/** The printed representation of a stored CFDI (invoice-pdf.ts), as a buffer. */
export async function invoicePdfBuffer(app: FastifyInstance, invoice: StoredInvoice) {
  const doc = await invoicePdf({
    xml: invoice.xml,
    branch: await documentBranch(app.db, app.files, invoice.branchId),
    production: invoice.production,
    status: invoice.status,
    generatedAt: new Date(),
    timeZone: app.config.timeZone,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of doc as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
