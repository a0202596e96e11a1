import { formatDate } from '@iris/domain/common/dates';
import type { Customer } from '@iris/domain/customers/customer.schemas';
import { whatsappNumber } from '@iris/domain/customers/whatsapp';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import type { TFunction } from 'i18next';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchInput } from '../../components/switch-input';
import { useFieldError } from '../../components/use-field-error';

/** When and how the consent was last given or ended ("Aceptó el 03/02/2026 en mostrador"), if ever. */
export function whatsappConsentText(t: TFunction, whatsapp: Customer['whatsapp']): string | null {
  if (whatsapp.at === null || whatsapp.way === null) return null;
  return t(whatsapp.consent ? 'customers.whatsapp.agreed' : 'customers.whatsapp.ended', {
    date: formatDate(whatsapp.at),
    way: t(`customers.whatsapp.ways.${whatsapp.way}`),
  });
}

/**
 * docs/rules.md WhatsApp: "Avisos por WhatsApp", the patient's consent (given at the counter), with
 * the number the messages go to and, while the switch shows the stored choice, when it was made.
 */
export function CustomerWhatsappField({ saved }: { saved: Customer['whatsapp'] | null }) {
  const { t } = useTranslation();
  const { watch } = useFormContext<{ phone: string; whatsapp: { consent: boolean } }>();
  const number = whatsappNumber(watch('phone'));
  const consent = watch('whatsapp.consent');
  const error = useFieldError('whatsapp.consent');
  const lines = [
    number === null
      ? t('customers.whatsapp.noNumber')
      : t('customers.whatsapp.number', { number: `+52 ${number.slice(3)}` }),
    saved !== null && saved.consent === consent ? whatsappConsentText(t, saved) : null,
  ];
  return (
    <Box>
      <SwitchInput name="whatsapp.consent" label={t('customers.whatsapp.label')} />
      <FormHelperText error={error !== undefined} sx={{ mt: 0, mb: 1 }}>
        {error ?? lines.filter((line) => line !== null).join(' ')}
      </FormHelperText>
    </Box>
  );
}
