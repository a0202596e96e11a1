import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReminderReason } from '@iris/domain/reminders/reminder.schemas';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { appointmentTypes } from '../../db/schema/catalogue.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { mailBranchColumns } from '../../lib/branch-mail.js';
import { personNameSql } from '../../lib/person-name.js';

/** The reminder as it stands when its job runs, with what its e-mail says. */
export function reminderOf(app: FastifyInstance, id: number) {
  return app.db
    .select({
      id: reminders.id,
      kind: reminders.kind,
      status: reminders.status,
      reason: reminders.reason,
      channel: reminders.channel,
      branchId: reminders.branchId,
      customerId: customers.id,
      email: customers.email,
      optedIn: customers.reminders,
      phone: customers.phone,
      whatsappConsent: customers.whatsappConsent,
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
export type ReminderRow = NonNullable<Awaited<ReturnType<typeof reminderOf>>>;

/** Why an appointment reminded is no longer to be reminded: deleted, moved or closed meanwhile. */
export function appointmentGone(row: ReminderRow): ReminderReason | null {
  if (row.kind !== 'CITA') return null;
  if (row.deleted) return 'APPOINTMENT_DELETED';
  if (row.moved) return 'APPOINTMENT_MOVED';
  if (!['PROGRAMADA', 'CONFIRMADA'].includes(row.event.status ?? '')) return 'APPOINTMENT_CLOSED';
  return null;
}

export const stillPending = (id: number) =>
  and(eq(reminders.id, id), eq(reminders.status, 'PENDIENTE'));
