import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import { pad2 } from '@iris/domain/common/dates';
import type { Db } from '../../db/client.js';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { selectFrom } from '../../lib/table/table-engine.js';
import { eventSource, toEvent, type EventRow } from './calendar.resource.js';

/** The first day of a month and of the next, `YYYY-MM-DD`. */
export function monthRange(year: number, month: number) {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: `${year}-${pad2(month)}-01`, until: `${next.year}-${pad2(next.month)}-01` };
}

/**
 * The branch's events that overlap [from, until) — a month, a month view's weeks, a day — in
 * start order, read from the (branch, end) index near today and the (branch, start, end) index
 * far back, whichever the planner finds reads fewer. The query, not yet run (the benchmark
 * explains it).
 */
export function eventsQuery(
  db: Db,
  branchId: number,
  from: string,
  until: string,
  { changeRequested }: { changeRequested?: boolean | null | undefined } = {},
) {
  return selectFrom(db, eventSource)
    .where(
      and(
        eq(calendarEvents.branchId, branchId),
        lt(calendarEvents.startsAt, sql`${until}::date`),
        gt(calendarEvents.endsAt, sql`${from}::date`),
        changeRequested ? isNotNull(calendarEvents.changeRequestedAt) : undefined,
      ),
    )
    .orderBy(calendarEvents.startsAt);
}

export async function eventsBetween(
  db: Db,
  branchId: number,
  from: string,
  until: string,
  filters: { changeRequested?: boolean | null | undefined } = {},
) {
  const rows = (await eventsQuery(db, branchId, from, until, filters)) as EventRow[];
  return rows.map(toEvent);
}

/** The day after a date, `YYYY-MM-DD`. */
export function dayAfter(date: string) {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
