import type { FiscalIssuerItem } from '@iris/domain/invoicing/fiscal-issuer.schemas';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** DD/MM/YYYY of an instant, as the clinic reads dates. */
export const shownDay = (iso: string) =>
  new Date(iso).toLocaleDateString('es-MX', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** The CSD's end, with a warning once it expires within 30 days or has expired. */
export function CsdValidity({ csd }: { csd: FiscalIssuerItem['csd'] }) {
  const { t } = useTranslation();
  if (!csd) return <Chip size="small" variant="outlined" label={t('issuers.noCsd')} />;
  return (
    <>
      {shownDay(csd.validTo)}
      {csd.expired && (
        <Chip size="small" color="error" label={t('issuers.expired')} sx={{ ml: 1 }} />
      )}
      {csd.expiresSoon && (
        <Chip size="small" color="warning" label={t('issuers.expiresSoon')} sx={{ ml: 1 }} />
      )}
    </>
  );
}
