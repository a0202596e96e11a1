import { z } from 'zod';
import { validationMessage as m } from '../i18n/validation-key.js';

export const PAGE_SIZES = [5, 10, 15, 20, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;

export const tableQuerySchema = z.object({
  page: z.coerce
    .number()
    .int(m('integer'))
    .min(1, m('minValue', { min: 1 }))
    .default(1),
  rowsPerPage: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), m('oneOf'))
    .default(DEFAULT_PAGE_SIZE),
  sortBy: z.string().optional(),
  descending: z.boolean().default(true),
  filters: z.looseObject({ search: z.string().trim().max(100).optional() }).default({}),
});

export type TableQuery = z.infer<typeof tableQuerySchema>;
export type TableQueryInput = z.input<typeof tableQuerySchema>;

export interface TableData<T> {
  items: T[];
  current: number;
  limit: number;
  total_items: number;
  sortBy: string;
  descending: boolean;
}

export const tableDataSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    current: z.number(),
    limit: z.number(),
    total_items: z.number(),
    sortBy: z.string(),
    descending: z.boolean(),
  });

export const optionSchema = z.looseObject({ id: z.number(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;
