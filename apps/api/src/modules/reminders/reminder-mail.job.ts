import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReminderReason } from '@iris/domain/reminders/reminder.schemas';
import { reminders } from '../../db/schema/reminders.schema.js';
import type { JobContext } from '../../lib/jobs/jobs.js';
import type { Mail } from '../../lib/mailer.js';
import { appointmentReminderMail, recallMail } from './reminder.mails.js';
import { REMINDER_MAIL, type ReminderMailJob } from './reminder-plan.js';
import { unsubscribeUrl } from './unsubscribe-token.js';
import { goesByWhatsapp, sendByWhatsapp } from './reminder-whatsapp.js';
import {
  appointmentGone,
  reminderOf,
  stillPending,
  type ReminderRow as Row,
} from './reminder-row.js';

/** Why a reminder planned earlier is no longer to be sent by e-mail, if it is not. */
function omitted(row: Row): ReminderReason | null {
  if (!row.email) return 'NO_EMAIL';
  if (!row.optedIn) return 'OPTED_OUT';
  return appointmentGone(row);
}

function mailOf(app: FastifyInstance, row: Row, to: string): Mail {
  const common = {
    to,
    customerName: row.customerName,
    branch: row.branch,
    unsubscribeUrl: unsubscribeUrl(app.config, row.customerId),
    messageId: `reminder-${row.id}@${new URL(app.config.publicUrl).hostname}`,
  };
  return row.kind === 'CITA'
    ? appointmentReminderMail({
        ...common,
        date: row.event.date ?? '',
        time: row.event.time ?? '',
        type: row.event.type ?? '',
      })
    : recallMail({ ...common, lastExam: row.lastExam ?? '' });
}

/** The reason kept for a failed delivery: the SMTP reply's code, never its text (it may hold the address). */
function failureOf(error: unknown): { reason: ReminderReason; detail: string | null } {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  if (responseCode) return { reason: 'SMTP_REJECTED', detail: String(responseCode) };
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(code ?? ''))
    return { reason: 'SMTP_UNREACHABLE', detail: null };
  return { reason: 'SMTP_ERROR', detail: code ?? null };
}

/** A WhatsApp refusal that sent the e-mail instead stays said once the e-mail went. */
const keptIfWhatsapp = (column: typeof reminders.reason | typeof reminders.detail) =>
  sql`case when ${reminders.reason} like 'WHATSAPP\_%' then ${column} end`;

/**
 * Sends one reminder, once: one already sent or given up is left alone (a job run again after a
 * crash finds it ENVIADO); one whose patient opted out, or whose appointment was deleted, moved or
 * closed meanwhile, is OMITIDO with the reason. A failed delivery keeps the reason and is retried
 * (the job's backoff); the last failure makes it FALLIDO.
 */
async function sendReminder(
  app: FastifyInstance,
  { reminderId }: ReminderMailJob,
  job: JobContext,
) {
  const row = await reminderOf(app, reminderId);
  if (!row || row.status !== 'PENDIENTE') return { skipped: row?.status ?? 'not found' };
  if (goesByWhatsapp(app, row)) {
    const done = await sendByWhatsapp(app, row, job);
    if (done) return done;
  }
  const reason = omitted(row);
  if (reason) {
    await app.db
      .update(reminders)
      .set({ status: 'OMITIDO', reason, updatedAt: new Date() })
      .where(stillPending(reminderId));
    return { skipped: reason };
  }
  try {
    await app.mailer.send(mailOf(app, row, row.email ?? ''));
  } catch (error) {
    const last = job.retryCount >= app.config.mailRetry.limit;
    await app.db
      .update(reminders)
      .set({
        ...failureOf(error),
        status: last ? 'FALLIDO' : 'PENDIENTE',
        attempts: sql`${reminders.attempts} + 1`,
        updatedAt: new Date(),
      })
      .where(stillPending(reminderId));
    throw error;
  }
  await app.db
    .update(reminders)
    .set({
      status: 'ENVIADO',
      reason: keptIfWhatsapp(reminders.reason),
      detail: keptIfWhatsapp(reminders.detail),
      attempts: sql`${reminders.attempts} + 1`,
      sentAt: new Date(),
      updatedAt: new Date(),
    })
    // It went out, whatever the link did meanwhile (an unsubscribe while it was on its way).
    .where(eq(reminders.id, reminderId));
  return { sent: true };
}

/** Taken 50 at a time, 10 at once: a busy day's thousands go out in minutes, not hours. */
export function registerReminderMail(app: FastifyInstance) {
  const { limit, delaySeconds } = app.config.mailRetry;
  app.jobs.register<ReminderMailJob>(REMINDER_MAIL, (data, job) => sendReminder(app, data, job), {
    retryLimit: limit,
    retryDelay: delaySeconds,
    retryBackoff: true,
    batchSize: 50,
    concurrency: 10,
  });
}
