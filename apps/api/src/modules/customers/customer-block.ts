import { and, eq, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/customers.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { logAccess } from '../../lib/access-log.js';
import { AppError } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/recipe/crud.repository.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { reachPatient } from './customer-privacy.repository.js';

/**
 * A cancelación (docs/rules.md, Privacy and accounts), by super_admin: the patient is blocked —
 * the customers resource's rows leave them out, so every table, get, option, search and child
 * record of theirs is gone from the screens — and kept, with the log. Their reminders still to go
 * are dropped (OMITIDO, OPTED_OUT) and the plans skip them from now on. Not undone through the API.
 */
export function blockPatient(context: ResourceContext, customerId: number) {
  return inTransaction(context, async (tx) => {
    const patient = await reachPatient(tx, customerId, { lock: true });
    if (patient.blockedAt) throw new AppError('invalid_state');
    const [row] = await tx.db
      .update(customers)
      .set({ blockedAt: sql`now()`, blockedBy: tx.session.id, updatedAt: sql`now()` })
      .where(eq(customers.id, customerId))
      .returning({ id: customers.id, blockedAt: customers.blockedAt });
    await tx.db
      .update(reminders)
      .set({ status: 'OMITIDO', reason: 'OPTED_OUT', updatedAt: sql`now()` })
      .where(and(eq(reminders.customerId, customerId), eq(reminders.status, 'PENDIENTE')));
    await logAccess(tx, { action: 'block', subject: 'customer', customerId });
    return { id: customerId, blockedAt: (row?.blockedAt ?? new Date()).toISOString() };
  });
}
