import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { whatsappNumber } from '@iris/domain/customers/whatsapp';
import type { Db } from '../../db/client.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import type { JobContext } from '../../lib/jobs/jobs.js';
import { enqueueInTransaction } from '../../lib/jobs/job-send.js';
import { CloudApiError } from '../whatsapp/cloud-api.js';
import { appointmentReminder, yearlyRecall } from '../whatsapp/whatsapp-templates.js';
import { sendOnce, type Notice } from '../whatsapp/whatsapp-send.js';
import { whatsappFailed, type Moved } from '../whatsapp/whatsapp-status.js';
import { REMINDER_MAIL, type ReminderMailJob } from './reminder-plan.js';
import { appointmentGone, stillPending, type ReminderRow } from './reminder-row.js';

/**
 * docs/rules.md WhatsApp: a reminder goes by WhatsApp to a patient who agreed and has a Mexican
 * number, while the channel is set up, unless WhatsApp already refused it (then it went on by
 * e-mail: channel EMAIL with a WHATSAPP_ reason).
 */
export function goesByWhatsapp(app: FastifyInstance, row: ReminderRow): boolean {
  const fellBack = row.channel === 'EMAIL' && (row.reason ?? '').startsWith('WHATSAPP_');
  return (
    app.config.whatsapp !== undefined &&
    row.whatsappConsent &&
    whatsappNumber(row.phone) !== null &&
    !fellBack
  );
}

function noticeOf(app: FastifyInstance, row: ReminderRow, to: string): Notice {
  const config = app.config.whatsapp;
  if (!config) throw new Error('the WhatsApp channel is off');
  const common = { customerName: row.customerName, branch: row.branch.name };
  const appointment = row.kind === 'CITA';
  return {
    key: `reminder:${row.id}`,
    kind: appointment ? 'CITA' : 'REVISION',
    category: appointment ? 'UTILITY' : 'MARKETING',
    branchId: row.branchId,
    customerId: row.customerId,
    reminderId: row.id,
    to,
    message: appointment
      ? appointmentReminder(config, {
          ...common,
          date: row.event.date ?? '',
          time: row.event.time ?? '',
          type: row.event.type ?? '',
        })
      : yearlyRecall(config, { ...common, lastExam: row.lastExam ?? '' }),
  };
}

const detailOf = (error: CloudApiError) => (error.code === null ? null : String(error.code));

/**
 * Sends the reminder by WhatsApp, once (whatsapp-send.ts). What was done, or null when WhatsApp
 * refused it for good and the patient has an e-mail: the reason is kept and the e-mail goes now.
 * A refusal that may pass is thrown for the job's retry; the last one falls back like the rest.
 */
export async function sendByWhatsapp(app: FastifyInstance, row: ReminderRow, job: JobContext) {
  const gone = appointmentGone(row);
  if (gone) {
    await app.db
      .update(reminders)
      .set({ status: 'OMITIDO', reason: gone, updatedAt: new Date() })
      .where(stillPending(row.id));
    return { skipped: gone };
  }
  await app.db
    .update(reminders)
    .set({ channel: 'WHATSAPP', updatedAt: new Date() })
    .where(stillPending(row.id));
  const attempts = sql`${reminders.attempts} + 1`;
  const last = job.retryCount >= app.config.mailRetry.limit;
  const notice = noticeOf(app, row, whatsappNumber(row.phone) ?? '');
  const result = await sendOnce(app, notice, { last }).catch(async (error: unknown) => {
    if (error instanceof CloudApiError) {
      await app.db
        .update(reminders)
        .set({ reason: error.reason, detail: detailOf(error), attempts, updatedAt: new Date() })
        .where(stillPending(row.id));
    }
    throw error;
  });
  if (result.sent) {
    // Unless its failure, reported at once, already sent it on by e-mail (fallBackToEmail).
    await app.db
      .update(reminders)
      .set({ status: 'ENVIADO', reason: null, detail: null, attempts, sentAt: new Date() })
      .where(and(stillPending(row.id), eq(reminders.channel, 'WHATSAPP')));
    return { sent: 'WHATSAPP' };
  }
  const { error } = result;
  const toEmail = error.known && row.email !== null && row.optedIn;
  await app.db
    .update(reminders)
    .set({
      ...(toEmail ? { channel: 'EMAIL' } : { status: 'FALLIDO', attempts }),
      reason: error.reason,
      detail: detailOf(error),
      updatedAt: new Date(),
    })
    .where(stillPending(row.id));
  return toEmail ? null : { failed: error.reason };
}

/**
 * A reminder whose WhatsApp message Meta reported failed after taking it (not a WhatsApp user,
 * template paused…): in the webhook's transaction, it goes by e-mail when the patient has one and
 * takes e-mails (its job queued with it), else it is FALLIDO; the reason is kept either way.
 */
async function fallBackToEmail(tx: Db, { reminderId }: Moved, error: CloudApiError) {
  if (reminderId === null) return;
  const { rows } = (await tx.execute(sql`
    update ${reminders} r set
      channel = case when c.email is not null and c.reminders then 'EMAIL' else r.channel end,
      status = case when c.email is not null and c.reminders then 'PENDIENTE' else 'FALLIDO' end,
      reason = ${error.reason}, detail = ${detailOf(error)}, updated_at = now()
    from customers c
    where c.id = r.customer_id and r.id = ${reminderId}
      and r.channel = 'WHATSAPP' and r.status in ('PENDIENTE', 'ENVIADO')
    returning r.status`)) as { rows: { status: string }[] };
  if (rows[0]?.status !== 'PENDIENTE') return;
  await enqueueInTransaction(tx, REMINDER_MAIL, { reminderId } satisfies ReminderMailJob, {
    singletonKey: `reminder-${reminderId}-email`,
  });
}

/** The reminders' part in the WhatsApp module's hook (registered from reminders.module.ts). */
export function registerReminderWhatsappHooks() {
  whatsappFailed.register(fallBackToEmail);
}
