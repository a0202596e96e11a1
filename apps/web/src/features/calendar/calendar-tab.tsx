import {
  DEFAULT_FIRST_SLOT,
  DEFAULT_SLOTS,
  SLOT_HEIGHT_PX,
  SLOT_MINUTES,
  type CalendarEvent,
} from '@iris/domain/calendar/calendar.schemas';
import type { EventChangeInfo } from '@fullcalendar/react';
import FullCalendar, { type CalendarRef } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import esLocale from '@fullcalendar/react/locales/es';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBookingCheck } from '../../components/use-booking-check';
import type { Branch } from '../../lib/branch-query';
import { useNotify } from '../../lib/notifications';
import '../../lib/workspace-messages';
import { calendarKey, eventsOf, updateEvent, type VisibleRange } from './calendar-api';
import './calendar.css';
import { EventDialog, type EventDraft } from './event-dialog';

type ViewName = 'dayGridMonth' | 'timeGridDay';
/** SPEC.md §9: times as HH:mm, on a 24-hour clock. */
const HH_MM = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const pad = (n: number) => String(n).padStart(2, '0');
/** A browser Date as the clinic's wall clock: the calendar shows events in local time. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const timeOf = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
const minutesToTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** SPEC.md §9: the branch's opening to closing hours, or 68 intervals from the 24th. */
function dayWindow(branch: Branch) {
  const open = branch.open_time.slice(0, 5);
  const close = branch.close_time.slice(0, 5);
  if (open && close && open < close) return { min: `${open}:00`, max: `${close}:00` };
  const first = DEFAULT_FIRST_SLOT * SLOT_MINUTES;
  return {
    min: `${minutesToTime(first)}:00`,
    max: `${minutesToTime(first + DEFAULT_SLOTS * SLOT_MINUTES)}:00`,
  };
}

