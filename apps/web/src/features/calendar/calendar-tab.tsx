import type { AppointmentStatus } from '@iris/domain/calendar/appointment-status';
import { SLOT_HEIGHT_PX, SLOT_MINUTES } from '@iris/domain/calendar/calendar.schemas';
import type { GridEvent } from '@iris/domain/calendar/calendar-grid';
import { pad2 } from '@iris/domain/common/dates';
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
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBookingCheck } from '../../components/use-booking-check';
import type { Branch } from '../../lib/branch-query';
import { useNotify } from '../../lib/notifications';
import { setEventStatus, updateEvent } from './calendar-api';
import { calendarQueries, type DoctorFilterValue } from './calendar-queries';
import { CalendarLoadState, useCalendarEvents } from './calendar-load-state';
import { toCalendarInputs } from './calendar-inputs';
import { businessHoursOf, dayOf, dayWindow, timeOf } from './calendar-time';
import './calendar.css';
import { DoctorFilter } from './doctor-select';
import { EventDialog, type EventDraft } from './event-dialog';
import { EventContent } from './event-content';
import { MonthFilter } from './month-filter';
import { STATUS_CONTROL } from './status-control';

type ViewName = 'dayGridMonth' | 'timeGridDay';
/** docs/spec.md §9: times as HH:mm, on a 24-hour clock. */
const HH_MM = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

const doctorParam = (value: string | null): DoctorFilterValue =>
  value === null || value === 'all' ? 'all' : value === 'none' ? 'none' : Number(value);

/**
 * A branch's calendar tab (docs/spec.md §2): a month view (Monday first, days at least 80 px high, the
 * first three events of a day and "+N más"; on a phone, the number of appointments of each day) and a 15-minute day view over the branch's hours
 * (closed hours shaded, widened to any appointment booked out of hours), overlapping events side
 * by side, each appointment's status changed right there. A day opens its day view, an event its
 * dialog, a free slot a new event; moving or stretching an event is checked with the server like
 * any booking. "Solo piden cambio" keeps to the appointments whose patient asked by WhatsApp to
 * change them. The view, its date, the doctor shown and that filter live in the URL.
 */
export function CalendarTab({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const calendar = useRef<CalendarRef>(null);
  const [params, setParams] = useSearchParams();
  const [check, bookingDialog] = useBookingCheck();
  const [editing, setEditing] = useState<GridEvent | EventDraft | null>(null);
  const view: ViewName = params.get('view') === 'day' ? 'timeGridDay' : 'dayGridMonth';
  const date = params.get('date') ?? dayOf(new Date());
  const doctor = doctorParam(params.get('doctor'));
  const changeRequested = params.get('changeRequested') === '1';
  const [events, setRange] = useCalendarEvents(branch.id, { doctor, phone, changeRequested });
  const shown = events.data ?? { data: [], days: [] };
  const hours = dayWindow(branch, view === 'timeGridDay' ? shown.data : [], date);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: calendarQueries.branch(branch.id) });

  // The back button changes the URL: the calendar follows it.
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    if (api.view.type !== view || dayOf(api.getDate()) !== date) api.changeView(view, date);
  }, [view, date]);

  const setParam = (changes: Record<string, string>, replace = false) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '') updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      },
      { replace },
    );
  const show = (next: ViewName, day: string, replace = false) =>
    setParam({ view: next === 'timeGridDay' ? 'day' : 'month', date: day }, replace);

  const changeStatus = async (event: GridEvent, status: AppointmentStatus) => {
    try {
      notify.success((await setEventStatus(event.id, status)).message);
    } catch (error) {
      notify.error(error);
    }
    refresh();
  };

  const move = async (info: EventChangeInfo) => {
    const drawn = info.event.extendedProps.event as GridEvent;
    const start = info.event.start;
    if (!start) {
      info.revert();
      return;
    }
    const duration = Date.parse(drawn.end) - Date.parse(drawn.start);
    const end = info.event.end ?? new Date(start.getTime() + duration);
    const span = {
      start_date: dayOf(start),
      start_time: timeOf(start),
      end_date: dayOf(end),
      end_time: timeOf(end),
    };
    try {
      // The drawn event is not the whole one: its description, type and patient come from get/{id}.
      const original = await queryClient.query(calendarQueries.event(branch.id, drawn.id));
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
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch
                checked={changeRequested}
                onChange={(event) =>
                  setParam({ changeRequested: event.target.checked ? '1' : '' }, true)
                }
              />
            }
            label={t('calendar.onlyChangeRequests')}
          />
          <DoctorFilter
            branchId={branch.id}
            value={doctor}
            onChange={(value) => setParam({ doctor: String(value) }, true)}
          />
          <Button
            variant="contained"
            onClick={() =>
              setEditing({
                start_date: date,
                start_time: '10:00',
                end_date: date,
                end_time: '10:30',
              })
            }
          >
            {t('calendar.new')}
          </Button>
        </Stack>
      </Stack>
      <CalendarLoadState
        events={events}
        onRetry={refresh}
        emptyText={changeRequested ? t('calendar.emptyChangeRequests') : undefined}
      >
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicTheme]}
          locale={esLocale}
          timedText={t('calendar.timed')}
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
          slotDuration={`00:${pad2(SLOT_MINUTES)}:00`}
          slotMinHeight={SLOT_HEIGHT_PX}
          slotHeaderFormat={HH_MM}
          eventTimeFormat={HH_MM}
          eventDisplay="block"
          slotMinTime={hours.min}
          slotMaxTime={hours.max}
          businessHours={businessHoursOf(branch)}
          slotEventOverlap={false}
          allDaySlot={false}
          editable
          // The event's box is no button: its content holds the buttons (event-content.tsx).
          eventInteractive={false}
          dayCellClass="iris-day-cell"
          dayCellTopInnerClass={(day) => (day.isOther ? 'iris-other-day' : '')}
          eventClass={(info) => {
            const event = info.event.extendedProps.event as GridEvent | undefined;
            const change = event?.changeRequested ? ' iris-change-requested' : '';
            const status = event?.customer ? ` iris-status-${event.status}` : '';
            return `iris-fc-event${status}${change}`;
          }}
          events={toCalendarInputs(shown, { countsOnly: phone && view === 'dayGridMonth', t })}
          eventContent={(info) => {
            const day = info.event.extendedProps.countOf as string | undefined;
            if (day) {
              const label = info.event.extendedProps.label as string;
              return (
                <button type="button" className="iris-event-open" aria-label={label}>
                  {info.event.title}
                </button>
              );
            }
            return (
              <EventContent
                event={info.event.extendedProps.event as GridEvent}
                timeText={info.timeText}
                withStatus={info.view.type === 'timeGridDay'}
                onStatus={(event, status) => void changeStatus(event, status)}
              />
            );
          }}
          datesSet={(info) => {
            const last = new Date(info.end.getTime() - 86_400_000);
            const type = info.view.type as ViewName;
            setRange({ from: dayOf(info.start), to: dayOf(last), month: type === 'dayGridMonth' });
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
          eventClick={(info) => {
            if ((info.jsEvent.target as Element).closest(`[${STATUS_CONTROL}]`)) return;
            const day = info.event.extendedProps.countOf as string | undefined;
            if (day) show('timeGridDay', day);
            else setEditing(info.event.extendedProps.event as GridEvent);
          }}
          eventDrop={(info) => void move(info)}
          eventResize={(info) => void move(info)}
        />
      </CalendarLoadState>
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
