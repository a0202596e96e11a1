// The day the reminder benchmarks send (bench:reminders by e-mail, bench:whatsapp by WhatsApp):
// tomorrow's appointments of every branch, reminders/run as the administrator, and the wait until
// every reminder is ENVIADO.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';

/**
 * Tomorrow in the clinic: per branch, one appointment every 3 minutes from 07:00, each for a
 * different patient of that branch whom `patients` (a condition on customers) picks.
 */
export async function seedTomorrow(db: Db, appointments: number, branches: number, patients: SQL) {
  await db.execute(sql`
    insert into calendar_events (name, description, start_date, start_time, end_date, end_time,
      color, branch_id, customer_id, type_id)
    select 'CITA', '', current_date + 1, time '07:00' + (n * interval '3 minutes'),
      current_date + 1, time '07:00' + (n * interval '3 minutes') + interval '3 minutes',
      'blue', c.branch_id, c.id, (select min(id) from appointment_types)
    from (
      select id, branch_id, row_number() over (partition by branch_id order by id) - 1 as n
      from customers where ${patients} and not walk_in
    ) c
    where c.n < ${Math.ceil(appointments / branches)}
    order by c.n, c.branch_id
    limit ${appointments}`);
}

/** POST reminders/run as the administrator: how many appointments it planned. */
export async function runReminders(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/reminders/run`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { data: { appointments: number } } };
  if (response.status !== 200) throw new Error(`run: ${response.status}`);
  return body.data.data.appointments;
}

/** Waits until `planned` reminders are ENVIADO (30 minutes at most): ms since `started`. */
export async function untilSent(db: Db, planned: number, started: number): Promise<number> {
  let sent = 0;
  while (sent < planned) {
    await sleep(200);
    const { rows } = (await db.execute(
      sql`select count(*)::int as sent from reminders where status = 'ENVIADO'`,
    )) as { rows: { sent: number }[] };
    sent = rows[0]?.sent ?? 0;
    if (performance.now() - started > 30 * 60_000) throw new Error(`only ${sent} sent`);
  }
  return Math.round(performance.now() - started);
}
