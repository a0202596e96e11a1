import {
  createPrescriptionSchema,
  updatePrescriptionSchema,
  type Prescription,
  type PrescriptionValues,
} from '@iris/domain/prescriptions/prescription.schemas';
import { PRESCRIPTION_KINDS } from '@iris/domain/prescriptions/refraction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { FormProvider, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';
import { applyFieldErrors } from '../../lib/form-errors';
import { shownDate, today } from '../../lib/format-date';
import { useNotify } from '../../lib/notifications';
import { useSchemaForm } from '../../lib/use-schema-form';
import { PrescriptionEyeFields } from './prescription-eye-fields';
import { BLANK_EYE, eyeForm, prescriptionBody } from './prescription-text';
import { createPrescription, updatePrescription } from './prescriptions-api';

export interface PrescriptionFormDialogProps {
  open: boolean;
  customerId: number;
  /** `null`: a new prescription of the patient; otherwise the one to edit. */
  prescription: Prescription | null;
  onClose: () => void;
  onSaved: () => void;
}

type FormOutput = Omit<PrescriptionValues, 'customer'>;

/** What the form starts with: today's glasses with nothing typed, or the saved values as text. */
function startingValues(customerId: number, prescription: Prescription | null) {
  if (prescription === null) {
    return {
      customer: { id: customerId },
      date: today(),
      kind: 'LENTES',
      od: BLANK_EYE,
      oi: BLANK_EYE,
      notes: '',
    };
  }
  return {
    id: prescription.id,
    date: prescription.date,
    kind: prescription.kind,
    od: eyeForm(prescription.od),
    oi: eyeForm(prescription.oi),
    notes: prescription.notes ?? '',
  };
}

function PrescriptionForm({
  customerId,
  prescription,
  onClose,
  onSaved,
}: Omit<PrescriptionFormDialogProps, 'open'>) {
  const { t } = useTranslation();
  const notify = useNotify();
  // The schemas of @iris/domain that the API validates the same body with.
  const [loadSchema] = useState(
    () => () => Promise.resolve(prescription ? updatePrescriptionSchema : createPrescriptionSchema),
  );
  const form = useSchemaForm<FieldValues, FormOutput>(
    loadSchema,
    startingValues(customerId, prescription),
  );
  const kind = useWatch({ control: form.control, name: 'kind' }) as string;
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = prescriptionBody(values);
      const answer = prescription
        ? await updatePrescription(prescription.id, body)
        : await createPrescription(customerId, body);
      notify.success(answer.message);
      onSaved();
      onClose();
    } catch (error) {
      // Each refused value on its field, with the server's Spanish message.
      applyFieldErrors(error, form.setError);
      notify.error(error);
    }
  });

  // Glasses carry no base curve or diameter: hidden fields must not keep what was typed.
  const kindChosen = (value: string | number) => {
    if (value === 'CONTACTO') return;
    for (const eye of ['od', 'oi'] as const) {
      form.setValue(`${eye}.baseCurve`, '');
      form.setValue(`${eye}.diameter`, '');
    }
  };

  const title = prescription
    ? t('prescriptions.edit', { date: shownDate(prescription.date) })
    : t('prescriptions.new');
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: '1fr 1fr 2fr',
              },
            }}
          >
            <DateInput name="date" label={t('prescriptions.date')} />
            <SelectInput
              name="kind"
              label={t('prescriptions.kind')}
              options={PRESCRIPTION_KINDS.map((value) => ({
                value,
                label: t(`prescriptions.kinds.${value}`),
              }))}
              onValueChange={kindChosen}
            />
          </Box>
          <PrescriptionEyeFields contact={kind === 'CONTACTO'} />
          <TextInput name="notes" label={t('prescriptions.form.notes')} minRows={2} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}

/**
 * A prescription's form (issue 23), wide enough for both eyes' eleven values in a row each; a
 * phone gets the whole screen. Mounted only while open, so each opening starts afresh.
 */
export function PrescriptionFormDialog({ open, onClose, ...props }: PrescriptionFormDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone}>
      {open && <PrescriptionForm onClose={onClose} {...props} />}
    </Dialog>
  );
}
