import type { FirstAppointmentInput } from '@iris/domain/calendar/calendar.schemas';
import { pad2 } from '@iris/domain/common/dates';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PlainDateInput } from '../../components/date-input';
import { PlainTimeInput } from '../../components/time-input';
import { useOptions } from '../../lib/options-query';

export interface AppointmentDraft {
  enabled: boolean;
  date: string;
  time: string;
  minutes: number;
  typeId: number | '';
}

const DURATIONS = [15, 30, 45, 60, 90];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** Complete when booked: a whole date, a whole time and a type. */
export const isComplete = (draft: AppointmentDraft) =>
  !draft.enabled || (DATE.test(draft.date) && TIME.test(draft.time) && draft.typeId !== '');

/** The booking's dates: its start, and its end `minutes` later (past midnight too). */
export function spanOf(draft: AppointmentDraft) {
  const end = new Date(`${draft.date}T${draft.time}:00Z`);
  end.setUTCMinutes(end.getUTCMinutes() + draft.minutes);
  return {
    start_date: draft.date,
    start_time: draft.time,
    end_date: end.toISOString().slice(0, 10),
    end_time: `${pad2(end.getUTCHours())}:${pad2(end.getUTCMinutes())}`,
  } satisfies Omit<FirstAppointmentInput, 'type'>;
}

/**
 * docs/spec.md §2: the new-customer dialog can book the patient's first appointment: date, time,
 * length and type, checked with the calendar when the patient is saved.
 */
export function FirstAppointmentFields({
  value,
  onChange,
  showErrors,
}: {
  value: AppointmentDraft;
  onChange: (next: AppointmentDraft) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const types = useOptions('appointment-type', value.enabled);
  const required = (empty: boolean) =>
    showErrors && empty ? { error: true, helperText: t('validation.required') } : {};
  // A date or time left half typed is not missing but wrong: the format's message, not "required".
  const whole = (text: string, format: RegExp, message: 'date' | 'time') =>
    text !== '' && !format.test(text)
      ? { error: showErrors, helperText: showErrors ? t(`validation.${message}`) : undefined }
      : required(text === '');
  return (
    <>
      <FormControlLabel
        label={t('calendar.firstAppointment')}
        control={
          <Switch
            checked={value.enabled}
            onChange={(event) => onChange({ ...value, enabled: event.target.checked })}
          />
        }
      />
      {value.enabled && (
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PlainDateInput
              label={t('calendar.appointmentDate')}
              value={value.date}
              onChange={(date) => onChange({ ...value, date })}
              {...whole(value.date, DATE, 'date')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PlainTimeInput
              label={t('calendar.appointmentTime')}
              value={value.time}
              onChange={(time) => onChange({ ...value, time })}
              {...whole(value.time, TIME, 'time')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              label={t('calendar.duration')}
              value={value.minutes}
              onChange={(event) => onChange({ ...value, minutes: Number(event.target.value) })}
              fullWidth
              margin="dense"
            >
              {DURATIONS.map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  {t('calendar.minutes', { count: minutes })}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              label={t('calendar.type')}
              value={value.typeId}
              onChange={(event) => onChange({ ...value, typeId: Number(event.target.value) })}
              fullWidth
              margin="dense"
              {...required(value.typeId === '')}
            >
              {(types.data ?? []).map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
      )}
    </>
  );
}
