import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { calendarEvents as e } from '../../db/schema/calendar.schema.js';
import { customers } from '../../db/schema/customers.schema.js';

const minute = (column: SQLWrapper) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI')`;

export interface GridOptions {
  /** A doctor's events only, or those without one. */
  doctor?: number | 'none' | undefined;
  /** The first events of each day by start, at most; all of them when absent. */
  perDay?: number | undefined;
}

const ALL = 2_147_483_647;

/**
 * The branch's events that overlap [from, until) as the calendar views draw them
 * (calendar-grid.ts of the domain), in start order, at most `perDay` of each day, and how many
 * start on each day of the range: two JSON arrays, built by the database and handed on as text.
 * A month view draws a few events a day and "+N", not 5,000 rows to read, map, check and
 * serialise (README, `npm run bench:calendar`). The query, not yet run (the benchmark explains it).
 */
export function gridEventsQuery(
  branchId: number,
  from: string,
  until: string,
  { doctor, perDay = ALL }: GridOptions = {},
) {
  const byDoctor =
    doctor === undefined
      ? sql``
      : doctor === 'none'
        ? sql`and ${e.doctorId} is null`
        : sql`and ${e.doctorId} = ${doctor}`;
  return sql`
    with matching as (
      select ${e.id} as id, ${e.startDate} as day,
        row_number() over (partition by ${e.startDate} order by ${e.startsAt}, ${e.id}) as n
      from ${e}
      where ${e.branchId} = ${branchId}
        and ${e.startsAt} < ${until}::date and ${e.endsAt} > ${from}::date ${byDoctor}
    )
    select
      (select coalesce(json_agg(json_build_object(
          'id', ${e.id},
          'start', ${minute(e.startsAt)},
          'end', ${minute(e.endsAt)},
          'title', ${e.name},
          'color', ${e.color},
          'status', ${e.status},
          'customer', case when ${customers.id} is not null
            then concat_ws(' ', ${customers.name}, ${customers.paternal}, ${customers.maternal}) end,
          'doctorId', ${e.doctorId},
          'doctor', case when ${users.id} is not null
            then concat_ws(' ', ${users.name}, ${users.paternal}) end
        ) order by ${e.startsAt}, ${e.id}), '[]')
        from matching
        join ${e} on ${e.id} = matching.id
        left join ${customers} on ${customers.id} = ${e.customerId}
        left join ${users} on ${users.id} = ${e.doctorId}
        where matching.n <= ${perDay})::text as events,
      (select coalesce(json_agg(json_build_object('date', day, 'count', count) order by day), '[]')
        from (select day, count(*)::int as count from matching
          where day >= ${from}::date group by day) as days)::text as days`;
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
