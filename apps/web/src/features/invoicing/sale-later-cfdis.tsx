import type { Invoice } from '@iris/domain/invoicing/invoice.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/download-button';
import { errorText } from '../../lib/api-client';
import { formatDateTime } from '@iris/domain/common/dates';
import { moneyShown } from '../../lib/cash-money';
import { resourceQueries } from '../../lib/resource-queries';
import { InvoiceStatusChip } from './invoice-status-chip';
import { folioOf, INVOICES_TABLE, pdfRequest, xmlRequest } from './invoices-api';

/** A complement's amount is its payment's (its own Total is 0, Pagos 2.0); a credit note's, its Total. */
function LaterCfdi({ cfdi }: { cfdi: Invoice }) {
  const { t } = useTranslation();
  const folio = folioOf(cfdi);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      component="li"
      sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ minWidth: 180, flex: '1 1 180px' }}>
        <Typography sx={{ fontWeight: 500 }}>
          {t(`invoices.kindShort.${cfdi.kind}`)} {folio}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(cfdi.issuedAt)}
          {` · ${moneyShown(cfdi.payment?.total ?? cfdi.total)}`}
        </Typography>
      </Box>
      <InvoiceStatusChip status={cfdi.status} />
      <DownloadButton label={t('invoice.xmlOf', { folio })} request={xmlRequest(cfdi.id)} />
      <DownloadButton label={t('invoice.pdfOf', { folio })} request={pdfRequest(cfdi.id)} />
    </Stack>
  );
}

/**
 * The CFDIs the sale's later life made (docs/rules.md, Invoicing): each payment's complement of a
 * PPD invoice and the credit note of a sale cancelled after its CFDI's year, oldest first.
 * Shown for a PPD invoice (which expects complements) or when there is any.
 */
export function SaleLaterCfdis({ saleId, ppd }: { saleId: number; ppd: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(
    resourceQueries.table(INVOICES_TABLE, {
      page: 1,
      // The API's largest page: a sale is paid in far fewer parts.
      rowsPerPage: 50,
      sortBy: 'id',
      descending: false,
      filters: { shoppingId: saleId },
    }),
  );
  const later = (query.data?.items ?? []).filter((cfdi) => cfdi.kind !== 'I');
  if (!ppd && later.length === 0) return null;
  return (
    <Box component="section" aria-label={t('invoice.laterTitle')} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {t('invoice.laterTitle')}
      </Typography>
      {query.isPending && <CircularProgress size={20} aria-label={t('invoice.laterLoading')} />}
      {query.isError && <Alert severity="warning">{errorText(query.error)}</Alert>}
      {query.isSuccess && later.length === 0 && (
        <Typography color="text.secondary">{t('invoice.laterEmpty')}</Typography>
      )}
      {later.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {later.map((cfdi) => (
            <LaterCfdi key={cfdi.id} cfdi={cfdi} />
          ))}
        </Box>
      )}
    </Box>
  );
}
