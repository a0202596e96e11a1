import { eq, sql } from 'drizzle-orm';
import { whatsappNumber } from '@iris/domain/customers/whatsapp';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { labOrders } from '../../db/schema/lab-orders.schema.js';
import { payments, sales } from '../../db/schema/sales.schema.js';
import type { JobContext } from '../../lib/jobs/jobs.js';
import { glassesReady } from '../whatsapp/whatsapp-templates.js';
import { sendOnce } from '../whatsapp/whatsapp-send.js';
import { whatsappFailed, type Moved } from '../whatsapp/whatsapp-status.js';
import { enqueueInTransaction } from '../../lib/jobs/job-send.js';
import { unsubscribeUrl } from '../reminders/unsubscribe-token.js';
import { labOrderReadyMail } from './lab-order-ready.mail.js';
import { mailBranchColumns } from '../../lib/branch-mail.js';
import { personName } from '@iris/domain/common/person-name';

export const LAB_ORDER_READY_MAIL = 'lab-order-ready-mail';

interface ReadyMailJob {
  labOrderId: number;
  /** WhatsApp refused it after taking it: the e-mail goes instead. */
  byEmail?: boolean;
}

/**
 * Called in the transaction that makes an order RECIBIDO: the e-mail's job exists exactly when
 * that stage does, and its key (the order) creates it once however often the stage is reached.
 */
export function enqueueLabOrderReadyMail(tx: Db, labOrderId: number) {
  return enqueueInTransaction(tx, LAB_ORDER_READY_MAIL, { labOrderId } satisfies ReadyMailJob, {
    singletonKey: `lab-order-${labOrderId}`,
  });
}

/** When WhatsApp reports the notice failed after taking it: the e-mail goes instead, once. */
async function fallBackReadyToEmail(tx: Db, { labOrderId }: Moved) {
  if (labOrderId === null) return;
  await enqueueInTransaction(
    tx,
    LAB_ORDER_READY_MAIL,
    { labOrderId, byEmail: true } satisfies ReadyMailJob,
    { singletonKey: `lab-order-${labOrderId}-email` },
  );
}

/** The order as its notice tells it, with what remains to pay on its sale. */
function readyOrderOf(app: FastifyInstance, labOrderId: number) {
  return app.db
    .select({
      status: labOrders.status,
      folio: labOrders.serial,
      branchId: labOrders.branchId,
      customerId: customers.id,
      email: customers.email,
      reminders: customers.reminders,
      blocked: sql<boolean>`${customers.blockedAt} is not null`,
      phone: customers.phone,
      whatsappConsent: customers.whatsappConsent,
      name: customers.name,
      paternal: customers.paternal,
      branch: mailBranchColumns,
      balance: sql<string>`${sales.total} - coalesce((select sum(p.total) from ${payments} p
        where p.shopping_id = ${sales.id} and p.deleted_at is null), 0)`,
    })
    .from(labOrders)
    .innerJoin(customers, eq(customers.id, labOrders.customerId))
    .innerJoin(branches, eq(branches.id, labOrders.branchId))
    .innerJoin(sales, eq(sales.id, labOrders.saleId))
    .where(eq(labOrders.id, labOrderId))
    .then(([row]) => row);
}

/**
 * The notice as the order stands when the job runs: none for an order no longer RECIBIDO
 * (delivered or cancelled meanwhile). A patient who agreed to WhatsApp gets it there (once, by the
 * order's key); otherwise, or when WhatsApp refuses it, the e-mail — none for a patient without an
 * e-mail or who opted out ("Recibe recordatorios" off, docs/rules.md Lab orders). What it did is the
 * job's output (sent, or skipped and why); an SMTP failure is retried with backoff.
 */
async function sendReadyMail(
  app: FastifyInstance,
  { labOrderId, byEmail }: ReadyMailJob,
  job: JobContext,
) {
  const row = await readyOrderOf(app, labOrderId);
  if (!row) return { skipped: 'order not found' };
  if (row.status !== 'RECIBIDO') return { skipped: `order ${row.status}` };
  // docs/rules.md, Privacy and accounts: a blocked record is sent nothing.
  if (row.blocked) return { skipped: 'record blocked' };
  const to = whatsappNumber(row.phone);
  const config = app.config.whatsapp;
  if (!byEmail && config && row.whatsappConsent && to) {
    const result = await sendOnce(
      app,
      {
        key: `lab-order:${labOrderId}`,
        kind: 'LISTOS',
        category: 'UTILITY',
        branchId: row.branchId,
        customerId: row.customerId,
        labOrderId,
        to,
        message: glassesReady(config, {
          customerName: personName({ name: row.name, paternal: row.paternal }),
          branch: row.branch.name,
          open: row.branch.openTime,
          close: row.branch.closeTime,
          balance: row.balance,
        }),
      },
      { last: job.retryCount >= app.config.mailRetry.limit },
    );
    if (result.sent) return { sent: 'WHATSAPP' };
    if (!result.error.known) return { failed: result.error.reason };
  }
  if (!row.email) return { skipped: 'no e-mail' };
  if (!row.reminders) return { skipped: 'opted out' };
  await app.mailer.send(
    labOrderReadyMail({
      to: row.email,
      customerName: personName({ name: row.name, paternal: row.paternal }),
      folio: row.folio,
      branch: row.branch,
      unsubscribeUrl: unsubscribeUrl(app.config, row.customerId),
    }),
  );
  return { sent: true };
}

/** The lab orders' part in the WhatsApp module's hook (lab-orders.module.ts registers it). */
export function registerReadyWhatsappHooks() {
  whatsappFailed.register(fallBackReadyToEmail);
}

/** Retried as every e-mail (Config.mailRetry): an SMTP server down for a while is waited for. */
export function registerLabOrderReadyMail(app: FastifyInstance) {
  const { limit, delaySeconds } = app.config.mailRetry;
  app.jobs.register<ReadyMailJob>(
    LAB_ORDER_READY_MAIL,
    (data, job) => sendReadyMail(app, data, job),
    {
      retryLimit: limit,
      retryDelay: delaySeconds,
      retryBackoff: true,
    },
  );
}
