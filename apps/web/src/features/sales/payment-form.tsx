import {
  PAYMENT_VAT_RATES,
  paymentFormSchema,
  type PaymentFormValues,
  type PaymentVatRate,
} from '@iris/domain/sales/payment.schemas';
import type { Sale } from '@iris/domain/sales/sale.schemas';
import AddCardIcon from '@mui/icons-material/AddCard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { FormProvider, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput, tidyMoney } from '../../components/money-input';
import { SelectInput } from '../../components/select-input';
import { applyCodeError, applyFieldErrors } from '../../lib/form-errors';
import { errorCodeText } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { useOptions } from '../../lib/options-query';
import { useSchemaForm } from '../../lib/use-schema-form';
import { createPayment } from './sale-api';
import { centsOf, centsOfText, formatCents, paymentFromTotal, ratePercent } from './sale-money';

const RATE_OPTIONS = PAYMENT_VAT_RATES.map((rate) => ({
  value: rate,
  label: `${ratePercent(rate)} %`,
}));

/** The sale's VAT as a payment's rate (16 -> '0.16'): what its payments usually carry. */
const rateOfSale = (vat: number): PaymentVatRate =>
  PAYMENT_VAT_RATES.find((rate) => ratePercent(rate) === vat) ?? '0.00';

const centsText = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The base and VAT that the amount received comes to, in cents, before anything is sent. */
function PaymentPreview({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const [total, rate] = useWatch({ name: ['total', 'vat_rate'] }) as [unknown, PaymentVatRate];
  const cents = typeof total === 'string' ? centsOfText(total) : null;
  if (cents === null || cents <= 0) return null;
  const { amount, vat } = paymentFromTotal(cents, rate);
  const over = cents > remaining;
  return (
    <Alert
      severity={over ? 'warning' : 'info'}
      role="status"
      aria-label={t('sale.payments.preview')}
    >
      {t('sale.payments.previewText', {
        amount: formatCents(amount),
        vat: formatCents(vat),
        left: formatCents(Math.max(remaining - cents, 0)),
      })}
      {over && <Box component="span">{` ${errorCodeText(524)}`}</Box>}
    </Alert>
  );
}

function RemainingButton({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  return (
    <Button
      size="small"
      onClick={() => setValue('total', tidyMoney(centsText(remaining)), { shouldValidate: true })}
    >
      {t('sale.payments.payRemaining')}
    </Button>
  );
}

/**
 * docs/spec.md §2 payments tab, §5; docs/rules.md: method, the amount the customer handed over and its VAT
 * rate (0, 8 or 16 %), with the base and VAT it comes to shown in exact cents; sent as `total`, so
 * the drawer holds exactly what was typed. An amount past what remains is stopped here with the
 * message of 524, as the server would.
 */
export function PaymentForm({ sale, onChanged }: { sale: Sale; onChanged: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const methods = useOptions('payment-methods');
  const [loadSchema] = useState(() => () => Promise.resolve(paymentFormSchema));
  const defaults = { method: { id: '' }, total: '', vat_rate: rateOfSale(sale.vat) };
  const form = useSchemaForm<FieldValues, PaymentFormValues>(loadSchema, defaults);
  const remaining = centsOf(sale.remaining);

  const submit = form.handleSubmit(async (values) => {
    if ((centsOfText(values.total) ?? 0) > remaining) {
      form.setError(
        'total',
        { type: 'server', message: errorCodeText(524) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const answer = await createPayment({ shopping: { id: sale.id }, ...values });
      notify.success(answer.message);
      form.reset({ ...defaults, method: values.method, vat_rate: values.vat_rate });
      onChanged();
    } catch (error) {
      applyFieldErrors(error, form.setError);
      // Paid or cancelled meanwhile (another tab, another cashier): what remains is read again.
      if (applyCodeError(error, form.setError, { 524: 'total', invalid_state: 'total' })) {
        onChanged();
      }
      notify.error(error);
    }
  });

  const options = (methods.data ?? []).map((method) => ({ value: method.id, label: method.name }));
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Grid container columnSpacing={2} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <SelectInput name="method.id" label={t('sale.payments.method')} options={options} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <MoneyInput name="total" label={t('sale.payments.received')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <SelectInput
              name="vat_rate"
              label={t('sale.payments.vatRate')}
              options={RATE_OPTIONS}
            />
          </Grid>
        </Grid>
        <Box sx={{ my: 1 }}>
          <PaymentPreview remaining={remaining} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {remaining > 0 && <RemainingButton remaining={remaining} />}
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddCardIcon />}
            loading={form.formState.isSubmitting}
            disabled={remaining <= 0}
          >
            {t('sale.payments.add')}
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
