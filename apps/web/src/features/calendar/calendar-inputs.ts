import type { CalendarEvent } from '@iris/domain/calendar/calendar.schemas';
import type { EventInput } from '@fullcalendar/react';
import type { TFunction } from 'i18next';
import { shownDate } from '../../lib/format-date';
import { eventTitle } from './event-content';

/** The colour of a phone's day counts: the theme's primary, white text reads on it. */
const COUNT_COLOR = '#1565C0';

/**
 * The events as FullCalendar takes them. On a phone's month view, where a day is a few
 * millimetres wide and an event's chip would read "Cita: CA", each day shows how many
 * appointments it has instead ("3 citas"), which opens that day.
 */
export function toCalendarInputs(
  events: readonly CalendarEvent[],
  { countsOnly, t }: { countsOnly: boolean; t: TFunction },
): EventInput[] {
  if (!countsOnly) {
    return events.map((event) => ({
      id: String(event.id),
      title: eventTitle(event),
      start: `${event.start_date}T${event.start_time}`,
      end: `${event.end_date}T${event.end_time}`,
      color: event.bgcolor,
      extendedProps: { event },
    }));
  }
  const perDay = new Map<string, number>();
  for (const event of events) perDay.set(event.start_date, (perDay.get(event.start_date) ?? 0) + 1);
  return [...perDay].map(([day, count]) => {
    const title = t('calendar.appointments', { count });
    return {
      id: `count-${day}`,
      title,
      start: day,
      allDay: true,
      editable: false,
      color: COUNT_COLOR,
      extendedProps: {
        countOf: day,
        label: t('calendar.openDay', { what: title, date: shownDate(day) }),
      },
    };
  });
}
