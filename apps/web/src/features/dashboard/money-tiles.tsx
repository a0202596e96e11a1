import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format-number';
import { PAYMENTS_PATH } from './dashboard-links';
import { Tile, TileFigure, TileNote } from './dashboard-tile';

/** Today's sales: their total and how many, the cancelled ones apart. */
export function SalesTile({ data, salesTo }: { data: Dashboard; salesTo: string }) {
  const { t } = useTranslation();
  const { sales } = data;
  return (
    <Tile
      area="sales"
      title={t('home.sales.title')}
      icon={<ReceiptLongIcon />}
      to={salesTo}
      linkLabel={t('home.sales.open')}
    >
      <TileFigure
        value={formatMoney(sales.total)}
        caption={t('home.sales.count', { count: sales.count })}
      />
      {sales.count === 0 && <TileNote>{t('home.sales.empty')}</TileNote>}
      {sales.cancelled > 0 && (
        <TileNote tone="error">{t('home.sales.cancelled', { count: sales.cancelled })}</TileNote>
      )}
    </Tile>
  );
}

/** Today's payments, net of refunds: in all and by method. */
export function PaymentsTile({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const { payments } = data;
  return (
    <Tile
      area="payments"
      title={t('home.payments.title')}
      icon={<PaymentsIcon />}
      to={PAYMENTS_PATH}
      linkLabel={t('home.payments.open')}
    >
      <TileFigure
        value={formatMoney(payments.total)}
        caption={t('home.payments.count', { count: payments.count })}
      />
      {payments.byMethod.length === 0 ? (
        <TileNote>{t('home.payments.empty')}</TileNote>
      ) : (
        <dl className="tile-amounts">
          {payments.byMethod.map((entry) => (
            <div key={entry.method.id}>
              <dt>{entry.method.name}</dt>
              <dd>{formatMoney(entry.total)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Tile>
  );
}
