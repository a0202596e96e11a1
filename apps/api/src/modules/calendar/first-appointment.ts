import { eq } from 'drizzle-orm';
import type { FirstAppointmentInput } from '@iris/domain/calendar/calendar.schemas';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { appointmentTypes } from '../../db/schema/catalogue.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { customerCreated, type NewCustomer } from '../customers/customers.resource.js';
import { assertBookable } from './calendar-clash.js';

/**
 * A new patient's first appointment (docs/spec.md §2 new-customer dialog), in the patient's creating
 * transaction: checked like any booking (522 refused, 523 and outside the branch's hours unless
 * confirmed), named by its type alone (the calendar shows the patient beside it), in the
 * branch's colour.
 */
async function bookFirstAppointment(
  context: ResourceContext,
  customerId: number,
  appointment: FirstAppointmentInput & { type: { id: number } },
) {
  const [customer] = await context.db
    .select({
      branchId: customers.branchId,
      color: branches.color,
    })
    .from(customers)
    .innerJoin(branches, eq(branches.id, customers.branchId))
    .where(eq(customers.id, customerId));
  const [type] = await context.db
    .select({ name: appointmentTypes.name })
    .from(appointmentTypes)
    .where(eq(appointmentTypes.id, appointment.type.id));
  if (!customer) throw new Error('the patient just inserted is not there');
  if (!type) {
    throw new AppError('invalid_input', {
      errors: [{ field: 'appointment.type.id', message: 'validation.invalid' }],
    });
  }
  await assertBookable(context.db, customer.branchId, appointment, { force: appointment.force });
  await context.db.insert(calendarEvents).values({
    name: type.name,
    description: '',
    startDate: appointment.start_date,
    startTime: appointment.start_time,
    endDate: appointment.end_date,
    endTime: appointment.end_time,
    color: customer.color ?? 'blue',
    branchId: customer.branchId,
    customerId,
    typeId: appointment.type.id,
    createdBy: context.session.id,
  });
}

/** The first appointment a new customer's form carries, if it carries one. */
async function bookFirstAppointmentOf(context: ResourceContext, { id, input }: NewCustomer) {
  if (input.appointment) await bookFirstAppointment(context, id, input.appointment);
}

/**
 * The calendar imports customers, never the reverse: a new customer's first appointment is booked
 * from the customer's hook, registered once by buildApp (app.ts).
 */
export function registerFirstAppointment() {
  customerCreated.register(bookFirstAppointmentOf);
}
