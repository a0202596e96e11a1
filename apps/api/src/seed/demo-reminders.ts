import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * What the reminders screen shows after a month of use: each demo appointment of this month up to
 * today was reminded the day before at 10:00 — sent to the patients with an e-mail who take them,
 * one in 25 refused by the mail server after its retries, the others skipped with the reason. One
 * statement; the reminders' keys make running it again insert nothing. Written as history: no
 * e-mail job is created, none is sent.
 */
export async function seedDemoReminders(db: Db) {
  await db.execute(sql`
    insert into reminders (kind, status, reason, detail, attempts, key, branch_id, customer_id,
      event_id, appointment_at, due_date, sent_at, created_at, updated_at)
    select 'CITA', outcome.status, outcome.reason, outcome.detail, outcome.attempts,
      'CITA:' || e.id || ':' || to_char(e.starts_at, 'YYYY-MM-DD"T"HH24:MI'),
      e.branch_id, e.customer_id, e.id, e.starts_at, e.start_date - 1,
      case when outcome.status = 'ENVIADO' then sent.at end, sent.at, sent.at
    from calendar_events e
    join customers c on c.id = e.customer_id
    cross join lateral (select ((e.start_date - 1) + time '10:00'
      + make_interval(secs => e.id % 300))::timestamptz as at) as sent
    cross join lateral (select
      case when c.email is null or not c.reminders then 'OMITIDO'
        when e.id % 25 = 0 then 'FALLIDO' else 'ENVIADO' end as status,
      case when c.email is null then 'NO_EMAIL' when not c.reminders then 'OPTED_OUT'
        when e.id % 25 = 0 then 'SMTP_REJECTED' end as reason,
      case when c.email is not null and c.reminders and e.id % 25 = 0 then '550' end as detail,
      case when c.email is null or not c.reminders then 0 when e.id % 25 = 0 then 6 else 1 end
        as attempts) as outcome
    where e.start_date between date_trunc('month', current_date)::date and current_date
      and not c.walk_in
    order by e.id
    on conflict (key) do nothing`);
}
