import { z } from 'zod';
import { idField, relation, requiredText } from '../common/fields.js';
import { idFilter } from '../common/table.js';
import { refSchema } from '../catalogue/catalogue-declaration.js';

/** A storage (warehouse) of a branch (docs/spec.md §3 Storage; docs/api.md storages). */
export const createStorageSchema = z.object({
  name: requiredText(150),
  branch: relation(),
});
export type CreateStorageInput = z.input<typeof createStorageSchema>;

/** A rename: a storage never moves to another branch. */
export const updateStorageSchema = z.object({ id: idField(), name: requiredText(150) });
export type UpdateStorageInput = z.input<typeof updateStorageSchema>;

export const storageFilters = { branchId: idFilter() };

export const storageSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The branch's default storage: sales take stock from it (docs/rules.md, Sales). */
  default: z.boolean(),
  branch: refSchema,
  branchId: z.number(),
});
export type Storage = z.infer<typeof storageSchema>;
