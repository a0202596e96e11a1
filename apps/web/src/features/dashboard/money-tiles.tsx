import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format-number';
import { PAYMENTS_PATH } from './dashboard-links';
import { Tile, TileEmpty, TileFigure } from './dashboard-tile';

interface MoneyTileProps {
  data: Dashboard | undefined;
  /** The sales list, of the administrator's chosen branch when there is one. */
  salesTo: string;
}

/** Today's sales: their total and how many, the cancelled ones apart. */
export function SalesTile({ data, salesTo }: MoneyTileProps) {
  const { t } = useTranslation();
  const sales = data?.sales;
  return (
    <Tile
      title={t('home.sales.title')}
      icon={<ReceiptLongIcon />}
      to={salesTo}
      linkLabel={t('home.sales.open')}
      loading={!sales}
    >
      {sales && (
        <>
          <TileFigure
            value={formatMoney(sales.total)}
            caption={t('home.sales.count', { count: sales.count })}
          />
          {sales.count === 0 && <TileEmpty>{t('home.sales.empty')}</TileEmpty>}
          {sales.cancelled > 0 && (
            <Typography variant="body2" color="error">
              {t('home.sales.cancelled', { count: sales.cancelled })}
            </Typography>
          )}
        </>
      )}
    </Tile>
  );
}

/** Today's payments, net of refunds: in all and by method. */
export function PaymentsTile({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation();
  const payments = data?.payments;
  return (
    <Tile
      title={t('home.payments.title')}
      icon={<PaymentsIcon />}
      to={PAYMENTS_PATH}
      linkLabel={t('home.payments.open')}
      loading={!payments}
    >
      {payments && (
        <>
          <TileFigure
            value={formatMoney(payments.total)}
            caption={t('home.payments.count', { count: payments.count })}
          />
          {payments.byMethod.length === 0 ? (
            <TileEmpty>{t('home.payments.empty')}</TileEmpty>
          ) : (
            <Box component="dl" sx={{ m: 0 }}>
              {payments.byMethod.map((entry) => (
                <Box
                  key={entry.method.id}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}
                >
                  <Typography component="dt" variant="body2">
                    {entry.method.name}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                    {formatMoney(entry.total)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </>
      )}
    </Tile>
  );
}
