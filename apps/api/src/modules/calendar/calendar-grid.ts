import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { calendarEvents as e } from '../../db/schema/calendar.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { personNameSql } from '../../lib/person-name.js';

const minute = (column: SQLWrapper) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI')`;

export interface GridOptions {
  /** A doctor's events only, or those without one. */
  doctor?: number | 'none' | undefined;
  /** The first events of each day by start, at most; all of them when absent. */
  perDay?: number | undefined;
  /** Only those whose patient asked to change them (the front desk's _Piden cambio_). */
  changeRequested?: boolean | null | undefined;
}

/**
 * The branch's events that overlap [from, until) as the calendar views draw them
 * (calendar-grid.ts of the domain), in start order, at most `perDay` of each day (and of those
 * that run into the range from before it), and how many start on each day of the range: two JSON arrays, built by the database and handed on as text.
 * A month view draws a few events a day and "+N", not 5,000 rows to read, map, check and
 * serialise (README, `npm run bench:calendar`). The query, not yet run (the benchmark explains it).
 */
export function gridEventsQuery(
  branchId: number,
  from: string,
  until: string,
  { doctor, perDay, changeRequested }: GridOptions = {},
) {
  const byDoctor =
    doctor === undefined
      ? sql``
      : doctor === 'none'
        ? sql`and ${e.doctorId} is null`
        : sql`and ${e.doctorId} = ${doctor}`;
  const asked = changeRequested ? sql`and ${e.changeRequestedAt} is not null` : sql``;
  const ofBranch = sql`${e.branchId} = ${branchId} ${byDoctor} ${asked}`;
  const columns = sql`${e.id} as id, ${e.startsAt} as starts_at, ${e.endsAt} as ends_at,
    ${e.name} as name, ${e.color} as color, ${e.status} as status,
    ${e.customerId} as customer_id, ${e.doctorId} as doctor_id,
    ${e.changeRequestedAt} is not null as change_requested`;
  // A month view: what runs into the range from before it, and each day's first events, a few
  // rows of the (branch, start) index a day, never the whole month sorted. What runs into it is
  // planned on its own (offset 0): ordered by start with a limit, the planner would walk the
  // branch's history by start, where the (branch, end) index reads what ends after `from`.
  const shown =
    perDay === undefined
      ? sql`select ${columns} from ${e}
          where ${ofBranch} and ${e.startsAt} < ${until}::date and ${e.endsAt} > ${from}::date`
      : sql`(select * from (select ${columns} from ${e}
            where ${ofBranch} and ${e.startsAt} < ${from}::date and ${e.endsAt} > ${from}::date
            offset 0) as carried
          order by starts_at, id limit ${perDay})
        union all
        select first.*
        from generate_series(${from}::timestamp, ${until}::timestamp - interval '1 day',
          interval '1 day') as d (day)
        cross join lateral (select ${columns} from ${e}
          where ${ofBranch} and ${e.startsAt} >= d.day and ${e.startsAt} < d.day + interval '1 day'
          order by ${e.startsAt}, ${e.id} limit ${perDay}) as first`;
  // The names by id, row by row: a few hundred rows never read a whole table of patients.
  return sql`
    select
      (select coalesce(json_agg(json_build_object(
          'id', shown.id,
          'start', ${minute(sql`shown.starts_at`)},
          'end', ${minute(sql`shown.ends_at`)},
          'title', shown.name,
          'color', shown.color,
          'status', shown.status,
          'customer', (select ${personNameSql(customers)} from ${customers} where ${customers.id} = shown.customer_id),
          'doctorId', shown.doctor_id,
          'changeRequested', shown.change_requested,
          'doctor', (select ${personNameSql(users, { short: true })} from ${users}
            where ${users.id} = shown.doctor_id)
        ) order by shown.starts_at, shown.id), '[]')
        from (${shown}) as shown)::text as events,
      (select coalesce(json_agg(json_build_object('date', day, 'count', count) order by day), '[]')
        from (select ${e.startsAt}::date as day, count(*)::int as count from ${e}
          where ${ofBranch} and ${e.startsAt} >= ${from}::date and ${e.startsAt} < ${until}::date
          group by 1) as days)::text as days`;
}

/** getGrid's answer's `data`, as JSON text: `{"data": [events], "days": [{date, count}]}`. */
export async function gridJson(
  db: Db,
  branchId: number,
  from: string,
  until: string,
  options: GridOptions,
) {
  const { rows } = (await db.execute(gridEventsQuery(branchId, from, until, options))) as {
    rows: { events: string; days: string }[];
  };
  const [answer = { events: '[]', days: '[]' }] = rows;
  return `{"data":${answer.events},"days":${answer.days}}`;
}
