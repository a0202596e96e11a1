import { MONTH_PER_DAY, type GridAnswer } from '@iris/domain/calendar/calendar-grid';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { personName } from '@iris/domain/common/person-name';

export interface VisibleRange {
  /** First and last day shown, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Whether a month view shows them: it draws a few events a day (MONTH_PER_DAY) and "+N". */
  month: boolean;
}

/** The day view's filter: every appointment, one doctor's, or those without a doctor. */
export type DoctorFilterValue = 'all' | 'none' | number;

/** What a view keeps to: a doctor's, and only those whose patient asked to change them. */
export interface EventsShown {
  doctor: DoctorFilterValue;
  phone: boolean;
  changeRequested: boolean;
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

/** The calendar's reads: a branch's events by the range shown, one event whole, its doctors. */
export const calendarQueries = {
  /** Every range of a branch's calendar: what a booking, a move or a status change refreshes. */
  branch: (branchId: number) => ['calendar', branchId] as const,

  /**
   * The events a view shows, as it draws them (getGrid): the day view all of them, a month view
   * its first MONTH_PER_DAY of each day with each day's count, a phone's month only the counts;
   * "Solo piden cambio", only the appointments whose patient asked by WhatsApp to change them.
   */
  events: (
    branchId: number,
    range: VisibleRange | null,
    { doctor, phone, changeRequested }: EventsShown,
  ) =>
    queryOptions({
      queryKey: [
        ...calendarQueries.branch(branchId),
        range,
        doctor,
        phone,
        changeRequested,
      ] as const,
      queryFn: async ({ signal }): Promise<GridAnswer> => {
        if (!range) return { data: [], days: [] };
        const body = {
          branchId,
          from: range.from,
          to: range.to,
          ...(doctor === 'all' ? {} : { doctor }),
          ...(changeRequested ? { changeRequested } : {}),
          ...(range.month ? { perDay: phone ? 0 : MONTH_PER_DAY } : {}),
        };
        return (await apiRequest('POST', 'branches-calendar/getGrid', { body, signal })).data;
      },
      enabled: range !== null,
      // The days two ranges share keep their events while the next range loads.
      placeholderData: keepPreviousData,
    }),

  /** One event whole (its description, type, patient's id…): what its dialog and a move need. */
  event: (branchId: number, id: number) =>
    queryOptions({
      queryKey: [...calendarQueries.branch(branchId), 'event', id] as const,
      queryFn: async ({ signal }) =>
        (await apiRequest('POST', 'branches-calendar/get/{id}', { params: { id }, signal })).data
          .data,
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
            name: personName({ name: person.name, paternal: textOf(person.paternal) }),
          })),
    }),
};
