import type { Sale } from '@iris/domain/sales/sale.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format-number';
import { PaymentForm } from './payment-form';
import { PaymentTable } from './payment-table';
import { PaymentStatusChip } from '../../components/sales-chips';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {formatMoney(value)}
      </Typography>
    </Box>
  );
}

/**
 * docs/spec.md §2 "Pagos": what the sale costs, what is paid and what remains; the payment form (not
 * on a cancelled sale: docs/rules.md refuses payments there) and the payments with their refunds.
 */
export function PaymentTab({ sale, onChanged }: { sale: Sale; onChanged: () => void }) {
  const { t } = useTranslation();
  const cancelled = sale.status === 'CANCELADO';
  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Box
          sx={{ display: 'flex', gap: { xs: 2, sm: 4 }, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Figure label={t('sale.totals.total')} value={sale.total} />
          <Figure label={t('sale.totals.paid')} value={sale.paid} />
          {!cancelled && <Figure label={t('sale.totals.remaining')} value={sale.remaining} />}
          <PaymentStatusChip status={sale.paymentStatus} />
        </Box>
      </Paper>
      {cancelled ? (
        <Alert severity="info">{t('sale.payments.closedCancelled')}</Alert>
      ) : (
        <Paper sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('sale.payments.new')}
          </Typography>
          {sale.total === 0 ? (
            <Alert severity="info">{t('sale.payments.nothingToPay')}</Alert>
          ) : sale.remaining > 0 ? (
            <PaymentForm sale={sale} onChanged={onChanged} />
          ) : (
            <Alert severity="success">{t('sale.payments.settled')}</Alert>
          )}
        </Paper>
      )}
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('sale.payments.title')}
        </Typography>
        <PaymentTable saleId={sale.id} saleCancelled={cancelled} onChanged={onChanged} />
      </Paper>
    </Stack>
  );
}
