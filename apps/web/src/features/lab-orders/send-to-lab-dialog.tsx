import { createLabOrderSchema } from '@iris/domain/lab-orders/lab-order.schemas';
import type { Prescription } from '@iris/domain/prescriptions/prescription.schemas';
import type { Sale } from '@iris/domain/sales/sale.schemas';
import Alert from '@mui/material/Alert';
import { useRef, useState } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/form-dialog';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';
import { ApiError } from '../../lib/api-client';
import { shownDate } from '../../lib/format-date';
import { createLabOrder } from './lab-orders-api';
import type { LaboratoryChoice } from './lab-order-choices';

/** A refusal that belongs on the prescription's input; any other is shown above the buttons. */
const CODE_FIELDS = { lab_order_prescription: 'prescription.id' };

/** `days` after today on this computer's calendar, as the API writes dates (as `today()` does). */
function daysFromToday(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toLocaleDateString('en-CA');
}

/** The date a laboratory promises by default: today + its lead days (docs/rules.md, Lab orders). */
const suggestedDate = (laboratory: LaboratoryChoice | undefined) =>
  laboratory?.leadDays == null ? '' : daysFromToday(laboratory.leadDays);

/**
 * The laboratory and the promised date: choosing another laboratory moves the date it suggested
 * to the new one's, unless the person has set a date of their own.
 */
function LaboratoryAndDate({ laboratories }: { laboratories: LaboratoryChoice[] }) {
  const { t } = useTranslation();
  const { getValues, setValue } = useFormContext();
  const suggested = useRef(getValues('promisedDate') as string);
  const chosenId = useWatch({ name: 'laboratory.id' }) as unknown;
  const chosen = laboratories.find((laboratory) => laboratory.id === chosenId);

  const move = (id: number | string) => {
    const next = suggestedDate(laboratories.find((laboratory) => laboratory.id === id));
    if (getValues('promisedDate') === suggested.current) {
      setValue('promisedDate', next, { shouldValidate: next !== '' });
    }
    suggested.current = next;
  };

  return (
    <>
      <SelectInput
        name="laboratory.id"
        label={t('labOrders.laboratory')}
        options={laboratories.map(({ id, name }) => ({ value: id, label: name }))}
        onValueChange={move}
        helperText={laboratories.length === 0 ? t('labOrders.send.noLaboratories') : undefined}
      />
      <DateInput
        name="promisedDate"
        label={t('labOrders.promisedDate')}
        helperText={
          chosen?.leadDays == null
            ? undefined
            : t('labOrders.send.promisedHelp', { count: chosen.leadDays })
        }
      />
    </>
  );
}

export interface SendToLabDialogProps {
  open: boolean;
  sale: Sale;
  /** The patient's prescriptions, newest first: the latest is chosen at first. */
  prescriptions: Prescription[];
  laboratories: LaboratoryChoice[];
  onClose: () => void;
  onSent: () => void;
}

/**
 * "Enviar a laboratorio" (docs/rules.md, Lab orders): one of the patient's prescriptions (each by its
 * date and one-line summary), the laboratory, the promised date (today + the laboratory's lead
 * days unless changed, DD/MM/YYYY) and notes. The notice names the new order's folio; a refusal
 * of the server is shown in the form with the server's words.
 */
export function SendToLabDialog({
  open,
  sale,
  prescriptions,
  laboratories,
  onClose,
  onSent,
}: SendToLabDialogProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const laboratory = laboratories[0];
  const close = () => {
    setRefusal(null);
    onClose();
  };

  return (
    <FormDialog<FieldValues, z.output<typeof createLabOrderSchema>>
      open={open}
      title={t('labOrders.send.action')}
      submitLabel={t('labOrders.send.submit')}
      schema={createLabOrderSchema}
      defaultValues={{
        shopping: { id: sale.id },
        prescription: { id: prescriptions[0]?.id ?? '' },
        laboratory: { id: laboratory?.id ?? '' },
        promisedDate: suggestedDate(laboratory),
        notes: '',
      }}
      codeFields={CODE_FIELDS}
      onClose={close}
      onSaved={onSent}
      onSubmit={async (values) => {
        setRefusal(null);
        try {
          const answer = await createLabOrder(values);
          const order = answer.data.data;
          return {
            message: t('labOrders.send.sent', {
              serial: order.serial,
              laboratory: order.laboratory.name,
              date: shownDate(order.promisedDate),
            }),
          };
        } catch (error) {
          // A sale cancelled meanwhile (409) and the like: the server's words stay in the form.
          if (
            error instanceof ApiError &&
            error.fieldErrors.length === 0 &&
            !Object.hasOwn(CODE_FIELDS, error.codeError ?? '')
          ) {
            setRefusal(error.message);
            return null;
          }
          throw error;
        }
      }}
    >
      <SelectInput
        name="prescription.id"
        label={t('labOrders.prescription')}
        options={prescriptions.map((prescription) => ({
          value: prescription.id,
          label: t('labOrders.send.prescriptionOption', {
            date: shownDate(prescription.date),
            summary: prescription.summary,
          }),
        }))}
      />
      <LaboratoryAndDate laboratories={laboratories} />
      <TextInput name="notes" label={t('labOrders.notes')} minRows={2} />
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
    </FormDialog>
  );
}
