import { eq } from 'drizzle-orm';
import { arcoDueDate, arcoWarningDate } from '@iris/domain/privacy/arco.schemas';
import type { Database } from '../db/client.js';
import { customers } from '../db/schema/customers.schema.js';
import { arcoRequests, privacyNotices } from '../db/schema/privacy.schema.js';

/** An open ARCO request of the patient, in the patient's branch, received on `receivedAt`. */
export async function seedArcoRequest(
  database: Pick<Database, 'db'>,
  customerId: number,
  receivedAt = '2026-09-04',
) {
  const [customer] = await database.db
    .select({ branchId: customers.branchId })
    .from(customers)
    .where(eq(customers.id, customerId));
  const dueDate = arcoDueDate(receivedAt);
  const [row] = await database.db
    .insert(arcoRequests)
    .values({
      branchId: customer!.branchId,
      customerId,
      kind: 'ACCESO',
      receivedAt,
      dueDate,
      warningDate: arcoWarningDate(dueDate),
    })
    .returning({ id: arcoRequests.id });
  return row!.id;
}

/** A published version of the aviso de privacidad. */
export async function seedPrivacyNotice(
  database: Pick<Database, 'db'>,
  version: number,
  text = `Aviso de privacidad, versión ${version}.`,
) {
  const [row] = await database.db
    .insert(privacyNotices)
    .values({ version, text })
    .returning({ id: privacyNotices.id });
  return row!.id;
}
