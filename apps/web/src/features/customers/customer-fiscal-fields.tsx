import type { FiscalDataInput } from '@iris/domain/invoicing/fiscal-data.schemas';
import { personKindOf } from '@iris/domain/invoicing/rfc';
import { cfdiUsesFor } from '@iris/domain/invoicing/sat-cfdi-uses';
import { regimesFor, SAT_REGIMES } from '@iris/domain/invoicing/sat-regimes';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';

/** What the section's fields start with when the patient's fiscal data is added. */
export const EMPTY_FISCAL = {
  rfc: '',
  name: '',
  regime: '',
  zipCode: '',
  cfdiUse: '',
  email: '',
} satisfies Record<keyof FiscalDataInput, string>;

const labelOf = ({ code, description }: { code: string; description: string }) => ({
  value: code,
  label: `${code} — ${description}`,
});

/**
 * "Datos fiscales" (docs/rules.md Invoicing), shown while the patient needs invoices: added on
 * demand, so that a patient registered or edited without them saves as before. The regimes are
 * those of the RFC's kind of person once its length tells it (12 a company, 13 a person), the CFDI
 * uses those of the chosen regime; a use the new regime does not allow is cleared.
 */
export function CustomerFiscalSection() {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const fiscal: unknown = useWatch({ name: 'fiscal' });
  return (
    <section aria-label={t('customers.fiscal.title')}>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('customers.fiscal.title')}
      </Typography>
      {fiscal ? <FiscalFields /> : null}
      <Button size="small" onClick={() => setValue('fiscal', fiscal ? null : { ...EMPTY_FISCAL })}>
        {t(fiscal ? 'customers.fiscal.remove' : 'customers.fiscal.add')}
      </Button>
    </section>
  );
}

function FiscalFields() {
  const { t } = useTranslation();
  const { setValue, getValues } = useFormContext();
  const rfc = useWatch({ name: 'fiscal.rfc' }) as string;
  const regime = useWatch({ name: 'fiscal.regime' }) as string;
  const kind = personKindOf(rfc);
  const regimes = kind ? regimesFor(kind) : SAT_REGIMES;
  const uses = cfdiUsesFor(regime);
  return (
    <>
      <TextInput name="fiscal.rfc" label={t('customers.fiscal.rfc')} upperCase />
      <TextInput name="fiscal.name" label={t('customers.fiscal.name')} upperCase />
      <SelectInput
        name="fiscal.regime"
        label={t('customers.fiscal.regime')}
        options={regimes.map(labelOf)}
        onValueChange={(code) => {
          const use = getValues('fiscal.cfdiUse') as string;
          if (!cfdiUsesFor(String(code)).some((allowed) => allowed.code === use)) {
            setValue('fiscal.cfdiUse', '');
          }
        }}
      />
      <SelectInput
        name="fiscal.cfdiUse"
        label={t('customers.fiscal.cfdiUse')}
        options={uses.map(labelOf)}
        disabled={uses.length === 0}
        helperText={t('customers.fiscal.cfdiUseHint')}
      />
      <TextInput name="fiscal.zipCode" label={t('customers.fiscal.zipCode')} digits={5} />
      <TextInput name="fiscal.email" label={t('customers.fiscal.email')} type="email" />
    </>
  );
}
