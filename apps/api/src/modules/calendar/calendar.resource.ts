import { eq, sql } from 'drizzle-orm';
import { appointmentStatus } from '@iris/domain/calendar/appointment-status';
import {
  calendarEventSchema,
  createEventSchema,
  updateEventSchema,
} from '@iris/domain/calendar/calendar.schemas';
import { EVENT_COLORS } from '@iris/domain/calendar/event-colors';
import { ROLES } from '@iris/domain/users/roles';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { calendarEvents, calendarEventStatuses } from '../../db/schema/calendar.schema.js';
import { appointmentTypes } from '../../db/schema/catalogue.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { AppError } from '../../lib/app-error.js';
import { defineResource, insertValues, updateValues } from '../../lib/recipe/resource.js';
import type { Row, TableSource } from '../../lib/table/table-engine.js';
import { customersResource } from '../customers/customers.resource.js';
import { assertBookable } from './calendar-clash.js';
import { assertDoctorOfBranch, clearChangeRequestAction, statusAction } from './calendar-status.js';
import { personNameSql } from '../../lib/person-name.js';

const customerName = personNameSql(customers);

/** An event with its patient and type, as its listings and its record read it. */
export const eventSource = {
  table: calendarEvents,
  joins: [
    { table: customers, on: eq(customers.id, calendarEvents.customerId) },
    { table: appointmentTypes, on: eq(appointmentTypes.id, calendarEvents.typeId) },
    { table: users, on: eq(users.id, calendarEvents.doctorId) },
  ],
  fields: {
    id: calendarEvents.id,
    name: calendarEvents.name,
    description: calendarEvents.description,
    startDate: calendarEvents.startDate,
    startTime: calendarEvents.startTime,
    endDate: calendarEvents.endDate,
    endTime: calendarEvents.endTime,
    color: calendarEvents.color,
    branchId: calendarEvents.branchId,
    customerId: calendarEvents.customerId,
    customerName,
    typeId: calendarEvents.typeId,
    typeName: appointmentTypes.name,
    status: calendarEvents.status,
    doctorId: calendarEvents.doctorId,
    doctorName: personNameSql(users, { short: true }),
    changeRequested: sql<boolean>`${calendarEvents.changeRequestedAt} is not null`,
    confirmedVia: sql<string | null>`(select s.via from ${calendarEventStatuses} s
      where s.event_id = ${calendarEvents.id} and s.status = 'CONFIRMADA' order by s.id desc limit 1)`,
    minutes: sql<number>`(extract(epoch from ${calendarEvents.endsAt} - ${calendarEvents.startsAt}) / 60)::int`,
    days: sql<number>`(${calendarEvents.endDate} - ${calendarEvents.startDate}) + 1`,
  },
} satisfies TableSource<SelectedFields>;

export type EventRow = Row<typeof eventSource.fields>;

/** Both of docs/spec.md §3's forms of an event: stored and listing. */
export function toEvent(row: EventRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    start_date: row.startDate,
    start_time: row.startTime,
    end_date: row.endDate,
    end_time: row.endTime,
    color: row.color,
    branch: { id: row.branchId },
    customer: row.customerId === null ? null : { id: row.customerId, name: row.customerName },
    type: { id: row.typeId, name: row.typeName },
    title: row.name,
    details: row.description,
    date: row.startDate,
    time: row.startTime.slice(0, 5),
    bgcolor: EVENT_COLORS[row.color],
    branchId: row.branchId,
    customerId: row.customerId,
    typeId: row.typeId,
    status: row.status,
    doctor: row.doctorId === null ? null : { id: row.doctorId, name: row.doctorName },
    doctorId: row.doctorId,
    changeRequested: row.changeRequested,
    confirmedVia: row.confirmedVia === 'WHATSAPP' ? ('WHATSAPP' as const) : null,
    duration: row.minutes,
    days: row.days,
  };
}

