import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { personName } from '@iris/domain/common/person-name';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { invoices } from '../../db/schema/invoices.schema.js';
import { branchMail } from '../../lib/branch-mail.js';
import { mailBranchColumns } from '../../lib/branch-mail.js';
import { enqueueInTransaction } from '../../lib/jobs/job-send.js';
import { invoiceFileName, invoicePdfBuffer, storedInvoice } from './invoice-files.js';

export const INVOICE_MAIL = 'invoice-mail';

/** What the patient is sent, by the CFDI's kind: "tu factura", "tu complemento de pago"… */
const KIND_NAMES: Record<string, string> = {
  I: 'factura',
  E: 'nota de crédito',
  P: 'complemento de pago',
};

interface InvoiceMailJob {
  invoiceId: number;
  /** Another address than the customer's fiscal e-mail (send/{id} {email}). */
  email?: string;
}

/**
 * Queued in the transaction that makes a CFDI VIGENTE: its key (the CFDI) sends it once however
 * the stamping was retried. `send/{id}` queues it again on demand, under a key of its own.
 */
export function enqueueInvoiceMail(tx: Db, invoiceId: number, again?: { email?: string }) {
  const data: InvoiceMailJob = { invoiceId, ...(again?.email ? { email: again.email } : {}) };
  return enqueueInTransaction(tx, INVOICE_MAIL, data, {
    singletonKey: again ? `invoice-${invoiceId}-${Date.now()}` : `invoice-${invoiceId}`,
  });
}

/** The CFDI's XML and PDF to the customer's invoice e-mail (or the one asked for). */
async function sendInvoiceMail(app: FastifyInstance, { invoiceId, email }: InvoiceMailJob) {
  const invoice = await storedInvoice(app.db, invoiceId);
  if (invoice.customerId === null) return { skipped: 'global invoice' };
  const [row] = await app.db
    .select({
      fiscal: customers.fiscal,
      name: customers.name,
      paternal: customers.paternal,
      branch: mailBranchColumns,
    })
    .from(customers)
    .innerJoin(branches, eq(branches.id, invoice.branchId))
    .where(eq(customers.id, invoice.customerId));
  const to = email ?? row?.fiscal?.email;
  if (!row || !to) return { skipped: 'no e-mail' };
  const folio = `${invoice.series}-${invoice.folio}`;
  const kind = KIND_NAMES[invoice.kind] ?? 'factura';
  const mail = branchMail({
    to,
    subject: `Tu ${kind} ${folio} de ${row.branch.name}`,
    customerName: personName({ name: row.name, paternal: row.paternal }),
    lead: [
      `Te enviamos tu ${kind} ${folio}: el XML y su representación impresa en PDF van adjuntos.`,
    ],
    details: [
      ['Folio fiscal (UUID)', invoice.uuid],
      ['Estado', invoice.status],
    ],
    closing: 'Gracias por tu preferencia.',
    branch: row.branch,
    messageId: `invoice-${invoiceId}-${email ?? 'fiscal'}@iris`,
  });
  await app.mailer.send({
    ...mail,
    attachments: [
      {
        filename: invoiceFileName(invoice, 'xml'),
        content: invoice.xml,
        contentType: 'application/xml',
      },
      {
        filename: invoiceFileName(invoice, 'pdf'),
        content: await invoicePdfBuffer(app, invoice),
        contentType: 'application/pdf',
      },
    ],
  });
  await app.db.update(invoices).set({ emailedAt: new Date() }).where(eq(invoices.id, invoiceId));
  return { sent: to };
}

/** Retried as every e-mail (Config.mailRetry). */
export function registerInvoiceMail(app: FastifyInstance) {
  const { limit, delaySeconds } = app.config.mailRetry;
  app.jobs.register<InvoiceMailJob>(INVOICE_MAIL, (data) => sendInvoiceMail(app, data), {
    retryLimit: limit,
    retryDelay: delaySeconds,
    retryBackoff: true,
  });
}
