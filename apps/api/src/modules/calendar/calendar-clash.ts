import { and, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { ValidateDatesAnswer } from '@iris/domain/calendar/calendar.schemas';
import { isOutsideHours, openingHoursOf } from '@iris/domain/calendar/opening-hours';
import type { Db } from '../../db/client.js';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { AppError } from '../../lib/app-error.js';
import { personNameSql } from '../../lib/person-name.js';

/*
 * docs/rules.md, Calendar: 522 when another event of the branch starts at the same minute; 523 when
 * the start falls inside another event; `outside_hours` when the start or the end leaves the
 * branch's opening hours. A booking checks again inside its transaction, under a lock of the
 * branch's row, so two bookings of one branch are checked one after the other.
 */

export interface Span {
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
}

const startOf = (span: Span): SQL => sql`(${span.start_date}::date + ${span.start_time}::time)`;

/** The branch's opening hours, or null when it has none that make a day. */
async function hoursOf(db: Db, branchId: number) {
  const [branch] = await db
    .select({ open: branches.openTime, close: branches.closeTime })
    .from(branches)
    .where(eq(branches.id, branchId));
  return branch ? openingHoursOf(branch.open, branch.close) : null;
}

/** The first clash of a start with the branch's other events, and whether it leaves the hours. */
export async function findClash(
  db: Db,
  branchId: number,
  span: Span,
  excludeId?: number,
): Promise<ValidateDatesAnswer> {
  const start = startOf(span);
  const others = and(
    eq(calendarEvents.branchId, branchId),
    excludeId === undefined ? undefined : ne(calendarEvents.id, excludeId),
  );
  // The events that match are planned on their own (the offset fences them off): ordered by
  // start with a limit, the planner would walk the branch's whole history by start, where the
  // (branch, end) index reads the few events that end after the start asked.
  const found = async (where: SQL | undefined) => {
    const matching = db
      .select()
      .from(calendarEvents)
      .where(and(others, where))
      .offset(0)
      .as('matching');
    const [first] = await db
      .select({
        date: sql<string>`to_char(${matching.startDate}, 'YYYY-MM-DD')`,
        time: sql<string>`to_char(${matching.startTime}, 'HH24:MI')`,
        end_time: sql<string>`to_char(${matching.endTime}, 'HH24:MI')`,
        customer: sql<string | null>`nullif(${personNameSql(customers)}, '')`,
      })
      .from(matching)
      .leftJoin(customers, eq(customers.id, matching.customerId))
      .orderBy(matching.startsAt)
      .limit(1);
    return first;
  };
  const hours = await hoursOf(db, branchId);
  const outsideHours = isOutsideHours(span, hours);
  const answer = { outsideHours, hours };
  const same = await found(sql`${calendarEvents.startsAt} = ${start}`);
  if (same) return { result: false, codeError: 522, ...same, ...answer };
  const inside = await found(
    and(lt(calendarEvents.startsAt, start), gt(calendarEvents.endsAt, start)),
  );
  if (inside) return { result: false, codeError: 523, ...inside, ...answer };
  const none = { date: null, time: null, end_time: null, customer: null, ...answer };
  if (outsideHours) return { result: false, codeError: 'outside_hours', ...none };
  return { result: true, codeError: null, ...none };
}

/** Calendar writes of a branch one at a time: the branch's row is locked for the transaction. */
export async function lockCalendar(db: Db, branchId: number) {
  await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.id, branchId))
    .for('no key update');
}

/**
 * Inside a booking's transaction: locks the branch's calendar, then refuses a 522 always, and a
 * 523 or a span outside the opening hours unless the person confirmed it (`force`).
 */
export async function assertBookable(
  db: Db,
  branchId: number,
  span: Span,
  options: { force?: boolean | undefined; excludeId?: number } = {},
) {
  await lockCalendar(db, branchId);
  const clash = await findClash(db, branchId, span, options.excludeId);
  const { date, time, end_time, customer } = clash;
  if (clash.codeError === 522) throw new AppError(522, { date, time });
  if (options.force) return;
  if (clash.codeError === 523) throw new AppError(523, { date, time, end_time, customer });
  if (clash.outsideHours && clash.hours) throw new AppError('outside_hours', clash.hours);
}