/** docs/rules.md: an appointment is booked for a patient of the event's own branch. */
async function assertCustomerOfBranch(db: Db, customerId: number | undefined, branchId: number) {
  if (customerId === undefined) return;
  const [customer] = await db
    .select({ branchId: customers.branchId })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (customer?.branchId !== branchId) {
    throw new AppError('invalid_input', {
      errors: [{ field: 'customer.id', message: 'validation.invalid' }],
    });
  }
}

const eventValues = (input: {
  name: string;
  description: string;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  color: (typeof calendarEvents.color.enumValues)[number];
  type: { id: number };
  customer?: { id: number } | null | undefined;
  doctor?: { id: number } | null | undefined;
}) => ({
  name: input.name,
  description: input.description,
  startDate: input.start_date,
  startTime: input.start_time,
  endDate: input.end_date,
  endTime: input.end_time,
  color: input.color,
  typeId: input.type.id,
  customerId: input.customer?.id ?? null,
  // Left out, the doctor stays (a client that knows nothing of doctors moves an appointment).
  ...(input.doctor === undefined ? {} : { doctorId: input.doctor?.id ?? null }),
});

/**
 * A branch's calendar (docs/api.md branches-calendar): everyone of the branch books, moves and deletes
 * its events; a booking is refused on 522, and on 523 or outside the branch's hours unless
 * confirmed (`force`), checked inside the write's transaction under the branch's lock. An
 * appointment moves through its status (PUT status, calendar-status.ts). get/{id} reads one event
 * whole (the dialog of an event the views drew from getGrid); the listings are by hand
 * (calendar.routes.ts).
 */
export const calendarResource = defineResource({
  name: 'branches-calendar',
  messages: {
    created: 'appointmentCreated',
    updated: 'appointmentUpdated',
    deleted: 'appointmentDeleted',
  },
  table: calendarEvents,
  id: calendarEvents.id,
  scope: { kind: 'branch', column: calendarEvents.branchId },
  status: { column: calendarEvents.status, machine: appointmentStatus },
  endpoints: { get: true, create: true, update: true, delete: true },
  readRoles: ROLES,
  writeRoles: ROLES,
  list: {
    ...eventSource,
    sortKeys: { id: calendarEvents.id, start: calendarEvents.startsAt },
    defaultSort: 'start',
    search: [calendarEvents.name],
  },
  item: calendarEventSchema,
  toItem: toEvent,
  create: {
    schema: createEventSchema,
    async values(input, { db, session }) {
      await assertCustomerOfBranch(db, input.customer?.id, input.branch.id);
      await assertDoctorOfBranch(db, input.doctor?.id, input.branch.id);
      await assertBookable(db, input.branch.id, input, { force: input.force });
      return insertValues(calendarEvents, {
        ...eventValues(input),
        branchId: input.branch.id,
        createdBy: session.id,
      });
    },
  },
  update: {
    schema: updateEventSchema,
    async values(input, { db }) {
      const [event] = await db
        .select({ branchId: calendarEvents.branchId })
        .from(calendarEvents)
        .where(eq(calendarEvents.id, input.id));
      const branchId = event?.branchId ?? 0;
      await assertCustomerOfBranch(db, input.customer?.id, branchId);
      await assertDoctorOfBranch(db, input.doctor?.id, branchId);
      await assertBookable(db, branchId, input, { force: input.force, excludeId: input.id });
      return updateValues(calendarEvents, {
        ...eventValues(input),
        // Moved to another start, the change the patient asked for by WhatsApp is made.
        changeRequestedAt: sql`case when ${calendarEvents.startDate} = ${input.start_date}::date
          and ${calendarEvents.startTime} = ${input.start_time}::time
          then ${calendarEvents.changeRequestedAt} end`,
      });
    },
  },
  references: [
    { field: 'branch', to: 'branch' },
    { field: 'customer', to: customersResource },
  ],
  actions: [statusAction, clearChangeRequestAction],
});
