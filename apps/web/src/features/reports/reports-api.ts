import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import type { BodyOf } from '../../lib/api-routes';
import { fileRequest } from '../../lib/download-file';
import { personName } from '@iris/domain/common/person-name';

export const AUDITS_TABLE = 'audit/getTableAudit';
export const SALES_TABLE = 'shoppings/getTable';
export const PAYMENTS_TABLE = 'shoppings/getTablePayments';

/**
 * A field a user's option adds (paternal): the recipe's options schema declares only `id` and
 * `name`, a loose object, so the OpenAPI document types the rest as unknown.
 */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The reports' reads that are not a resource's table, record or options (resource-queries.ts). */
export const reportQueries = {
  /** The registers open on a day in a branch (docs/api.md audit/getOptionByDate), by name. */
  auditsOfDay: (branchId: number | null, date: string | null) =>
    queryOptions({
      queryKey: ['audit', 'of-day', branchId, date] as const,
      queryFn: async ({ signal }) =>
        (
          await apiRequest('POST', 'audit/getOptionByDate', {
            body: { branchId: branchId ?? 0, date: date ?? '' },
            signal,
          })
        ).data.data,
      enabled: branchId !== null && date !== null,
    }),

  /** A branch's staff, by name: whom the sales report may filter by as the salesman. */
  staff: (branchId: number | null) =>
    queryOptions({
      queryKey: ['users', 'report-staff', branchId] as const,
      queryFn: async ({ signal }) =>
        (
          await apiRequest('GET', 'users/getBranchPersonalOptions/{id}', {
            params: { id: branchId ?? 0 },
            signal,
          })
        ).data.data.map((person) => ({
          id: person.id,
          name: personName({
            name: person.name,
            paternal: textOf(person.paternal),
            maternal: textOf(person.maternal),
          }),
        })),
      enabled: branchId !== null,
    }),
};

/** The corte de caja (docs/api.md audit/getPdf/{id}) of a register of the list. */
export const auditPdfRequest = (id: number) =>
  fileRequest('POST', 'audit/getPdf/{id}', { params: { id } });

/**
 * The payments report's CSV (docs/api.md shoppings/getCsv): its table's body, the page aside, so the
 * file holds the table's rows in the table's order.
 */
export const paymentsCsvRequest = (body: BodyOf<'POST', 'shoppings/getCsv'>) =>
  fileRequest('POST', 'shoppings/getCsv', { body });

/** The sales report's CSV (docs/api.md shoppings/getSalesCsv). */
export const salesCsvRequest = (body: BodyOf<'POST', 'shoppings/getSalesCsv'>) =>
  fileRequest('POST', 'shoppings/getSalesCsv', { body });

/** The registers' CSV (docs/api.md audit/getCsv). */
export const auditsCsvRequest = (body: BodyOf<'POST', 'audit/getCsv'>) =>
  fileRequest('POST', 'audit/getCsv', { body });
