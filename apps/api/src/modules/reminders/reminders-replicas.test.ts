import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { replicaWorld } from '../../testing/replica-world.js';
import { runReminders } from './reminder-schedule.js';

/*
 * docs/rules.md, Reminders and recalls: each is sent once, even with several replicas running and after
 * a restart. Iris processes are apps started and stopped on one database, as replicas would be.
 */
const world = replicaWorld();
const { startIris, stopIris, allSent } = world;

/** `count` patients with an e-mail, each with an appointment tomorrow; their addresses. */
const tomorrowsAppointments = (count: number, tag: string) =>
  world.tomorrowsAppointments(count, tag, async (customerId, i) => {
    const email = `${tag}.${i}@correo.test`;
    await world.database().db.update(customers).set({ email }).where(eq(customers.id, customerId));
    return email;
  });

/** Waits until a queue has taken reminder e-mails (they are on their way). */
async function jobsActive() {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { rows } = (await world.database().db.execute<{ active: number }>(
      sql`select count(*)::int as active from pgboss.job
        where name = 'reminder-mail' and state = 'active'`,
    )) as { rows: { active: number }[] };
    if ((rows[0]?.active ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('no reminder e-mail was taken');
    await sleep(50);
  }
}

const timesReceived = (addresses: string[]) =>
  addresses.map((to) => world.smtp().received.filter((mail) => mail.to === to).length);

describe('reminders with several Iris on one database', () => {
  it('plans and sends each reminder once when two replicas run at the same moment', async () => {
    const addresses = await tomorrowsAppointments(30, 'replicas');
    const [a, b] = await Promise.all([startIris(), startIris()]);
    const runs = await Promise.all([runReminders(a), runReminders(b)]);
    expect(runs[0].appointments + runs[1].appointments).toBe(30);
    await allSent(30);
    // Both queues poll every half second: a second e-mail would have left within a few polls.
    await sleep(1500);
    expect(timesReceived(addresses)).toEqual(addresses.map(() => 1));
    const { rows } = (await world.database().db.execute<{ state: string; count: number }>(
      sql`select state, count(*)::int as count from pgboss.job
        where name = 'reminder-mail' group by state`,
    )) as { rows: { state: string; count: number }[] };
    expect(rows).toEqual([{ state: 'completed', count: 30 }]);
  });

  it('sends the rest, and nothing twice, after a restart in the middle of the day', async () => {
    const addresses = await tomorrowsAppointments(60, 'reinicio');
    const first = await startIris();
    // The SMTP server holds the first messages: the stop comes while the batch is on its way.
    world.smtp().pause();
    expect((await runReminders(first)).appointments).toBe(60);
    await jobsActive();
    const stopping = stopIris(first);
    await sleep(300);
    world.smtp().resume();
    await stopping;
    const sentBefore = world.smtp().received.length;
    expect(sentBefore).toBeGreaterThan(0);
    expect(sentBefore).toBeLessThan(60);

    const second = await startIris();
    await allSent(60);
    expect(world.smtp().received.length).toBeGreaterThan(sentBefore);
    expect((await runReminders(second)).appointments).toBe(0);
    await sleep(1500);
    expect(timesReceived(addresses)).toEqual(addresses.map(() => 1));
  });

  it("keeps the schedule from REMINDERS_AT in the database, and plans on the schedule's job", async () => {
    const [address] = await tomorrowsAppointments(1, 'reloj');
    const clock = await startIris({ remindersAt: '00:00', timeZone: 'America/Mexico_City' });
    const { rows } = (await world
      .database()
      .db.execute<{ cron: string; timezone: string }>(
        sql`select cron, timezone from pgboss.schedule where name = 'reminders-plan'`,
      )) as { rows: { cron: string; timezone: string }[] };
    expect(rows).toEqual([{ cron: '*/5 * * * *', timezone: 'America/Mexico_City' }]);
    // What the schedule's tick creates: from 00:00 on, tomorrow's appointments are planned.
    await clock.jobs.enqueue('reminders-plan', {});
    await world.smtp().waitFor(address!, 15_000);
    const [stored] = await world
      .database()
      .db.select({ status: reminders.status })
      .from(reminders)
      .innerJoin(customers, eq(customers.id, reminders.customerId))
      .where(eq(customers.email, address!));
    expect(stored?.status).toMatch(/PENDIENTE|ENVIADO/);
    await stopIris(clock);
    // REMINDERS_AT=off removes it: no replica creates the tick any more.
    await startIris({ remindersAt: null });
    const after = (await world
      .database()
      .db.execute(sql`select name from pgboss.schedule where name = 'reminders-plan'`)) as {
      rows: unknown[];
    };
    expect(after.rows).toEqual([]);
  });
});
