import { and, eq } from 'drizzle-orm';
import { appointmentStatus } from '@iris/domain/calendar/appointment-status';
import {
  clearChangeRequestSchema,
  statusChangeSchema,
} from '@iris/domain/calendar/calendar.schemas';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { calendarEvents, calendarEventStatuses } from '../../db/schema/calendar.schema.js';
import { AppError } from '../../lib/app-error.js';
import { defineAction } from '../../lib/recipe/resource.js';

/**
 * docs/rules.md, Calendar: an appointment may name a doctor of its own branch. Checked by hand rather
 * than as a reference, so that any other user (a receptionist, another branch's doctor) is a 400
 * on the field, whoever asks.
 */
export async function assertDoctorOfBranch(db: Db, doctorId: number | undefined, branchId: number) {
  if (doctorId === undefined) return;
  const [doctor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, doctorId), eq(users.role, 'doctor'), eq(users.branchId, branchId)));
  if (!doctor) {
    throw new AppError('invalid_input', {
      errors: [{ field: 'doctor', message: 'validation.invalid' }],
    });
  }
}

/**
 * PUT branches-calendar/status {id, status}: one step of appointment-status.ts. The recipe reads
 * the event within the session's branch and locks its row first, so two receptionists changing
 * it at once go one after the other: the second sees the first's status and a step it would skip
 * is refused (`invalid_transition`). Each change is stamped with who and when.
 */
export const statusAction = defineAction(calendarEvents, {
  name: 'status',
  method: 'PUT',
  idIn: 'body',
  body: statusChangeSchema,
  message: () => 'appointmentStatusUpdated',
  async run(context, { id, before, input }) {
    const from = before.status;
    if (!appointmentStatus.canTransition(from, input.status)) {
      throw new AppError('invalid_transition', { from, to: input.status });
    }
    await context.db
      .update(calendarEvents)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(calendarEvents.id, id));
    await context.db
      .insert(calendarEventStatuses)
      .values({ eventId: id, status: input.status, changedBy: context.session.id });
  },
});

/**
 * PUT branches-calendar/clearChangeRequest {id}: the front desk called back the patient who asked,
 * by WhatsApp, to change the appointment (docs/rules.md WhatsApp); it leaves _Piden cambio_.
 * Moving the appointment clears it too (calendar.resource.ts).
 */
export const clearChangeRequestAction = defineAction(calendarEvents, {
  name: 'clearChangeRequest',
  method: 'PUT',
  idIn: 'body',
  body: clearChangeRequestSchema,
  message: () => 'appointmentUpdated',
  async run(context, { id }) {
    await context.db
      .update(calendarEvents)
      .set({ changeRequestedAt: null, updatedAt: new Date() })
      .where(eq(calendarEvents.id, id));
  },
});