function MonthFilter({ onGo }: { onGo: (date: string) => void }) {
  const { t } = useTranslation();
  const now = new Date();
  const [month, setMonth] = useState(now.getMonth() + 1);
  const [year, setYear] = useState(now.getFullYear());
  const months = t('calendar.months', { returnObjects: true }) as string[];
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      aria-label={t('calendar.filter')}
      onSubmit={(event) => {
        event.preventDefault();
        onGo(`${year}-${pad(month)}-01`);
      }}
    >
      <TextField
        select
        size="small"
        label={t('calendar.month')}
        value={month}
        onChange={(event) => setMonth(Number(event.target.value))}
        sx={{ minWidth: 140 }}
      >
        {months.map((name, index) => (
          <MenuItem key={name} value={index + 1}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label={t('calendar.year')}
        value={year}
        onChange={(event) => setYear(Number(event.target.value))}
        slotProps={{ htmlInput: { min: 2000, max: 2100 } }}
        sx={{ width: 110 }}
      />
      <Button type="submit" variant="outlined">
        {t('calendar.go')}
      </Button>
    </Stack>
  );
}

/**
 * A branch's calendar tab (SPEC.md §2): a month view (Monday first, days at least 80 px high) and
 * a 15-minute day view over the branch's hours, overlapping events side by side. A day opens its
 * day view, an event its dialog, a free slot a new event; moving or stretching an event is
 * checked with the server like any booking. The view and its date live in the URL.
 */
export function CalendarTab({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const calendar = useRef<CalendarRef>(null);
  const [params, setParams] = useSearchParams();
  const [check, bookingDialog] = useBookingCheck();
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [editing, setEditing] = useState<CalendarEvent | EventDraft | null>(null);
  const view: ViewName = params.get('view') === 'day' ? 'timeGridDay' : 'dayGridMonth';
  const date = params.get('date') ?? dayOf(new Date());
  const hours = dayWindow(branch);

  const events = useQuery({
    queryKey: [...calendarKey(branch.id), range],
    queryFn: ({ signal }) => (range ? eventsOf(branch.id, range, signal) : []),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: calendarKey(branch.id) });

  // The back button changes the URL: the calendar follows it.
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    if (api.view.type !== view || dayOf(api.getDate()) !== date) api.changeView(view, date);
  }, [view, date]);

  const show = (next: ViewName, day: string, replace = false) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('view', next === 'timeGridDay' ? 'day' : 'month');
        updated.set('date', day);
        return updated;
      },
      { replace },
    );

  const move = async (info: EventChangeInfo) => {
    const original = info.event.extendedProps.event as CalendarEvent;
    const start = info.event.start;
    if (!start) {
      info.revert();
      return;
    }
    const end = info.event.end ?? new Date(start.getTime() + original.duration * 60_000);
    const span = {
      start_date: dayOf(start),
      start_time: timeOf(start),
      end_date: dayOf(end),
      end_time: timeOf(end),
    };
    try {
      const booking = await check({ branchId: branch.id, id: original.id, ...span });
      if (!booking) {
        info.revert();
        return;
      }
      const answer = await updateEvent({
        id: original.id,
        name: original.name,
        description: original.description,
        color: original.color,
        type: { id: original.typeId },
        customer: original.customerId ? { id: original.customerId } : null,
        ...span,
        force: booking.force,
      });
      notify.success(answer.message);
      refresh();
    } catch (error) {
      info.revert();
      notify.error(error);
    }
  };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', gap: 2 }}
      >
        <MonthFilter onGo={(day) => show('dayGridMonth', day)} />
        <Button
          variant="contained"
          onClick={() =>
            setEditing({ start_date: date, start_time: '10:00', end_date: date, end_time: '10:30' })
          }
        >
          {t('calendar.new')}
        </Button>
      </Stack>
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicTheme]}
        locale={esLocale}
        initialView={view}
        initialDate={date}
        firstDay={1}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridDay',
        }}
        height="auto"
        dayMaxEvents={4}
        slotDuration={`00:${pad(SLOT_MINUTES)}:00`}
        slotMinHeight={SLOT_HEIGHT_PX}
        slotHeaderFormat={HH_MM}
        eventTimeFormat={HH_MM}
        eventDisplay="block"
        slotMinTime={hours.min}
        slotMaxTime={hours.max}
        slotEventOverlap={false}
        allDaySlot={false}
        editable
        dayCellClass="iris-day-cell"
        dayCellTopInnerClass={(day) => (day.isOther ? 'iris-other-day' : '')}
        events={(events.data ?? []).map((event) => ({
          id: String(event.id),
          title: event.customer ? `${event.title} · ${event.customer.name}` : event.title,
          start: `${event.start_date}T${event.start_time}`,
          end: `${event.end_date}T${event.end_time}`,
          color: event.bgcolor,
          extendedProps: { event },
        }))}
        datesSet={(info) => {
          const last = new Date(info.end.getTime() - 86_400_000);
          setRange({ from: dayOf(info.start), to: dayOf(last) });
          const type = info.view.type as ViewName;
          const current = dayOf(info.view.calendar.getDate());
          if (type !== view || current !== date) show(type, current, true);
        }}
        dateClick={(info) => {
          if (info.view.type === 'dayGridMonth') {
            show('timeGridDay', dayOf(info.date));
            return;
          }
          const end = new Date(info.date.getTime() + 30 * 60_000);
          setEditing({
            start_date: dayOf(info.date),
            start_time: timeOf(info.date),
            end_date: dayOf(end),
            end_time: timeOf(end),
          });
        }}
        eventClick={(info) => setEditing(info.event.extendedProps.event as CalendarEvent)}
        eventDrop={(info) => void move(info)}
        eventResize={(info) => void move(info)}
      />
      {events.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('calendar.empty')}
        </Typography>
      )}
      <EventDialog
        branchId={branch.id}
        branchColor={branch.color}
        editing={editing}
        onClose={() => setEditing(null)}
        onChanged={refresh}
      />
      {bookingDialog}
    </Box>
  );
}
