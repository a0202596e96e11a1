import { sql } from 'drizzle-orm';
import { EVENT_COLOR_KEYS } from '@iris/domain/calendar/event-colors';
import type { Db } from '../db/client.js';
import { calendarEvents } from '../db/schema/calendar.schema.js';
import { appointmentTypes } from '../db/schema/catalogue.schema.js';

/**
 * A month of appointments in each demo branch (the current one, in the clinic's zone): on every
 * weekday, appointments from 09:00 on at varied lengths, with a second one inside the first of
 * some days (what 523 lets staff book after confirming). One INSERT … SELECT a branch; the
 * unique start per branch makes running it again insert nothing.
 */
export async function seedDemoAppointments(db: Db, branchIds: number[], typeIds: number[]) {
  const colors = sql.join(
    EVENT_COLOR_KEYS.map((key) => sql`${key}`),
    sql`, `,
  );
  const types = sql.join(
    typeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  for (const branchId of branchIds) {
    await db.execute(sql`
      insert into ${calendarEvents} (name, description, start_date, start_time, end_date,
        end_time, color, branch_id, customer_id, type_id)
      select ty.name, 'Cita de demostración', day::date,
        time '09:00' + make_interval(mins => slot * 45), day::date,
        time '09:00' + make_interval(mins => slot * 45 + 30 + (slot % 2) * 15),
        (array[${colors}])[1 + ((slot + extract(day from day)::int) % ${EVENT_COLOR_KEYS.length})]::event_color,
        ${branchId}::int, c.id, ty.id
      from generate_series(date_trunc('month', now()), date_trunc('month', now()) + interval '1 month' - interval '1 day', interval '1 day') as day,
        generate_series(0, 3 + (extract(day from day)::int % 4)) as slot,
        lateral (
          select id, name from ${appointmentTypes}
          where id = (array[${types}]::int[])[1 + (slot % ${typeIds.length})]
        ) as ty,
        lateral (
          select id, name, paternal from customers
          where branch_id = ${branchId}
          order by id offset (extract(day from day)::int * 3 + slot) % 40 limit 1
        ) as c
      where extract(isodow from day) < 6
      union all
      select 'Ajuste de armazón', 'Entre citas', day::date, time '09:15', day::date, time '09:30',
        'amber'::event_color, ${branchId}::int, null, (array[${types}]::int[])[1]
      from generate_series(date_trunc('month', now()), date_trunc('month', now()) + interval '1 month' - interval '1 day', interval '3 days') as day
      where extract(isodow from day) < 6
      on conflict do nothing`);
  }
}
