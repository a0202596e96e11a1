import { z } from 'zod';

/** Response shapes of the catalogue resources: nested `{id, name}` plus the flat `*_id` aliases. */
export const ref = z.object({ id: z.number(), name: z.string() });
export const named = z.object({ id: z.number(), name: z.string() });

export const refOf = (id: number | null, name: string | null) =>
  id === null || name === null ? { id: id ?? 0, name: name ?? '' } : { id, name };
