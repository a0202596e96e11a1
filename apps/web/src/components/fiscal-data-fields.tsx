import type { FiscalDataInput } from '@iris/domain/invoicing/fiscal-data.schemas';
import { personKindOf } from '@iris/domain/invoicing/rfc';
import { cfdiUsesFor } from '@iris/domain/invoicing/sat-cfdi-uses';
import { regimesFor, SAT_REGIMES } from '@iris/domain/invoicing/sat-regimes';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectInput } from './select-input';
import { TextInput } from './text-input';

/** What the fields start with when a patient's fiscal data is added. */
export const EMPTY_FISCAL = {
  rfc: '',
  name: '',
  regime: '',
  zipCode: '',
  cfdiUse: '',
  email: '',
} satisfies Record<keyof FiscalDataInput, string>;

/** A SAT catalogue's entry as a select shows it: `605 — Sueldos y salarios…`. */
export const satOption = ({ code, description }: { code: string; description: string }) => ({
  value: code,
  label: `${code} — ${description}`,
});

/**
 * A patient's fiscal data (docs/rules.md Invoicing) under `fiscal.*` of the surrounding form, which
 * validates it with the domain's fiscalDataSchema: the patient's form and "Facturar" fill the same
 * fields. The regimes are those of the RFC's kind of person once its length tells it (12 a
 * company, 13 a person), the CFDI uses those of the chosen regime; a use the new regime does not
 * allow is cleared. `useHint`: the CFDI use's note on deducting glasses, where no other says it.
 */
export function FiscalDataFields({ useHint = true }: { useHint?: boolean }) {
  const { t } = useTranslation();
  const { setValue, getValues } = useFormContext();
  const rfc = useWatch({ name: 'fiscal.rfc' }) as string;
  const regime = useWatch({ name: 'fiscal.regime' }) as string;
  const kind = personKindOf(rfc);
  const regimes = kind ? regimesFor(kind) : SAT_REGIMES;
  const uses = cfdiUsesFor(regime);
  return (
    <>
      <TextInput name="fiscal.rfc" label={t('fiscal.rfc')} upperCase />
      <TextInput name="fiscal.name" label={t('fiscal.name')} upperCase />
      <SelectInput
        name="fiscal.regime"
        label={t('fiscal.regime')}
        options={regimes.map(satOption)}
        onValueChange={(code) => {
          const use = getValues('fiscal.cfdiUse') as string;
          if (!cfdiUsesFor(String(code)).some((allowed) => allowed.code === use)) {
            setValue('fiscal.cfdiUse', '');
          }
        }}
      />
      <SelectInput
        name="fiscal.cfdiUse"
        label={t('fiscal.cfdiUse')}
        options={uses.map(satOption)}
        disabled={uses.length === 0}
        helperText={useHint ? t('fiscal.cfdiUseHint') : undefined}
      />
      <TextInput name="fiscal.zipCode" label={t('fiscal.zipCode')} digits={5} />
      <TextInput name="fiscal.email" label={t('fiscal.email')} type="email" />
    </>
  );
}
