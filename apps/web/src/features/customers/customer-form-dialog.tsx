import {
  CUSTOMER_SEXES,
  CUSTOMER_VAT_RATES,
  createCustomerSchema,
  updateCustomerSchema,
  type CreateCustomerInput,
  type Customer,
} from '@iris/domain/customers/customer.schemas';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/form-dialog';
import { PersonNameFields } from '../../components/person-name-fields';
import { SelectInput } from '../../components/select-input';
import { SwitchInput } from '../../components/switch-input';
import { TextInput } from '../../components/text-input';
import { useBookingCheck } from '../../components/use-booking-check';
import { CustomerFiscalSection } from './customer-fiscal-fields';
import { CustomerWhatsappField } from './customer-whatsapp-field';
import { createCustomer, updateCustomer } from './customers-api';
import {
  FirstAppointmentFields,
  isComplete,
  spanOf,
  type AppointmentDraft,
} from './first-appointment-fields';
import { today } from '../../lib/format-date';

/** No appointment yet; when one is booked, today by default (the browser's day). */
const noAppointment = (): AppointmentDraft => ({
  enabled: false,
  date: today(),
  time: '',
  minutes: 30,
  typeId: '',
});

/** docs/rules.md, Uniqueness: within the branch, shown on their inputs. */
const PERSON_CODES = { 101: 'email', 102: 'phone' };

/**
 * docs/spec.md §5: VAT required takes 16 (or 8); not required clears it. It is also how the patient
 * says they want invoices: their fiscal data is asked for with it, and dropped without it.
 */
function VatFields() {
  const { t } = useTranslation();
  const { watch, setValue } = useFormContext<{
    vatRequired: boolean;
    vat: number | null;
    fiscal: unknown;
  }>();
  const required = watch('vatRequired');
  return (
    <>
      <SwitchInput
        name="vatRequired"
        label={t('customers.vatRequired')}
        onValueChange={(checked) => {
          setValue('vat', checked ? 16 : null);
          if (!checked) setValue('fiscal', null);
        }}
      />
      {required && (
        <SelectInput
          name="vat"
          label={t('customers.vat')}
          options={CUSTOMER_VAT_RATES.map((rate) => ({
            value: rate,
            label: t('customers.vatRate', { rate }),
          }))}
        />
      )}
      {required && <CustomerFiscalSection />}
    </>
  );
}

/** `saved`: the patient's stored WhatsApp consent, on edit. */
function CustomerFields({ saved = null }: { saved?: Customer['whatsapp'] | null }) {
  const { t } = useTranslation();
  return (
    <>
      <PersonNameFields autoFocus />
      <TextInput name="email" label={t('customers.emailOptional')} type="email" />
      <TextInput name="address" label={t('customers.address')} upperCase />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput name="birthDate" label={t('customers.birthDate')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectInput
            name="sex"
            label={t('customers.sex')}
            options={CUSTOMER_SEXES.map((sex) => ({
              value: sex,
              label: t(`customers.sexes.${sex}`),
            }))}
          />
        </Grid>
      </Grid>
      <VatFields />
      <SwitchInput name="reminders" label={t('customers.reminders')} />
      <CustomerWhatsappField saved={saved} />
    </>
  );
}

export interface CustomerFormDialogProps {
  open: boolean;
  /** `null`: a new patient of the branch; otherwise the patient to edit. */
  customer: Customer | null;
  branchId: number;
  onClose: () => void;
  onSaved: (customer: Customer) => void;
}

export function CustomerFormDialog({
  open,
  customer,
  branchId,
  onClose,
  onSaved,
}: CustomerFormDialogProps) {
  const { t } = useTranslation();
  const [check, bookingDialog] = useBookingCheck();
  const [appointment, setAppointment] = useState<AppointmentDraft>(noAppointment);
  const [tried, setTried] = useState(false);
  if (customer === null) {
    return (
      <>
        <FormDialog
          open={open}
          title={t('customers.new')}
          schema={createCustomerSchema}
          defaultValues={{
            name: '',
            paternal: '',
            maternal: '',
            phone: '',
            email: '',
            address: '',
            vatRequired: false,
            vat: null,
            birthDate: '',
            sex: '',
            reminders: true,
            whatsapp: { consent: false },
            fiscal: null,
            branch: { id: branchId },
          }}
          onSubmit={async (values) => {
            let booked: CreateCustomerInput['appointment'];
            if (appointment.enabled) {
              setTried(true);
              if (!isComplete(appointment) || appointment.typeId === '') return null;
              const span = spanOf(appointment);
              const booking = await check({ branchId, ...span });
              if (!booking) return null;
              booked = { ...span, type: { id: appointment.typeId }, force: booking.force };
            }
            const answer = await createCustomer({ ...values, appointment: booked });
            onSaved(answer.data.data);
            return answer;
          }}
          onClose={() => {
            setAppointment(noAppointment());
            setTried(false);
            onClose();
          }}
          codeFields={PERSON_CODES}
        >
          <CustomerFields />
          <FirstAppointmentFields
            value={appointment}
            onChange={setAppointment}
            showErrors={tried}
          />
        </FormDialog>
        {bookingDialog}
      </>
    );
  }
  return (
    <FormDialog
      open={open}
      title={t('customers.edit')}
      schema={updateCustomerSchema}
      defaultValues={{
        id: customer.id,
        name: customer.name,
        paternal: customer.paternal,
        maternal: customer.maternal,
        phone: customer.phone,
        email: customer.email ?? '',
        address: customer.address ?? '',
        vatRequired: customer.vatRequired,
        vat: customer.vat === 8 || customer.vat === 16 ? customer.vat : null,
        birthDate: customer.birthDate ?? '',
        sex: customer.sex ?? '',
        reminders: customer.reminders,
        whatsapp: { consent: customer.whatsapp.consent },
        fiscal: customer.fiscal,
      }}
      onSubmit={async (values) => {
        const answer = await updateCustomer(values);
        onSaved(answer.data.data);
        return answer;
      }}
      onClose={onClose}
      codeFields={PERSON_CODES}
    >
      <CustomerFields saved={customer.whatsapp} />
    </FormDialog>
  );
}
