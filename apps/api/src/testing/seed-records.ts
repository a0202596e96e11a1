import type { Database } from '../db/client.js';
import { calendarEvents } from '../db/schema/calendar.schema.js';
import { appointmentTypes } from '../db/schema/catalogue.schema.js';
import { customers, notes } from '../db/schema/customers.schema.js';

let phone = 3300000000;

/** A patient of the branch, with a phone of their own. */
export async function seedCustomer(
  database: Pick<Database, 'db'>,
  branchId: number,
  values: { name?: string; paternal?: string; maternal?: string; email?: string } = {},
) {
  const [row] = await database.db
    .insert(customers)
    .values({
      name: values.name ?? 'PACIENTE',
      paternal: values.paternal ?? 'PRUEBA',
      maternal: values.maternal ?? 'PRUEBA',
      phone: String(phone++),
      email: values.email ?? null,
      branchId,
    })
    .returning({ id: customers.id });
  return row!.id;
}

/** A note of the patient, numbered after the patient's others of its kind. */
export async function seedNote(
  database: Pick<Database, 'db'>,
  customerId: number,
  kind: 'reception' | 'doctor',
  code = 1,
) {
  const [row] = await database.db
    .insert(notes)
    .values({ kind, customerId, code, title: 'NOTA', description: 'Texto de la nota' })
    .returning({ id: notes.id });
  return row!.id;
}

/** An appointment type of the catalogue. */
export async function seedAppointmentType(database: Pick<Database, 'db'>, name = 'CONSULTA') {
  const [row] = await database.db
    .insert(appointmentTypes)
    .values({ name: `${name} ${++phone}` })
    .returning({ id: appointmentTypes.id });
  return row!.id;
}

/** An event of the branch's calendar, from `start` (`YYYY-MM-DD HH:mm`) for `minutes`. */
export async function seedEvent(
  database: Pick<Database, 'db'>,
  branchId: number,
  typeId: number,
  start: string,
  minutes = 30,
) {
  const [date, time] = start.split(' ') as [string, string];
  const end = new Date(`${date}T${time}:00Z`);
  end.setUTCMinutes(end.getUTCMinutes() + minutes);
  const [row] = await database.db
    .insert(calendarEvents)
    .values({
      name: 'CITA',
      description: '',
      startDate: date,
      startTime: time,
      endDate: end.toISOString().slice(0, 10),
      endTime: end.toISOString().slice(11, 16),
      color: 'blue',
      branchId,
      typeId,
    })
    .returning({ id: calendarEvents.id });
  return row!.id;
}
