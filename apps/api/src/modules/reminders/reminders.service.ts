import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { customerOfToken } from './unsubscribe-token.js';

/**
 * The patient behind a valid token stops receiving reminders ("Recibe recordatorios" off), and
 * what was planned for them and not yet sent is OMITIDO; answers the branch's name for the page.
 * Null: the token was not made by this server, or its patient no longer exists.
 */
export async function unsubscribe(db: Db, secret: string, token: string) {
  const customerId = customerOfToken(secret, token);
  if (customerId === null) return null;
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .update(customers)
      .set({ reminders: false })
      .where(eq(customers.id, customerId))
      .returning({ branchId: customers.branchId });
    if (!customer) return null;
    await tx
      .update(reminders)
      .set({ status: 'OMITIDO', reason: 'OPTED_OUT', updatedAt: new Date() })
      .where(and(eq(reminders.customerId, customerId), eq(reminders.status, 'PENDIENTE')));
    const [branch] = await tx
      .select({ name: branches.name })
      .from(branches)
      .where(eq(branches.id, customer.branchId));
    return { branchName: branch?.name ?? null };
  });
}
