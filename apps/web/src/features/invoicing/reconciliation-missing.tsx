import type {
  Reconciliation,
  ReconciliationItem,
} from '@iris/domain/invoicing/reconciliation.schemas';
import Box from '@mui/material/Box';
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
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
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

const saleOf = (item: ReconciliationItem) => `/sales/${encodeId(item.shopping.id)}`;

/** An item on a phone: what is missing and when, the sale, the detail, what to do. */
function MissingCard({ item, showBranch }: { item: ReconciliationItem; showBranch: boolean }) {
  const { t } = useTranslation();
  const serial = item.shopping.serial;
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={t(`reconciliation.missing.kinds.${item.kind}`)} />
        <Typography variant="body2" color="text.secondary">
          {[showBranch ? item.branch.name : '', shownDate(item.shopping.date)]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <Link component={RouterLink} to={saleOf(item)}>
          {t('reconciliation.missing.saleLink', { serial })}
        </Link>
        {' · '}
        {t('reconciliation.missing.saleTotal', { total: moneyShown(item.shopping.total) })}
      </Typography>
      <Detail item={item} />
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
        {item.action}
      </Typography>
      <Button component={RouterLink} to={saleOf(item)} size="small" sx={{ ml: -0.5 }}>
        {t('reconciliation.missing.open', { serial })}
      </Button>
    </Box>
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
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { missing, missingCount } = answer;
  const key = (item: ReconciliationItem) =>
    `${item.kind}-${item.shopping.id}-${item.payment?.id ?? ''}`;
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
      {phone ? (
        <Box
          component="ul"
          aria-label={t('reconciliation.missing.title')}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {missing.map((item) => (
            <MissingCard key={key(item)} item={item} showBranch={showBranch} />
          ))}
        </Box>
      ) : (
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
                const sale = saleOf(item);
                const serial = item.shopping.serial;
                return (
                  <TableRow key={key(item)}>
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
      )}
    </>
  );
}
