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
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
import { findWalkInCustomer } from './walk-in-customer';
import { PaymentStatusChip, SaleStatusChip } from '../../components/sales-chips';

type SaleTabName = 'sale' | 'payments' | 'labOrders';

/** What the app puts on a sale from the lab orders feature. */
export interface SaleLabOrders {
  /** "Enviar a laboratorio"; `onSent` opens the tab where the new order shows. */
  action: (sale: Sale, isRegisteredCustomer: boolean, onSent: () => void) => ReactNode;
  /** The sale's orders, in their "Laboratorio" tab. */
  tab: (sale: Sale) => ReactNode;
}

/** What the app puts on a sale from the invoicing feature. */
export interface SaleInvoicing {
  /** "Facturar"; `onInvoiced` reads the sale again, which then shows its CFDI. */
  action: (sale: Sale, isRegisteredCustomer: boolean, onInvoiced: () => void) => ReactNode;
  /** The valid CFDI that covers the sale, under its header. */
  panel: (invoice: NonNullable<Sale['invoice']>) => ReactNode;
}

/**
 * Whether the sale's customer is a patient rather than the branch's "PÚBLICO EN GENERAL" (one
 * look-up per branch); false until it is known.
 */
function useIsRegisteredCustomer(sale: Sale | undefined) {
  const branchId = sale?.branchId ?? 0;
  const walkIn = useQuery({
    queryKey: ['customers', 'walk-in', branchId] as const,
    queryFn: ({ signal }) => findWalkInCustomer(branchId, signal),
    staleTime: Infinity,
    enabled: sale !== undefined,
  });
  return walkIn.isSuccess && walkIn.data?.id !== sale?.customer.id;
}

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

/** Folio, customer, date, time, salesman and both statuses; the receipt's button and `action`. */
function SaleHeader({ sale, action }: { sale: Sale; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Button component={Link} to="/sales" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('sale.back')}
      </Button>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {t('sale.title', { serial: sale.serial })}
        </Typography>
        <SaleStatusChip status={sale.status} />
        <PaymentStatusChip status={sale.paymentStatus} />
        <Box sx={{ flexGrow: 1 }} />
        {action}
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
 * `/sales/{saleId}` (docs/spec.md §2, §4): a sale, its products and lines in "Venta", its payments in
 * "Pagos" and its lab orders in "Laboratorio"; the tab lives in the URL, so the back button
 * returns to it. The app gives the lab orders' button and tab (`labOrders`), and "Facturar" and
 * the sale's CFDI (`invoicing`).
 */
export function SalePage({
  labOrders,
  invoicing,
}: {
  labOrders?: SaleLabOrders;
  invoicing?: SaleInvoicing;
}) {
  const { t } = useTranslation();
  const id = decodeId(useParams().id);
  const sale = useSale(id);
  const isRegisteredCustomer = useIsRegisteredCustomer(
    labOrders || invoicing ? sale.data : undefined,
  );
  const tabs: readonly [SaleTabName, ...SaleTabName[]] = labOrders
    ? ['sale', 'payments', 'labOrders']
    : ['sale', 'payments'];
  const [tab, setTab] = useUrlTab(tabs);
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
      <SaleHeader
        sale={sale.data}
        action={
          <>
            {invoicing?.action(sale.data, isRegisteredCustomer, refresh)}
            {labOrders?.action(sale.data, isRegisteredCustomer, () => setTab('labOrders'))}
          </>
        }
      />
      {sale.data.invoice && invoicing?.panel(sale.data.invoice)}
      <Box>
        <Tabs
          value={tab}
          onChange={(_event, next: SaleTabName) => setTab(next)}
          aria-label={t('sale.tabsLabel')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={name === 'labOrders' ? t('labOrders.list.tab') : t(`sale.tabs.${name}`)}
              id={`sale-tab-${name}`}
              aria-controls="sale-tab-panel"
            />
          ))}
        </Tabs>
        <div role="tabpanel" id="sale-tab-panel" aria-labelledby={`sale-tab-${tab}`}>
          {tab === 'sale' && <SaleTab sale={sale.data} onChanged={refresh} />}
          {tab === 'payments' && <PaymentTab sale={sale.data} onChanged={refresh} />}
          {tab === 'labOrders' && labOrders?.tab(sale.data)}
        </div>
      </Box>
    </Stack>
  );
}
