import {
  fiscalIssuerCreateSchema,
  GLOBAL_PERIODICITIES,
  type FiscalIssuerInput,
  type FiscalIssuerItem,
} from '@iris/domain/invoicing/fiscal-issuer.schemas';
import { SAT_REGIMES } from '@iris/domain/invoicing/sat-regimes';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';
import { saveIssuer } from './fiscal-issuers-api';

/** docs/rules.md, Invoicing: one issuer per RFC. */
const RFC_TAKEN = { issuer_rfc_taken: 'rfc' };

const codeChoices = (choices: readonly { code: string; description: string }[]) =>
  choices.map(({ code, description }) => ({ value: code, label: `${code} — ${description}` }));

export interface FiscalIssuerFormDialogProps {
  open: boolean;
  /** `null`: a new issuer; otherwise the one to edit. */
  issuer: FiscalIssuerItem | null;
  onClose: () => void;
  onSaved: () => void;
}

/** A fiscal issuer's data as on its Constancia de Situación Fiscal, its series and periodicity. */
export function FiscalIssuerFormDialog({
  open,
  issuer,
  onClose,
  onSaved,
}: FiscalIssuerFormDialogProps) {
  const { t } = useTranslation();
  const defaults: FiscalIssuerInput = {
    rfc: issuer?.rfc ?? '',
    name: issuer?.name ?? '',
    regime: (issuer?.regime ?? '') as FiscalIssuerInput['regime'],
    series: issuer?.series ?? '',
    globalPeriodicity: (issuer?.globalPeriodicity ?? '') as FiscalIssuerInput['globalPeriodicity'],
  };
  return (
    <FormDialog
      open={open}
      formKey={String(issuer?.id ?? 'new')}
      title={issuer ? t('issuers.edit') : t('issuers.new')}
      schema={fiscalIssuerCreateSchema}
      defaultValues={defaults}
      onSubmit={(values) => saveIssuer(values, issuer)}
      onSaved={onSaved}
      onClose={onClose}
      codeFields={RFC_TAKEN}
    >
      <TextInput name="rfc" label={t('issuers.rfc')} upperCase autoFocus />
      <TextInput
        name="name"
        label={t('issuers.name')}
        upperCase
        helperText={t('issuers.nameHint')}
      />
      <SelectInput name="regime" label={t('issuers.regime')} options={codeChoices(SAT_REGIMES)} />
      <TextInput name="series" label={t('issuers.series')} upperCase />
      <SelectInput
        name="globalPeriodicity"
        label={t('issuers.globalPeriodicity')}
        options={codeChoices(GLOBAL_PERIODICITIES)}
      />
    </FormDialog>
  );
}
