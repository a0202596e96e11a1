import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReminderReason } from '@iris/domain/reminders/reminder.schemas';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { appointmentTypes } from '../../db/schema/catalogue.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import type { JobContext } from '../../lib/jobs/jobs.js';
import type { Mail } from '../../lib/mailer.js';
import { appointmentReminderMail, recallMail } from './reminder.mails.js';
import { REMINDER_MAIL, type ReminderMailJob } from './reminder-plan.js';
import { unsubscribeUrl } from './unsubscribe-token.js';
import { mailBranchColumns } from '../../lib/branch-mail.js';
import { personNameSql } from '../../lib/person-name.js';

/** The reminder as it stands when its job runs, with what its e-mail says. */
function reminderOf(app: FastifyInstance, id: number) {
  return app.db
    .select({
      id: reminders.id,
      kind: reminders.kind,
      status: reminders.status,
      customerId: customers.id,
      email: customers.email,
      optedIn: customers.reminders,
      customerName: personNameSql(customers, { short: true }),
      branch: mailBranchColumns,
      deleted: sql<boolean>`${calendarEvents.id} is null`,
      moved: sql<boolean>`${calendarEvents.startsAt} is distinct from ${reminders.appointmentAt}`,
      event: {
        date: sql<string | null>`${calendarEvents.startDate}::text`,
        time: sql<string | null>`to_char(${calendarEvents.startTime}, 'HH24:MI')`,
        status: calendarEvents.status,
        type: appointmentTypes.name,
      },
      lastExam: sql<string | null>`${prescriptions.date}::text`,
    })
    .from(reminders)
    .innerJoin(customers, eq(customers.id, reminders.customerId))
    .innerJoin(branches, eq(branches.id, reminders.branchId))
    .leftJoin(calendarEvents, eq(calendarEvents.id, reminders.eventId))
    .leftJoin(appointmentTypes, eq(appointmentTypes.id, calendarEvents.typeId))
    .leftJoin(prescriptions, eq(prescriptions.id, reminders.prescriptionId))
    .where(eq(reminders.id, id))
    .then(([row]) => row);
}
type Row = NonNullable<Awaited<ReturnType<typeof reminderOf>>>;

/** Why a reminder planned earlier is no longer to be sent, if it is not. */
function omitted(row: Row): ReminderReason | null {
  if (!row.email) return 'NO_EMAIL';
  if (!row.optedIn) return 'OPTED_OUT';
  if (row.kind !== 'CITA') return null;
  if (row.deleted) return 'APPOINTMENT_DELETED';
  if (row.moved) return 'APPOINTMENT_MOVED';
  if (!['PROGRAMADA', 'CONFIRMADA'].includes(row.event.status ?? '')) return 'APPOINTMENT_CLOSED';
  return null;
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

const stillPending = (id: number) => and(eq(reminders.id, id), eq(reminders.status, 'PENDIENTE'));

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
      reason: null,
      detail: null,
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
