import type { AppointmentStatus } from '@iris/domain/calendar/appointment-status';
import type {
  CalendarEvent,
  CreateEventInput,
  UpdateEventInput,
  ValidateDatesAnswer,
} from '@iris/domain/calendar/calendar.schemas';
import type { RecordData } from '@iris/domain/common/envelope';
import type { Role } from '@iris/domain/users/roles';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export interface VisibleRange {
  /** First and last day shown, `YYYY-MM-DD`. */
  from: string;
  to: string;
}

export const calendarKey = (branchId: number) => ['calendar', branchId] as const;

/** The events a view shows: getData with the view's first and last day. */
export async function eventsOf(branchId: number, range: VisibleRange, signal?: AbortSignal) {
  const [year, month] = range.from.split('-').map(Number) as [number, number];
  return (
    await apiRequest<RecordData<CalendarEvent[]>>('branches-calendar/getData', {
      body: { branchId, year, month, from: range.from, to: range.to },
      signal,
    })
  ).data.data;
}

export async function validateDates(body: {
  branchId: number;
  id?: number | undefined;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
}) {
  return (
    await apiRequest<RecordData<ValidateDatesAnswer>>('branches-calendar/validateDates', { body })
  ).data.data;
}

export function createEvent(values: CreateEventInput) {
  return apiRequest<RecordData<CalendarEvent>>('branches-calendar/create', { body: values });
}

export function updateEvent(values: UpdateEventInput) {
  return apiRequest<RecordData<CalendarEvent>>('branches-calendar/update', {
    method: 'PUT',
    body: values,
  });
}

export function deleteEvent(id: number) {
  return apiRequest<RecordData<{ id: number }>>(`branches-calendar/delete/${id}`, {
    method: 'DELETE',
  });
}

/** PUT branches-calendar/status: one step of the appointment's status. */
export function setEventStatus(id: number, status: AppointmentStatus) {
  return apiRequest<RecordData<CalendarEvent>>('branches-calendar/status', {
    method: 'PUT',
    body: { id, status },
  });
}

export interface Doctor {
  id: number;
  name: string;
}

interface StaffOption {
  id: number;
  name: string;
  paternal: string;
  maternal: string;
  role: Role | null;
}

/** The branch's doctors, by name: whom an appointment may name, and the day view's filter. */
export function useBranchDoctors(branchId: number) {
  return useQuery({
    queryKey: ['users', 'doctors', branchId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<RecordData<StaffOption[]>>(`users/getBranchPersonalOptions/${branchId}`, {
          method: 'GET',
          signal,
        })
      ).data.data
        .filter((person) => person.role === 'doctor')
        .map((person): Doctor => ({ id: person.id, name: `${person.name} ${person.paternal}` })),
  });
}
