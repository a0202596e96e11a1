import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.schema.js';

/** The customer a walk-in sale is made to (docs/spec.md §3 Sale): one per branch. */
export const WALK_IN_CUSTOMER = {
  name: 'PÚBLICO EN GENERAL',
  paternal: '',
  maternal: '',
  phone: '0000000000',
} as const;

/**
 * Gives the branch its "PÚBLICO EN GENERAL" (customers.walk_in), as migration 0014 gave every
 * branch that existed then. Nothing happens when it has one already, or when a patient of the
 * branch holds the placeholder phone (the migration makes the same choice): the unique indexes
 * decide, so two calls at once still leave one.
 */
export async function ensureWalkInCustomer(db: Db, branchId: number) {
  await db
    .insert(customers)
    .values({ ...WALK_IN_CUSTOMER, branchId, walkIn: true })
    .onConflictDoNothing();
}
