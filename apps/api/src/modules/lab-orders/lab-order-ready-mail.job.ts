import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { labOrders } from '../../db/schema/lab-orders.schema.js';
import { enqueueInTransaction } from '../../lib/jobs/job-send.js';
import { unsubscribeUrl } from '../reminders/unsubscribe-token.js';
import { labOrderReadyMail } from './lab-order-ready.mail.js';
import { mailBranchColumns } from '../../lib/branch-mail.js';
import { personName } from '@iris/domain/common/person-name';

export const LAB_ORDER_READY_MAIL = 'lab-order-ready-mail';

interface ReadyMailJob {
  labOrderId: number;
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

/**
 * The e-mail as the order stands when the job runs: none for an order no longer RECIBIDO
 * (delivered or cancelled meanwhile), a patient without an e-mail or one who opted out ("Recibe
 * recordatorios" off, docs/rules.md Lab orders). What it did is the job's output (sent, or skipped and
 * why); an SMTP failure is retried with backoff.
 */
async function sendReadyMail(app: FastifyInstance, { labOrderId }: ReadyMailJob) {
  const [row] = await app.db
    .select({
      status: labOrders.status,
      folio: labOrders.serial,
      customerId: customers.id,
      email: customers.email,
      reminders: customers.reminders,
      name: customers.name,
      paternal: customers.paternal,
      branch: mailBranchColumns,
    })
    .from(labOrders)
    .innerJoin(customers, eq(customers.id, labOrders.customerId))
    .innerJoin(branches, eq(branches.id, labOrders.branchId))
    .where(eq(labOrders.id, labOrderId));
  if (!row) return { skipped: 'order not found' };
  if (row.status !== 'RECIBIDO') return { skipped: `order ${row.status}` };
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

/** Retried as every e-mail (Config.mailRetry): an SMTP server down for a while is waited for. */
export function registerLabOrderReadyMail(app: FastifyInstance) {
  const { limit, delaySeconds } = app.config.mailRetry;
  app.jobs.register<ReadyMailJob>(LAB_ORDER_READY_MAIL, (data) => sendReadyMail(app, data), {
    retryLimit: limit,
    retryDelay: delaySeconds,
    retryBackoff: true,
  });
}
