import type {
  Reconciliation,
  ReconciliationItem,
} from '@iris/domain/invoicing/reconciliation.schemas';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { moneyShown } from '../../lib/cash-money';
import { shownDate } from '../../lib/format-date';
import { encodeId } from '../../lib/route-id';
import { folioOf } from './invoices-api';
import { InvoiceStatusChip } from './invoice-status-chip';

/** The payment or refund an item is about, and the CFDI it concerns. */
function Detail({ item }: { item: ReconciliationItem }) {
  const { t } = useTranslation();
  const { payment, invoice } = item;
  return (
    <>
      {payment && (
        <Typography variant="body2">
          {t(
            payment.total < 0 ? 'reconciliation.missing.refund' : 'reconciliation.missing.payment',
            {
              date: shownDate(payment.date),
              total: moneyShown(payment.total),
            },
          )}
        </Typography>
      )}
      {invoice && (
        <Typography variant="body2" component="div" sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
          {t('reconciliation.missing.invoice', { folio: folioOf(invoice) })}
          <InvoiceStatusChip status={invoice.status} />
        </Typography>
      )}
    </>
  );
}

/**
 * What the period lacks, one row each: the sale (its page is where the user mends it), what is
 * missing, the payment and CFDI concerned, and the action in words; the first ones when there are
 * more than the answer lists (the CSV holds them all).
 */
export function ReconciliationMissing({
  answer,
  showBranch,
}: {
  answer: Reconciliation;
  showBranch: boolean;
}) {
  const { t } = useTranslation();
  const { missing, missingCount } = answer;
  return (
    <>
      <Typography variant="subtitle1" component="h2">
        {t('reconciliation.missing.title')} ·{' '}
        {t('reconciliation.missing.count', { count: missingCount })}
      </Typography>
      {missingCount > missing.length && (
        <Typography variant="body2" color="text.secondary">
          {t('reconciliation.missing.shown', { shown: missing.length, count: missingCount })}
        </Typography>
      )}
      <TableContainer>
        <Table size="small" aria-label={t('reconciliation.missing.title')}>
          <TableHead>
            <TableRow>
              {showBranch && <TableCell>{t('reconciliation.missing.columns.branch')}</TableCell>}
              <TableCell>{t('reconciliation.missing.columns.sale')}</TableCell>
              <TableCell>{t('reconciliation.missing.columns.date')}</TableCell>
              <TableCell>{t('reconciliation.missing.columns.kind')}</TableCell>
              <TableCell>{t('reconciliation.missing.columns.detail')}</TableCell>
              <TableCell>{t('reconciliation.missing.columns.action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {missing.map((item) => {
              const sale = `/sales/${encodeId(item.shopping.id)}`;
              const serial = item.shopping.serial;
              return (
                <TableRow key={`${item.kind}-${item.shopping.id}-${item.payment?.id ?? ''}`}>
                  {showBranch && <TableCell>{item.branch.name}</TableCell>}
                  <TableCell>
                    <Link component={RouterLink} to={sale}>
                      {t('reconciliation.missing.saleLink', { serial })}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {t('reconciliation.missing.saleTotal', {
                        total: moneyShown(item.shopping.total),
                      })}
                    </Typography>
                  </TableCell>
                  <TableCell>{shownDate(item.shopping.date)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t(`reconciliation.missing.kinds.${item.kind}`)} />
                  </TableCell>
                  <TableCell>
                    <Detail item={item} />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{item.action}</Typography>
                    <Button component={RouterLink} to={sale} size="small" sx={{ ml: -0.5 }}>
                      {t('reconciliation.missing.open', { serial })}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
