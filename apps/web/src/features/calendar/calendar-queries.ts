import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export interface VisibleRange {
  /** First and last day shown, `YYYY-MM-DD`. */
  from: string;
  to: string;
}

interface Doctor {
  id: number;
  name: string;
}

/**
 * A field a user's option adds (role, paternal): the recipe's options schema declares only `id`
 * and `name`, a loose object, so the OpenAPI document types the rest as unknown.
 */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The calendar's reads: a branch's events by the range shown, and its doctors. */
export const calendarQueries = {
  /** Every range of a branch's calendar: what a booking, a move or a status change refreshes. */
  branch: (branchId: number) => ['calendar', branchId] as const,

  /** The events a view shows: getData with the view's first and last day. */
  events: (branchId: number, range: VisibleRange | null) =>
    queryOptions({
      queryKey: [...calendarQueries.branch(branchId), range] as const,
      queryFn: async ({ signal }) => {
        if (!range) return [];
        const [year, month] = range.from.split('-').map(Number) as [number, number];
        const body = { branchId, year, month, from: range.from, to: range.to };
        return (await apiRequest('POST', 'branches-calendar/getData', { body, signal })).data.data;
      },
      enabled: range !== null,
      // The days two ranges share keep their events while the next range loads.
      placeholderData: keepPreviousData,
    }),

  /** The branch's doctors, by name: whom an appointment may name, and the day view's filter. */
  doctors: (branchId: number) =>
    queryOptions({
      queryKey: ['users', 'doctors', branchId] as const,
      queryFn: async ({ signal }) =>
        (
          await apiRequest('GET', 'users/getBranchPersonalOptions/{id}', {
            params: { id: branchId },
            signal,
          })
        ).data.data
          .filter((person) => person.role === 'doctor')
          .map((person): Doctor => ({
            id: person.id,
            name: `${person.name} ${textOf(person.paternal)}`,
          })),
    }),
};
