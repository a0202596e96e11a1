import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.js';
import { appointmentTypes } from './catalogue.schema.js';
import { customers } from './customers.schema.js';
import { auditColumns, branches, eventColorEnum } from './geography.schema.js';

/**
 * A branch's calendar (SPEC.md §3 Calendar event). Dates and times are the clinic's wall clock,
 * as staff enter them; `starts_at`/`ends_at` join them for comparisons. Two events of a branch
 * never start at the same minute (522), held by a unique index behind the check the API makes
 * under the branch's lock.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date').notNull(),
    startTime: time('start_time').notNull(),
    endDate: date('end_date').notNull(),
    endTime: time('end_time').notNull(),
    startsAt: timestamp('starts_at').generatedAlwaysAs(
      (): SQL => sql`${calendarEvents.startDate} + ${calendarEvents.startTime}`,
    ),
    endsAt: timestamp('ends_at').generatedAlwaysAs(
      (): SQL => sql`${calendarEvents.endDate} + ${calendarEvents.endTime}`,
    ),
    color: eventColorEnum('color').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    customerId: integer('customer_id').references(() => customers.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => appointmentTypes.id),
    createdBy: integer('created_by').references(() => users.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('calendar_events_branch_start_u522').on(t.branchId, t.startsAt),
    index('calendar_events_branch_range_idx').on(t.branchId, t.startsAt, t.endsAt),
    index('calendar_events_customer_idx').on(t.customerId, t.startsAt),
    check(
      'calendar_events_end_after_start',
      sql`${t.endDate} + ${t.endTime} > ${t.startDate} + ${t.startTime}`,
    ),
  ],
);
