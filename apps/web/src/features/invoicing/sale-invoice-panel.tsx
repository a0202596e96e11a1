import type { Sale } from '@iris/domain/sales/sale.schemas';
import EmailIcon from '@mui/icons-material/Email';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/download-button';
import { PrintPdfButton } from '../../components/print-pdf-button';
import { errorText } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-number';
import { resourceQueries } from '../../lib/resource-queries';
import { InvoiceStatusChip, TestStampChip } from './invoice-status-chip';
import { folioOf, pdfRequest, xmlRequest } from './invoices-api';
import { SaleLaterCfdis } from './sale-later-cfdis';
import { SendInvoiceDialog } from './send-invoice-dialog';

function Detail({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <Box sx={wide ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The sale's CFDI (docs/rules.md, Invoicing) under its header: its status, folio and folio fiscal
 * (UUID), whether it is a global invoice's, and its XML, its PDF (with the progress of each) and
 * "Enviar por correo".
 */
export function SaleInvoicePanel({ invoice }: { invoice: NonNullable<Sale['invoice']> }) {
  const { t } = useTranslation();
  const record = useQuery(resourceQueries.record('invoices', invoice.id));
  const [sending, setSending] = useState(false);
  const data = record.data;
  const folio = data ? folioOf(data) : '';
  return (
    <Paper component="section" aria-label={t('invoice.title')} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {t(invoice.global ? 'invoice.globalTitle' : 'invoice.title')}
        </Typography>
        <InvoiceStatusChip status={invoice.status} />
        {data && !data.production && <TestStampChip />}
      </Stack>
      {record.isError && <Alert severity="warning">{errorText(record.error)}</Alert>}
      {record.isPending && (
        <CircularProgress size={24} aria-label={t('invoice.loading')} sx={{ mt: 2 }} />
      )}
      {data && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, auto)' },
            gap: 2,
            my: 2,
            justifyContent: 'start',
          }}
        >
          <Detail label={t('invoice.folio')} value={folio} />
          <Detail label={t('invoice.total')} value={formatMoney(data.total)} />
          <Detail label={t('invoice.receiver')} value={`${data.name} · ${data.rfc}`} wide />
          <Detail label={t('invoice.uuid')} value={data.uuid} wide />
        </Box>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: data ? 0 : 2 }}>
        <DownloadButton label={t('invoice.xml')} request={xmlRequest(invoice.id)} />
        <PrintPdfButton
          request={() => pdfRequest(invoice.id)}
          label={t('invoice.pdf')}
          preparing={t('invoice.preparing')}
          fileName={`factura-${invoice.uuid}.pdf`}
        />
        <Box>
          <Button variant="outlined" startIcon={<EmailIcon />} onClick={() => setSending(true)}>
            {t('invoice.send')}
          </Button>
        </Box>
      </Stack>
      {data?.shopping && (
        <SaleLaterCfdis saleId={data.shopping.id} ppd={data.paymentMethod === 'PPD'} />
      )}
      <SendInvoiceDialog
        invoice={sending ? { id: invoice.id, folio } : null}
        onClose={() => setSending(false)}
      />
    </Paper>
  );
}
