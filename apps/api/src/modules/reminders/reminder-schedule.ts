import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReminderRun } from '@iris/domain/reminders/reminder.schemas';
import { planAppointmentReminders, planRecalls } from './reminder-plan.js';

const REMINDERS_PLAN = 'reminders-plan';
const RECALLS_PLAN = 'recalls-plan';
/** Every five minutes: an appointment booked or moved into tomorrow after the hour is still reminded. */
const EVERY_FIVE_MINUTES = '*/5 * * * *';

interface RecallsJob {
  day: string;
}

/**
 * What goes out today, now (`reminders/run`, or the schedule once the hour is reached): tomorrow's
 * appointments and the recalls due. What was planned before is not planned again.
 */
export async function runReminders(app: FastifyInstance): Promise<ReminderRun> {
  return {
    appointments: await planAppointmentReminders(app.db, app.config.whatsapp !== undefined),
    recalls: await planRecalls(app.db, app.config.whatsapp !== undefined),
  };
}

/**
 * At each tick from REMINDERS_AT (the clinic's clock) to midnight: tomorrow's appointments, and
 * once a day (a job keyed by the day) the recalls, which read every patient's latest prescription.
 */
async function onTick(app: FastifyInstance, at: string) {
  type Clock = { day: string; time: string };
  const clock = (await app.db.execute<Clock>(
    sql`select current_date::text as day, to_char(localtime, 'HH24:MI') as time`,
  )) as { rows: Clock[] };
  const { day = '', time = '' } = clock.rows[0] ?? {};
  if (time < at) return { skipped: `before ${at}` };
  const appointments = await planAppointmentReminders(app.db, app.config.whatsapp !== undefined);
  await app.jobs.enqueue(RECALLS_PLAN, { day } satisfies RecallsJob, { singletonKey: day });
  return { appointments };
}

/** The schedule of the day's reminders (README, Reminders): none when REMINDERS_AT is off. */
export function registerReminderSchedule(app: FastifyInstance) {
  const { remindersAt, timeZone } = app.config;
  app.jobs.register(REMINDERS_PLAN, () =>
    remindersAt ? onTick(app, remindersAt) : Promise.resolve(),
  );
  app.jobs.register<RecallsJob>(RECALLS_PLAN, async () => ({
    recalls: await planRecalls(app.db, app.config.whatsapp !== undefined),
  }));
  app.jobs.schedule(REMINDERS_PLAN, remindersAt ? EVERY_FIVE_MINUTES : null, timeZone);
}
