import { GLOBAL_PERIODICITIES as PERIODICITY_NAMES } from '@iris/domain/invoicing/fiscal-issuer.schemas';
import { addDays, GLOBAL_PERIODICITIES, periodOf } from '@iris/domain/invoicing/global-period';
import { createGlobalInvoiceSchema } from '@iris/domain/invoicing/invoice.schemas';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/form-dialog';
import { SelectInput } from '../../components/select-input';
import { useBranch } from '../../lib/branch-query';
import { shownDate, today } from '../../lib/format-date';
import { useOptions } from '../../lib/options-query';
import { resourceQueries } from '../../lib/resource-queries';
import { createGlobalInvoice } from './invoices-api';

/** The branch's issuer's periodicity, and its last closed period put in the dates. */
function PeriodHint() {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const branchId = useWatch({ name: 'branch.id' }) as number | '' | undefined;
  const branch = useBranch(typeof branchId === 'number' ? branchId : null);
  const issuerId = branch.data?.fiscalIssuer?.id ?? null;
  const issuer = useQuery(resourceQueries.record('fiscal-issuers', issuerId));
  const periodicity = GLOBAL_PERIODICITIES.find((code) => code === issuer.data?.globalPeriodicity);
  const last = periodicity
    ? periodOf(addDays(periodOf(today(), periodicity).from, -1), periodicity)
    : null;
  const [from, to] = [last?.from, last?.to];
  useEffect(() => {
    if (from === undefined || to === undefined) return;
    setValue('from', from);
    setValue('to', to);
  }, [from, to, setValue]);
  if (branch.data && issuerId === null) {
    return <Alert severity="warning">{t('globalDialog.noIssuer')}</Alert>;
  }
  if (!periodicity || !last) return null;
  const name = PERIODICITY_NAMES.find((known) => known.code === periodicity)?.description ?? '';
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {t('globalDialog.lastPeriod', {
        periodicity: name.toLowerCase(),
        from: shownDate(last.from),
        to: shownDate(last.to),
      })}
    </Alert>
  );
}

export interface GlobalInvoiceDialogProps {
  open: boolean;
  /** The branch chosen for the session, offered first. */
  branchId: number | null;
  onClose: () => void;
  onIssued: () => void;
}

/**
 * super_admin's "Factura global" (docs/api.md invoices/createGlobal): the executed sales nobody
 * invoiced of a branch in a whole closed period of its issuer's periodicity, to PÚBLICO EN
 * GENERAL. The queue makes it within a day of the period's close; this makes it by hand.
 */
export function GlobalInvoiceDialog({
  open,
  branchId,
  onClose,
  onIssued,
}: GlobalInvoiceDialogProps) {
  const { t } = useTranslation();
  const branches = useOptions('branches', open);
  return (
    <FormDialog
      open={open}
      title={t('globalDialog.title')}
      schema={createGlobalInvoiceSchema}
      defaultValues={{ branch: { id: branchId ?? undefined }, from: '', to: '' }}
      submitLabel={t('globalDialog.submit')}
      onSubmit={createGlobalInvoice}
      onSaved={onIssued}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('globalDialog.intro')}
      </Typography>
      <SelectInput
        name="branch.id"
        label={t('globalDialog.branch')}
        options={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
      />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput name="from" label={t('globalDialog.from')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput name="to" label={t('globalDialog.to')} />
        </Grid>
      </Grid>
      <PeriodHint />
    </FormDialog>
  );
}
