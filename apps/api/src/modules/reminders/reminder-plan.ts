import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enqueueManyInTransaction } from '../../lib/jobs/job-send.js';
import { whatsappReachable } from '../whatsapp/whatsapp-templates.js';

export const REMINDER_MAIL = 'reminder-mail';

export interface ReminderMailJob {
  reminderId: number;
}

type Planned = { id: number; status: string };

/**
 * Tomorrow's appointments of every branch (the clinic's day: the session's time zone) with a
 * patient, each at the time it has now. The key is the appointment and its start: planned again,
 * it is found; moved to another time, it is reminded at the new one. A patient WhatsApp can reach
 * (`whatsapp`: the channel is on) is reminded there; one without an e-mail or who opted out of them
 * is otherwise recorded OMITIDO. A blocked patient (docs/rules.md, Privacy and accounts) is not
 * reminded at all.
 */
const appointments = (whatsapp: SQL) => sql`
  insert into reminders (kind, status, reason, key, branch_id, customer_id, event_id, appointment_at, due_date)
  select 'CITA',
    case when ${whatsapp} then 'PENDIENTE'
      when c.email is null or not c.reminders then 'OMITIDO' else 'PENDIENTE' end,
    case when ${whatsapp} then null
      when c.email is null then 'NO_EMAIL' when not c.reminders then 'OPTED_OUT' end,
    'CITA:' || e.id || ':' || to_char(e.starts_at, 'YYYY-MM-DD"T"HH24:MI'),
    e.branch_id, e.customer_id, e.id, e.starts_at, current_date
  from calendar_events e
  join customers c on c.id = e.customer_id
  where e.starts_at >= (current_date + 1)::timestamp and e.starts_at < (current_date + 2)::timestamp
    and e.status in ('PROGRAMADA', 'CONFIRMADA') and not c.walk_in and c.blocked_at is null
  order by e.starts_at, e.id
  on conflict (key) do nothing
  returning id, status`;

/**
 * Patients with an e-mail, or whom WhatsApp can reach, whose latest prescription is more than 12
 * months old, no recall in the last 12 months and no appointment ahead. The key is the patient, the
 * prescription and its years: one recall a year, whoever plans it.
 */
const recalls = (whatsapp: SQL) => sql`
  insert into reminders (kind, status, reason, key, branch_id, customer_id, prescription_id, due_date)
  select 'REVISION',
    case when ${whatsapp} or c.reminders then 'PENDIENTE' else 'OMITIDO' end,
    case when not (${whatsapp} or c.reminders) then 'OPTED_OUT' end,
    'REVISION:' || c.id || ':' || l.id || ':' || extract(year from age(current_date, l.date))::int,
    c.branch_id, c.id, l.id, current_date
  from (
    select distinct on (p.customer_id) p.customer_id, p.id, p.date
    from prescriptions p
    where p.deleted_at is null
    order by p.customer_id, p.date desc, p.id desc
  ) l
  join customers c on c.id = l.customer_id
  where l.date < current_date - interval '12 months'
    and (c.email is not null or ${whatsapp}) and not c.walk_in and c.blocked_at is null
    and not exists (select 1 from reminders r where r.customer_id = c.id and r.kind = 'REVISION'
      and r.due_date > current_date - interval '12 months')
    and not exists (select 1 from calendar_events e where e.customer_id = c.id
      and e.starts_at >= localtimestamp)
  order by c.id
  on conflict (key) do nothing
  returning id, status`;

/** Inserts what `statement` plans and, in the same transaction, the e-mail job of each PENDIENTE. */
async function plan(db: Db, statement: SQL): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute<Planned>(statement)) as { rows: Planned[] };
    await enqueueManyInTransaction(
      tx,
      REMINDER_MAIL,
      rows
        .filter((row) => row.status === 'PENDIENTE')
        .map((row) => ({
          data: { reminderId: row.id } satisfies ReminderMailJob,
          singletonKey: `reminder-${row.id}`,
        })),
    );
    return rows.length;
  });
}

/** The reminders of tomorrow's appointments: how many were planned now. */
export const planAppointmentReminders = (db: Db, whatsappOn: boolean) =>
  plan(db, appointments(whatsappReachable(whatsappOn)));

/** The recalls due today: how many were planned now. */
export const planRecalls = (db: Db, whatsappOn: boolean) =>
  plan(db, recalls(whatsappReachable(whatsappOn)));
