import {
  eventFormSchema,
  type CalendarEvent,
  type EventFormValues,
} from '@iris/domain/calendar/calendar.schemas';
import type { GridEvent } from '@iris/domain/calendar/calendar-grid';
import { EVENT_COLOR_KEYS, type EventColor } from '@iris/domain/calendar/event-colors';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { CustomerPicker, type CustomerChoice } from '../../components/customer-picker';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';
import { TimeInput } from '../../components/time-input';
import { useBookingCheck } from '../../components/use-booking-check';
import { useConfirm } from '../../components/use-confirm';
import { errorText } from '../../lib/api-client';
import { applyCodeError, applyFieldErrors } from '../../lib/form-errors';
import { shownDate } from '../../lib/format-date';
import { useNotify } from '../../lib/notifications';
import { useOptions } from '../../lib/options-query';
import { useSchemaForm } from '../../lib/use-schema-form';
import { createEvent, deleteEvent, updateEvent } from './calendar-api';
import { calendarQueries } from './calendar-queries';
import { DoctorField } from './doctor-select';
import { EventWhatsappNotes } from './event-whatsapp-notes';

/** What a new event starts with: the slot or day the person clicked. */
export interface EventDraft {
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
}

export interface EventDialogProps {
  branchId: number;
  /** The branch's colour: a new event's, unless the person picks another. */
  branchColor: EventColor | null;
  /** An event to edit (as the calendar drew it), a draft of a new one, or null when closed. */
  editing: GridEvent | EventDraft | null;
  onClose: () => void;
  onChanged: () => void;
}

const isEvent = <T extends { id: number }>(value: T | EventDraft): value is T => 'id' in value;

/** The patient as a form field: the patient picker over the branch's patients. */
function CustomerField({
  branchId,
  initial,
}: {
  branchId: number;
  initial: CustomerChoice | null;
}) {
  const { t } = useTranslation();
  const { field } = useController({ name: 'customer' });
  const [shown, setShown] = useState<CustomerChoice | null>(initial);
  return (
    <Box sx={{ mt: 1, mb: 0.5 }}>
      <CustomerPicker
        label={t('calendar.customer')}
        branchId={branchId}
        value={shown}
        onChange={(chosen) => {
          setShown(chosen);
          field.onChange(chosen ? { id: chosen.id } : null);
        }}
      />
    </Box>
  );
}

type FormProps = Omit<EventDialogProps, 'editing'> & { editing: CalendarEvent | EventDraft };

function EventForm({ branchId, branchColor, editing, onClose, onChanged }: FormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [check, bookingDialog] = useBookingCheck();
  const [confirm, confirmDialog] = useConfirm();
  const types = useOptions('appointment-type');
  const existing = isEvent(editing) ? editing : null;
  const [loadSchema] = useState(() => () => Promise.resolve(eventFormSchema));
  const form = useSchemaForm<FieldValues, EventFormValues>(loadSchema, {
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    start_date: editing.start_date,
    start_time: editing.start_time.slice(0, 5),
    end_date: editing.end_date,
    end_time: editing.end_time.slice(0, 5),
    color: existing?.color ?? branchColor ?? 'blue',
    type: { id: existing?.typeId ?? '' },
    customer: existing?.customerId ? { id: existing.customerId } : null,
    doctor: existing?.doctorId ? { id: existing.doctorId } : null,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const booking = await check({ branchId, id: existing?.id, ...values });
      if (!booking) return;
      const body = { ...values, force: booking.force };
      const answer = existing
        ? await updateEvent({ ...body, id: existing.id })
        : await createEvent({ ...body, branch: { id: branchId } });
      notify.success(answer.message);
      onChanged();
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError);
      applyCodeError(error, form.setError, {
        522: 'start_time',
        523: 'start_time',
        outside_hours: 'start_time',
      });
      notify.error(error);
    }
  });

  const remove = async () => {
    if (!existing) return;
    const date = shownDate(existing.start_date);
    const yes = await confirm({
      title: t('calendar.delete'),
      text: t('calendar.deleteText', { name: existing.name, date, time: existing.time }),
    });
    if (!yes) return;
    try {
      notify.success((await deleteEvent(existing.id)).message);
      onChanged();
      onClose();
    } catch (error) {
      notify.error(error);
    }
  };

  const half = { xs: 12, sm: 6 };
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t(existing ? 'calendar.edit' : 'calendar.new')}</DialogTitle>
        <DialogContent>
          {existing && <EventWhatsappNotes event={existing} onCleared={onChanged} />}
          <TextInput name="name" label={t('calendar.name')} autoFocus />
          <TextInput name="description" label={t('calendar.description')} minRows={2} />
          <Grid container columnSpacing={2}>
            <Grid size={half}>
              <DateInput name="start_date" label={t('calendar.startDate')} />
            </Grid>
            <Grid size={half}>
              <TimeInput name="start_time" label={t('calendar.startTime')} />
            </Grid>
            <Grid size={half}>
              <DateInput name="end_date" label={t('calendar.endDate')} />
            </Grid>
            <Grid size={half}>
              <TimeInput name="end_time" label={t('calendar.endTime')} />
            </Grid>
            <Grid size={half}>
              <SelectInput
                name="type.id"
                label={t('calendar.type')}
                options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
              />
            </Grid>
            <Grid size={half}>
              <SelectInput
                name="color"
                label={t('calendar.color')}
                options={EVENT_COLOR_KEYS.map((key) => ({ value: key, label: t(`colors.${key}`) }))}
              />
            </Grid>
            <Grid size={12}>
              <DoctorField branchId={branchId} />
            </Grid>
          </Grid>
          <CustomerField
            branchId={branchId}
            initial={
              existing?.customer ? { id: existing.customer.id, name: existing.customer.name } : null
            }
          />
        </DialogContent>
        <DialogActions>
          {existing && (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => void remove()}
              sx={{ mr: 'auto' }}
            >
              {t('calendar.delete')}
            </Button>
          )}
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
      {bookingDialog}
      {confirmDialog}
    </FormProvider>
  );
}

/**
 * The event the calendar drew, read whole (get/{id}) before its form opens: while it loads the
 * dialog says so, and a failure is said, with a retry.
 */
function LoadedEventForm({ id, ...props }: Omit<FormProps, 'editing'> & { id: number }) {
  const { t } = useTranslation();
  const event = useQuery(calendarQueries.event(props.branchId, id));
  if (event.data) return <EventForm {...props} editing={event.data} />;
  return (
    <>
      <DialogTitle>{t('calendar.edit')}</DialogTitle>
      <DialogContent>
        {event.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void event.refetch()}>
                {t('calendar.retry')}
              </Button>
            }
          >
            {t('calendar.eventLoadFailed')} {errorText(event.error)}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
            <CircularProgress size={24} aria-label={t('calendar.loadingEvent')} />
            <Typography role="status">{t('calendar.loadingEvent')}</Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </>
  );
}

/** docs/spec.md §2: the register, edit and delete dialogs of the calendar, as one. */
export function EventDialog(props: EventDialogProps) {
  const { editing } = props;
  return (
    <Dialog open={editing !== null} onClose={props.onClose} fullWidth maxWidth="sm">
      {editing &&
        (isEvent(editing) ? (
          <LoadedEventForm key={editing.id} {...props} id={editing.id} />
        ) : (
          <EventForm key="new" {...props} editing={editing} />
        ))}
    </Dialog>
  );
}
