import { and, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { ValidateDatesAnswer } from '@iris/domain/calendar/calendar.schemas';
import type { Db } from '../../db/client.js';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { AppError } from '../../lib/app-error.js';

/*
 * RULES.md, Calendar: 522 when another event of the branch starts at the same minute; 523 when
 * the start falls inside another event. A booking checks again inside its transaction, under a
 * lock of the branch's row, so two bookings of one branch are checked one after the other.
 */

export interface Start {
  start_date: string;
  start_time: string;
}

const startOf = (span: Start): SQL => sql`(${span.start_date}::date + ${span.start_time}::time)`;

/** The first clash of a start with the branch's other events, or none. */
export async function findClash(
  db: Db,
  branchId: number,
  span: Start,
  excludeId?: number,
): Promise<ValidateDatesAnswer> {
  const start = startOf(span);
  const others = and(
    eq(calendarEvents.branchId, branchId),
    excludeId === undefined ? undefined : ne(calendarEvents.id, excludeId),
  );
  const found = async (where: SQL | undefined) =>
    (
      await db
        .select({
          date: sql<string>`to_char(${calendarEvents.startDate}, 'YYYY-MM-DD')`,
          time: sql<string>`to_char(${calendarEvents.startTime}, 'HH24:MI')`,
        })
        .from(calendarEvents)
        .where(and(others, where))
        .orderBy(calendarEvents.startsAt)
        .limit(1)
    )[0];
  const same = await found(sql`${calendarEvents.startsAt} = ${start}`);
  if (same) return { result: false, codeError: 522, ...same };
  const inside = await found(
    and(lt(calendarEvents.startsAt, start), gt(calendarEvents.endsAt, start)),
  );
  if (inside) return { result: false, codeError: 523, ...inside };
  return { result: true, codeError: null, date: null, time: null };
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
 * Inside a booking's transaction: locks the branch's calendar, then refuses a 522 always and a
 * 523 unless the person confirmed it (`force`).
 */
export async function assertBookable(
  db: Db,
  branchId: number,
  span: Start,
  options: { force?: boolean | undefined; excludeId?: number } = {},
) {
  await lockCalendar(db, branchId);
  const clash = await findClash(db, branchId, span, options.excludeId);
  if (clash.codeError === 522 || (clash.codeError === 523 && !options.force)) {
    throw new AppError(clash.codeError, { date: clash.date, time: clash.time });
  }
}
