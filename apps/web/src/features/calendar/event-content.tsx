import type { AppointmentStatus } from '@iris/domain/calendar/appointment-status';
import type { GridEvent } from '@iris/domain/calendar/calendar-grid';
import ChangeCircleIcon from '@mui/icons-material/ChangeCircle';
import { useTranslation } from 'react-i18next';
import { StatusControl } from './status-control';

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleUpperCase('es');

/**
 * What an event reads: its name and, for an appointment, the patient, once. Older appointments
 * were named after their patient ("Cita: MARÍA LÓPEZ"); their name already says who it is.
 */
export function eventTitle(event: Pick<GridEvent, 'title' | 'customer'>) {
  if (!event.customer) return event.title;
  const [name = '', paternal = ''] = event.customer.split(' ');
  const said = words(`${name} ${paternal}`.trim());
  return words(event.title).includes(said) ? event.title : `${event.title} · ${event.customer}`;
}

/**
 * "Pide cambio": the patient asked by WhatsApp to change the appointment. Its icon first, where a
 * narrow event still shows it; its words on the day view, read aloud on the month's too.
 */
function ChangeMark({ withText }: { withText: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="iris-change-mark">
      <ChangeCircleIcon fontSize="inherit" aria-hidden />
      <span className={withText ? 'iris-change-text' : 'iris-visually-hidden'}>
        {t('calendar.changeRequested')}
      </span>
    </span>
  );
}

/**
 * An event inside FullCalendar: a button that opens its dialog (its click reaches the calendar's
 * eventClick), its time, name, patient and doctor, and "Pide cambio" when the patient asked to
 * change it; on the day view, its status beside it. The
 * event's own box is not a button (eventInteractive off), so that the status buttons are not
 * nested inside another.
 */
export function EventContent({
  event,
  timeText,
  withStatus,
  onStatus,
}: {
  event: GridEvent;
  timeText: string;
  withStatus: boolean;
  onStatus: (event: GridEvent, status: AppointmentStatus) => void;
}) {
  const title = eventTitle(event);
  return (
    <span className="iris-event">
      <span className="iris-event-row">
        <button type="button" className="iris-event-open">
          {event.changeRequested && (
            <>
              <ChangeMark withText={withStatus} />{' '}
            </>
          )}
          <span className="iris-event-time">{timeText}</span> <span>{title}</span>
          {event.doctor && <span className="iris-event-doctor"> · {event.doctor}</span>}
        </button>
        {withStatus && event.customer && (
          <StatusControl event={event} onChange={(status) => onStatus(event, status)} />
        )}
      </span>
    </span>
  );
}
