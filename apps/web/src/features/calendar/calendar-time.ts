import {
  DEFAULT_FIRST_SLOT,
  DEFAULT_SLOTS,
  SLOT_MINUTES,
} from '@iris/domain/calendar/calendar.schemas';
import type { GridEvent } from '@iris/domain/calendar/calendar-grid';
import { openingHoursOf } from '@iris/domain/calendar/opening-hours';
import { pad2 } from '@iris/domain/common/dates';

/** A browser Date as the clinic's wall clock: the calendar shows events in local time. */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
export const timeOf = (date: Date) => `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
const minutesToTime = (minutes: number) =>
  `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:00`;
const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

export interface BranchHours {
  open_time: string;
  close_time: string;
}

/**
 * The rows of a day view (docs/spec.md §9): the branch's opening to closing hours, or 68 intervals from
 * the 24th, widened to every appointment of that day, so that none booked out of hours (after
 * confirming) is ever left out of sight. Whole 15-minute rows; an event that runs in from the day
 * before starts the day at 00:00, one that runs on into the next ends it at 24:00.
 */
export function dayWindow(
  branch: BranchHours,
  events: readonly Pick<GridEvent, 'start' | 'end'>[],
  date: string,
) {
  const hours = openingHoursOf(branch.open_time, branch.close_time);
  const first = DEFAULT_FIRST_SLOT * SLOT_MINUTES;
  let min = hours ? minutesOf(hours.open) : first;
  let max = hours ? minutesOf(hours.close) : first + DEFAULT_SLOTS * SLOT_MINUTES;
  for (const { start, end } of events) {
    const [startDate = '', startTime = ''] = start.split('T');
    const [endDate = '', endTime = ''] = end.split('T');
    if (startDate > date || endDate < date) continue;
    min = Math.min(min, startDate < date ? 0 : minutesOf(startTime));
    max = Math.max(max, endDate > date ? 24 * 60 : minutesOf(endTime));
  }
  min = Math.floor(min / SLOT_MINUTES) * SLOT_MINUTES;
  max = Math.ceil(max / SLOT_MINUTES) * SLOT_MINUTES;
  return { min: minutesToTime(min), max: minutesToTime(max) };
}

/** The branch's opening hours as FullCalendar shades them: every day, the rest greyed. */
export function businessHoursOf(branch: BranchHours) {
  const hours = openingHoursOf(branch.open_time, branch.close_time);
  if (!hours) return false;
  return { daysOfWeek: [0, 1, 2, 3, 4, 5, 6], startTime: hours.open, endTime: hours.close };
}
