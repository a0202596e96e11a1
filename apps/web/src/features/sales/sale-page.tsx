import type { Sale } from '@iris/domain/sales/sale.schemas';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { useUrlTab } from '../../components/use-url-tab';
import { ApiError, errorText } from '../../lib/api-client';
import { shownDate } from '../../lib/format-date';
import { decodeId } from '../../lib/route-id';
import { PaymentTab } from './payment-tab';
import { useRefreshSale, useSale } from './sale-api';
import { SaleReceiptButton } from './sale-receipt-button';
import { SaleTab } from './sale-tab';
import { PaymentStatusChip, SaleStatusChip } from '../../components/sales-chips';

const TABS = ['sale', 'payments'] as const;
type SaleTabName = (typeof TABS)[number];

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Folio, customer, date, time, salesman and both statuses; the receipt's button. */
function SaleHeader({ sale }: { sale: Sale }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Button component={Link} to="/sales" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('sale.back')}
      </Button>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {t('sale.title', { serial: sale.serial })}
        </Typography>
        <SaleStatusChip status={sale.status} />
        <PaymentStatusChip status={sale.paymentStatus} />
        <Box sx={{ flexGrow: 1 }} />
        <SaleReceiptButton saleId={sale.id} serial={sale.serial} />
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, auto)' },
          gap: 2,
          m: 0,
          justifyContent: 'start',
        }}
      >
        <Detail label={t('sale.serial')} value={String(sale.serial)} />
        <Detail label={t('sale.customer')} value={sale.customer.name} />
        <Detail label={t('sale.date')} value={shownDate(sale.date)} />
        <Detail label={t('sale.time')} value={sale.time} />
        <Detail label={t('sale.salesman')} value={sale.salesman.name} />
      </Box>
    </Paper>
  );
}

/**
 * `/sales/{saleId}` (SPEC.md §2, §4): a sale, its products and lines in "Venta" and its payments
 * in "Pagos"; the tab lives in the URL, so the back button returns to it.
 */
export function SalePage() {
  const { t } = useTranslation();
  const id = decodeId(useParams().id);
  const sale = useSale(id);
  const [tab, setTab] = useUrlTab(TABS);
  const refresh = useRefreshSale(id ?? 0);

  if (id === null) return <NotFoundPage />;
  if (sale.error instanceof ApiError && [403, 404].includes(sale.error.status)) {
    return <NotFoundPage />;
  }
  if (sale.isError) return <Alert severity="warning">{errorText(sale.error)}</Alert>;
  if (!sale.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('sale.loading')} />
      </Box>
    );
  }
  return (
    <Stack spacing={3}>
      <SaleHeader sale={sale.data} />
      <Box>
        <Tabs
          value={tab}
          onChange={(_event, next: SaleTabName) => setTab(next)}
          aria-label={t('sale.tabsLabel')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`sale.tabs.${name}`)}
              id={`sale-tab-${name}`}
              aria-controls="sale-tab-panel"
            />
          ))}
        </Tabs>
        <div role="tabpanel" id="sale-tab-panel" aria-labelledby={`sale-tab-${tab}`}>
          {tab === 'sale' && <SaleTab sale={sale.data} onChanged={refresh} />}
          {tab === 'payments' && <PaymentTab sale={sale.data} onChanged={refresh} />}
        </div>
      </Box>
    </Stack>
  );
}
