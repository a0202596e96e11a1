import type { ReconciliationTotals as Totals } from '@iris/domain/invoicing/reconciliation.schemas';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { moneyShown } from '../../lib/cash-money';

/** '0.160000' -> '16 %', as a person reads a TasaOCuota. */
const ratePercent = (rate: string) => `${Number(rate) * 100} %`;

function Figure({ label, amount, count }: { label: string; amount: number; count: string }) {
  return (
    <Box
      sx={{ flex: '1 1 140px', px: 2, py: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 600 }}>
        {moneyShown(amount)}
      </Typography>
      <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
        {count}
      </Typography>
    </Box>
  );
}

/**
 * The period's figures as the API summed them: its executed sales, ingresos, egresos and what the
 * complements' payments took; then the IVA trasladado per rate (credit notes subtract) with its
 * total. Money as $1,234.56.
 */
export function ReconciliationTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const count = (n: number) => t('reconciliation.totals.count', { count: n });
  return (
    <Box role="group" aria-label={t('reconciliation.totals.label')} sx={{ mb: 3 }}>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Figure
          label={t('reconciliation.totals.sales')}
          amount={totals.sales.total}
          count={t('reconciliation.totals.salesCount', { count: totals.sales.count })}
        />
        <Figure
          label={t('reconciliation.totals.income')}
          amount={totals.income.total}
          count={count(totals.income.count)}
        />
        <Figure
          label={t('reconciliation.totals.creditNotes')}
          amount={totals.creditNotes.total}
          count={count(totals.creditNotes.count)}
        />
        <Figure
          label={t('reconciliation.totals.complements')}
          amount={totals.complements.paid}
          count={count(totals.complements.count)}
        />
      </Box>
      <Typography variant="subtitle1" component="h2">
        {t('reconciliation.totals.vat')}
      </Typography>
      {totals.vat.byRate.length === 0 ? (
        <Typography color="text.secondary">{t('reconciliation.totals.noVat')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', maxWidth: 520 }}>
          <Table size="small" aria-label={t('reconciliation.totals.vat')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('reconciliation.totals.rate')}</TableCell>
                <TableCell align="right">{t('reconciliation.totals.base')}</TableCell>
                <TableCell align="right">{t('reconciliation.totals.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {totals.vat.byRate.map((rate) => (
                <TableRow key={rate.rate}>
                  <TableCell>{ratePercent(rate.rate)}</TableCell>
                  <TableCell align="right">{moneyShown(rate.base)}</TableCell>
                  <TableCell align="right">{moneyShown(rate.amount)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('reconciliation.totals.total')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {moneyShown(totals.vat.base)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {moneyShown(totals.vat.amount)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary">
            {t('reconciliation.totals.vatNote')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
