import type { GridAnswer } from '@iris/domain/calendar/calendar-grid';
import { EVENT_COLORS } from '@iris/domain/calendar/event-colors';
import type { EventInput } from '@fullcalendar/react';
import type { TFunction } from 'i18next';
import { shownDate } from '../../lib/format-date';
import { eventTitle } from './event-content';

/** The colour of a phone's day counts: the theme's primary, white text reads on it. */
const COUNT_COLOR = '#1565C0';

/** A chip of a day that opens its day view: a phone's count, or a month's "+N más". */
function dayChip(
  day: string,
  title: string,
  what: string,
  t: TFunction,
  last: boolean,
): EventInput {
  return {
    id: `${last ? 'more' : 'count'}-${day}`,
    title,
    // After the day's events (last in its cell), or alone on a phone's day.
    ...(last ? { start: `${day}T23:59:59` } : { start: day, allDay: true }),
    editable: false,
    color: COUNT_COLOR,
    extendedProps: { countOf: day, label: t('calendar.openDay', { what, date: shownDate(day) }) },
  };
}

/**
 * The events as FullCalendar takes them. A month view draws the first events of each day that
 * the server sent and "+N más" for the rest, which opens the day. On a phone's month view, where a
 * day is a few millimetres wide and an event's chip would read "Cita: CA", each day shows how
 * many appointments it has instead ("3 citas"), which opens that day.
 */
export function toCalendarInputs(
  { data: events, days }: GridAnswer,
  { countsOnly, t }: { countsOnly: boolean; t: TFunction },
): EventInput[] {
  if (countsOnly) {
    return days.map(({ date, count }) => {
      const title = t('calendar.appointments', { count });
      return dayChip(date, title, title, t, false);
    });
  }
  const drawn = new Map<string, number>();
  const inputs: EventInput[] = events.map((event) => {
    const day = event.start.slice(0, 10);
    drawn.set(day, (drawn.get(day) ?? 0) + 1);
    return {
      id: String(event.id),
      title: eventTitle(event),
      start: event.start,
      end: event.end,
      color: EVENT_COLORS[event.color],
      extendedProps: { event },
    };
  });
  for (const { date, count } of days) {
    const more = count - (drawn.get(date) ?? 0);
    if (more > 0) {
      const what = t('calendar.moreLabel', { count: more });
      inputs.push(dayChip(date, t('calendar.more', { count: more }), what, t, true));
    }
  }
  return inputs;
}
