import {
  appointmentStatus,
  type AppointmentStatus,
} from '@iris/domain/calendar/appointment-status';
import type { GridEvent } from '@iris/domain/calendar/calendar-grid';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Each status's colour: white text reads on all of them (WCAG AA). */
export const STATUS_COLORS: Record<AppointmentStatus, string> = {
  PROGRAMADA: '#455A64',
  CONFIRMADA: '#1565C0',
  LLEGO: '#6A1B9A',
  ATENDIDA: '#2E7D32',
  NO_ASISTIO: '#B71C1C',
};

/** The step a front desk takes next on the way to ATENDIDA, offered as one click. */
const NEXT_STEP: Partial<Record<AppointmentStatus, 'CONFIRMADA' | 'LLEGO' | 'ATENDIDA'>> = {
  PROGRAMADA: 'CONFIRMADA',
  CONFIRMADA: 'LLEGO',
  LLEGO: 'ATENDIDA',
};

/** Marks the controls whose clicks are theirs, not the event's (which opens its dialog). */
export const STATUS_CONTROL = 'data-status-control';

/**
 * An appointment's status on the day view: a chip in the status's colour that lists the allowed
 * changes (appointment-status.ts), and the usual next step as one click. Where the event is too
 * narrow, only the chip (calendar.css).
 */
export function StatusControl({
  event,
  onChange,
}: {
  event: GridEvent;
  onChange: (status: AppointmentStatus) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choices = appointmentStatus.states.filter((to) =>
    appointmentStatus.canTransition(event.status, to),
  );
  const next = NEXT_STEP[event.status];
  const named = { title: event.title, time: event.start.slice(11, 16) };
  return (
    <span className="iris-status" {...{ [STATUS_CONTROL]: true }}>
      {next && (
        <button
          type="button"
          className="iris-status-next"
          aria-label={t('calendar.nextStepLabel', {
            step: t(`calendar.nextStep.${next}`),
            ...named,
          })}
          onClick={() => onChange(next)}
        >
          {t(`calendar.nextStep.${next}`)}
        </button>
      )}
      {choices.length === 0 ? (
        // A final status (ATENDIDA, NO_ASISTIO) only reads.
        <span className="iris-status-chip" style={{ background: STATUS_COLORS[event.status] }}>
          {t(`calendar.status.${event.status}`)}
        </span>
      ) : (
        <button
          type="button"
          className="iris-status-chip"
          style={{ background: STATUS_COLORS[event.status] }}
          aria-label={t('calendar.statusLabel', {
            status: t(`calendar.status.${event.status}`),
            ...named,
          })}
          aria-haspopup="menu"
          onClick={(click) => setAnchor(click.currentTarget)}
        >
          {t(`calendar.status.${event.status}`)}
          <ArrowDropDownIcon fontSize="inherit" aria-hidden />
        </button>
      )}
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('calendar.statusMenu') } }}
      >
        {choices.map((to) => (
          <MenuItem
            key={to}
            onClick={() => {
              setAnchor(null);
              onChange(to);
            }}
          >
            <span className="iris-status-dot" style={{ background: STATUS_COLORS[to] }} />
            {t(`calendar.status.${to}`)}
          </MenuItem>
        ))}
      </Menu>
    </span>
  );
}
