import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.schema.js';
import { calendarEvents as e } from '../../db/schema/calendar.schema.js';
import { customers } from '../../db/schema/customers.schema.js';

const minute = (column: SQLWrapper) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI')`;

/**
 * The branch's events that overlap [from, until) as the calendar views draw them
 * (calendar-grid.ts of the domain), in start order: one JSON array, built by the database and
 * handed on as text. A month of 5,000 events is one value to read instead of 5,000 rows to map,
 * check and serialise (README, `npm run bench:calendar`). The query, not yet run (the benchmark
 * explains it).
 */
export function gridEventsQuery(branchId: number, from: string, until: string) {
  return sql`
    select coalesce(json_agg(json_build_object(
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
      ) order by ${e.startsAt}, ${e.id}), '[]')::text as events
    from ${e}
    left join ${customers} on ${customers.id} = ${e.customerId}
    left join ${users} on ${users.id} = ${e.doctorId}
    where ${e.branchId} = ${branchId}
      and ${e.startsAt} < ${until}::date and ${e.endsAt} > ${from}::date`;
}

export async function gridEventsJson(db: Db, branchId: number, from: string, until: string) {
  const { rows } = (await db.execute<{ events: string }>(
    gridEventsQuery(branchId, from, until),
  )) as { rows: { events: string }[] };
  return rows[0]?.events ?? '[]';
}
