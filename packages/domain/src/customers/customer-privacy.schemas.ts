import { z } from 'zod';
import { idFilter } from '../common/table.js';

/*
 * docs/api.md privacy: a patient's cancelación (blocked), anonymisation, and super_admin's list of
 * blocked patients (docs/rules.md, Privacy and accounts).
 */

export const blockedSchema = z.object({ id: z.number(), blockedAt: z.string() });

export const anonymizedSchema = z.object({ id: z.number() });

/** A blocked patient as super_admin's list shows them: hidden from every other screen. */
export const blockedCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  branch: z.object({ id: z.number(), name: z.string() }),
  blockedAt: z.string(),
  anonymizedAt: z.string().nullable(),
});
export type BlockedCustomer = z.infer<typeof blockedCustomerSchema>;

/** The blocked patients of one branch (its customers tab), or of every branch. */
export const blockedFilters = { branchId: idFilter() };
