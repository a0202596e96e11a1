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
import { centsOf, centsOfText, formatCents, paymentPreview, ratePercent } from './sale-money';

const RATE_OPTIONS = PAYMENT_VAT_RATES.map((rate) => ({
  value: rate,
  label: `${ratePercent(rate)} %`,
}));

/** The sale's VAT as a payment's rate (16 -> '0.16'): what its payments usually carry. */
const rateOfSale = (vat: number): PaymentVatRate =>
  PAYMENT_VAT_RATES.find((rate) => ratePercent(rate) === vat) ?? '0.00';

/** The largest base amount whose total (with its VAT) does not pass the remaining. */
export function baseForRemaining(remainingCents: number, rate: PaymentVatRate): number {
  let base = Math.floor((remainingCents * 100) / (100 + ratePercent(rate)));
  while (base > 0 && paymentPreview(base + 1, rate).total <= remainingCents) base++;
  while (base > 0 && paymentPreview(base, rate).total > remainingCents) base--;
  return base;
}

const centsText = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** What the typed amount and rate give, in cents, before anything is sent. */
function PaymentPreview({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const [amount, rate] = useWatch({ name: ['amount', 'vat_rate'] }) as [unknown, PaymentVatRate];
  const cents = typeof amount === 'string' ? centsOfText(amount) : null;
  if (cents === null || cents <= 0) return null;
  const { vat, total } = paymentPreview(cents, rate);
  const over = total > remaining;
  return (
    <Alert
      severity={over ? 'warning' : 'info'}
      role="status"
      aria-label={t('sale.payments.preview')}
    >
      {t('sale.payments.previewText', {
        vat: formatCents(vat),
        total: formatCents(total),
        left: formatCents(Math.max(remaining - total, 0)),
      })}
      {over && <Box component="span">{` ${errorCodeText(524)}`}</Box>}
    </Alert>
  );
}

function RemainingButton({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  const { setValue, getValues } = useFormContext();
  return (
    <Button
      size="small"
      onClick={() => {
        const rate = getValues('vat_rate') as PaymentVatRate;
        const base = baseForRemaining(remaining, rate);
        setValue('amount', tidyMoney(centsText(base)), { shouldValidate: true });
      }}
    >
      {t('sale.payments.payRemaining')}
    </Button>
  );
}

/**
 * SPEC.md §2 payments tab, §5: method, base amount and VAT rate (0, 8 or 16 %), with the VAT and
 * total the server will compute shown in exact cents; a total past what remains is stopped here
 * with the message of 524, as the server would.
 */
export function PaymentForm({ sale, onSaved }: { sale: Sale; onSaved: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const methods = useOptions('payment-methods');
  const [loadSchema] = useState(() => () => Promise.resolve(paymentFormSchema));
  const defaults = { method: { id: '' }, amount: '', vat_rate: rateOfSale(sale.vat) };
  const form = useSchemaForm<FieldValues, PaymentFormValues>(loadSchema, defaults);
  const remaining = centsOf(sale.remaining);

  const submit = form.handleSubmit(async (values) => {
    if (paymentPreview(centsOfText(values.amount) ?? 0, values.vat_rate).total > remaining) {
      form.setError(
        'amount',
        { type: 'server', message: errorCodeText(524) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      const answer = await createPayment({ shopping: { id: sale.id }, ...values });
      notify.success(answer.message);
      form.reset({ ...defaults, method: values.method, vat_rate: values.vat_rate });
      onSaved();
    } catch (error) {
      applyFieldErrors(error, form.setError);
      applyCodeError(error, form.setError, { 524: 'amount' });
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
            <MoneyInput name="amount" label={t('sale.payments.amount')} />
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
