import {
  ARCO_KINDS,
  arcoDueDate,
  createArcoRequestSchema,
  EARLIEST_ARCO_DATE,
} from '@iris/domain/privacy/arco.schemas';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerPicker, type CustomerChoice } from '../../components/customer-picker';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/form-dialog';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';
import { useFieldError } from '../../components/use-field-error';
import { shownDate, today } from '../../lib/format-date';
import { createArcoRequest } from './privacy-api';

/** The patient as a form field: one the session reaches (branch staff: their branch's). */
function CustomerField() {
  const { t } = useTranslation();
  const { field } = useController({ name: 'customer' });
  const error = useFieldError('customer.id');
  const [shown, setShown] = useState<CustomerChoice | null>(null);
  return (
    <Box sx={{ mt: 1, mb: 0.5 }}>
      <CustomerPicker
        label={t('arco.customer')}
        value={shown}
        onChange={(chosen) => {
          setShown(chosen);
          field.onChange(chosen ? { id: chosen.id } : null);
        }}
      />
      {error && (
        <FormHelperText error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/** The due date of the date received, as the API will answer it (20 business days later). */
function DueDateHint() {
  const { t } = useTranslation();
  const receivedAt: unknown = useWatch({ name: 'receivedAt' });
  const valid =
    typeof receivedAt === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(receivedAt) &&
    receivedAt >= EARLIEST_ARCO_DATE;
  if (!valid) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
      {t('arco.dueDateHint', { date: shownDate(arcoDueDate(receivedAt)) })}
    </Typography>
  );
}

/** docs/api.md arco-requests/create: the patient, the kind, the day received and notes. */
export function ArcoCreateDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      title={t('arco.createTitle')}
      schema={createArcoRequestSchema}
      defaultValues={{ kind: 'ACCESO', receivedAt: today(), notes: '' }}
      onSubmit={async (values) => ({ message: await createArcoRequest(values) })}
      onClose={onClose}
      onSaved={onSaved}
      submitLabel={t('arco.create')}
    >
      <CustomerField />
      <SelectInput
        name="kind"
        label={t('arco.kind')}
        options={ARCO_KINDS.map((kind) => ({ value: kind, label: t(`arco.kinds.${kind}`) }))}
      />
      <DateInput name="receivedAt" label={t('arco.receivedAt')} />
      <DueDateHint />
      <TextInput name="notes" label={t('arco.notes')} minRows={3} />
    </FormDialog>
  );
}
