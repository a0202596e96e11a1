import type { Database } from '../db/client.js';
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
