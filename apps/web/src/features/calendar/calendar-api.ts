import type { AppointmentStatus } from '@iris/domain/calendar/appointment-status';
import type { CreateEventInput, UpdateEventInput } from '@iris/domain/calendar/calendar.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { calendarQueries } from './calendar-queries';

export function createEvent(values: CreateEventInput) {
  return apiRequest('POST', 'branches-calendar/create', { body: values });
}

export function updateEvent(values: UpdateEventInput) {
  return apiRequest('PUT', 'branches-calendar/update', { body: values });
}

export function deleteEvent(id: number) {
  return apiRequest('DELETE', 'branches-calendar/delete/{id}', { params: { id } });
}

/** PUT branches-calendar/status: one step of the appointment's status. */
export function setEventStatus(id: number, status: AppointmentStatus) {
  return apiRequest('PUT', 'branches-calendar/status', { body: { id, status } });
}

/** PUT branches-calendar/clearChangeRequest: the front desk called back the patient who asked. */
export function clearChangeRequest(id: number) {
  return apiRequest('PUT', 'branches-calendar/clearChangeRequest', { body: { id } });
}

/** The branch's doctors, by name: whom an appointment may name, and the day view's filter. */
export function useBranchDoctors(branchId: number) {
  return useQuery(calendarQueries.doctors(branchId));
}
