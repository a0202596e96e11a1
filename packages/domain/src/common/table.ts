import { z } from 'zod';
import { validationMessage as m } from '../i18n/validation-key.js';
import { idField, wholeNumber } from './fields.js';

export const PAGE_SIZES = [5, 10, 15, 20, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 5;

/** The free-text search every table takes beside its own filters. */
export const searchFilter = { search: z.string().trim().max(100).optional() };

/** A filter on a related record (`filters.countryId`): a positive id, or absent. */
export const idFilter = () => idField().optional();

/**
 * The getTable body of a resource whose filters are `filters`: a filter it does not declare is a
 * 400, not silently ignored.
 */
export const tableQuerySchemaOf = <F extends z.ZodRawShape>(filters: F) =>
  z.object({
    page: wholeNumber(1, 1_000_000).default(1),
    rowsPerPage: wholeNumber(1, 50)
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), m('oneOf'))
      .default(DEFAULT_PAGE_SIZE),
    sortBy: z.string().max(64).optional(),
    descending: z.boolean().default(true),
    // prefault, not default: a missing `filters` is parsed as {}, so a required filter is required.
    filters: z.strictObject({ ...searchFilter, ...filters }).prefault({} as never),
  });

/** A table with the search as its only filter. */
export const tableQuerySchema = tableQuerySchemaOf({});

export type TableQuery<F extends Record<string, unknown> = { search?: string | undefined }> = Omit<
  z.infer<typeof tableQuerySchema>,
  'filters'
> & { filters: F & { search?: string | undefined } };
export type TableQueryInput = z.input<typeof tableQuerySchema> & {
  filters?: Record<string, unknown>;
};

export interface TableData<T> {
  items: T[];
  current: number;
  limit: number;
  total_items: number;
  /** true: total_items is the database's estimate (past a thousand rows), not a count. */
  total_estimated: boolean;
  sortBy: string;
  descending: boolean;
}

export const tableDataSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    current: z.number(),
    limit: z.number(),
    total_items: z.number(),
    total_estimated: z.boolean(),
    sortBy: z.string(),
    descending: z.boolean(),
  });

export const optionSchema = z.looseObject({ id: z.number(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;
