import { formatDate } from '@iris/domain/common/dates';
import type { Customer } from '@iris/domain/customers/customer.schemas';
import {
  CONSENT_WAYS,
  consentGap,
  recordConsentSchema,
} from '@iris/domain/privacy/consent.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { SelectInput } from '../../components/select-input';
import { resourceQueries } from '../../lib/resource-queries';
import { privacyQueries, recordConsent } from './privacy-api';

function SensitiveCheckbox() {
  const { t } = useTranslation();
  const { field } = useController({ name: 'sensitive' });
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      label={t('consent.sensitive')}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

/**
 * The patient's consent to the aviso de privacidad on their record (docs/rules.md, Privacy and
 * accounts): a warning when there is none, it is of an older version or lacks the health-data
 * kind ("Sin consentimiento para datos de salud"), and the dialog that records it against the
 * version in force.
 */
export function ConsentPanel({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notice = useQuery(privacyQueries.currentNotice());
  const [open, setOpen] = useState(false);
  if (notice.isPending) return null;
  const current = notice.data ?? null;
  const { consent } = customer;
  const gap = consentGap(consent, current?.version ?? null);
  const record = (
    <Button size="small" variant="outlined" onClick={() => setOpen(true)} disabled={!current}>
      {t('consent.record')}
    </Button>
  );
  return (
    <>
      {gap ? (
        <Alert severity="warning" sx={{ mt: 2 }} action={record}>
          {gap === 'outdated' && consent
            ? t('consent.outdated', { version: consent.version, current: current?.version })
            : t(`consent.${gap}`)}
          {!current && ` ${t('consent.noNotice')}`}
        </Alert>
      ) : (
        consent && (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {t('consent.given', {
                version: consent.version,
                date: formatDate(consent.at),
                way: t(`consent.ways.${consent.way}`),
              })}
            </Typography>
            {record}
          </Stack>
        )
      )}
      {current && (
        <FormDialog
          open={open}
          title={t('consent.title')}
          schema={recordConsentSchema}
          defaultValues={{ customer: { id: customer.id }, way: 'PAPEL', sensitive: false }}
          onSubmit={async (values) => ({ message: await recordConsent(values) })}
          onClose={() => setOpen(false)}
          onSaved={() =>
            void queryClient.invalidateQueries({
              queryKey: resourceQueries.record('customers', customer.id).queryKey,
            })
          }
        >
          <Typography sx={{ mb: 1 }}>
            {t('consent.noticeVersion', { version: current.version })}
          </Typography>
          <SelectInput
            name="way"
            label={t('consent.way')}
            options={CONSENT_WAYS.map((way) => ({ value: way, label: t(`consent.ways.${way}`) }))}
          />
          <SensitiveCheckbox />
        </FormDialog>
      )}
    </>
  );
}
