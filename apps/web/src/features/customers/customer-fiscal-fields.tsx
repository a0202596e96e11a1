import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPTY_FISCAL, FiscalDataFields } from '../../components/fiscal-data-fields';

/**
 * "Datos fiscales" (docs/rules.md Invoicing), shown while the patient needs invoices: added on
 * demand, so that a patient registered or edited without them saves as before.
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
      {fiscal ? <FiscalDataFields /> : null}
      <Button size="small" onClick={() => setValue('fiscal', fiscal ? null : { ...EMPTY_FISCAL })}>
        {t(fiscal ? 'customers.fiscal.remove' : 'customers.fiscal.add')}
      </Button>
    </section>
  );
}
