import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { shownDate, shownTime } from '../lib/format-date';
import { moneyShown } from '../lib/cash-money';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 600 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 600 : 400 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * What the register holds before it is closed (and what it held, after): who opened it and when,
 * the opening cash, its sales, each payment method's payments, refunds and total, and the cash
 * the drawer should have (RULES.md: opening cash + cash payments - cash refunds). Shared by the
 * register's close and the reports' audits; its words are the sales bundle's (`cashRegister.*`),
 * which a page showing it loads.
 */
export function AuditSummaryTable({ audit }: { audit: AuditSummary }) {
  const { t } = useTranslation();
  const numeric = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('cashRegister.openedAt', {
          date: shownDate(audit.openDate),
          time: shownTime(audit.openTime),
          user: audit.openedBy.name,
        })}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Figure label={t('cashRegister.openAmount')} value={moneyShown(audit.openAmount)} />
        <Figure label={t('cashRegister.salesCount')} value={String(audit.salesCount)} />
        {audit.openSales > 0 && (
          <Figure label={t('cashRegister.openSales')} value={String(audit.openSales)} />
        )}
      </Box>
      {audit.byMethod.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('cashRegister.noPayments')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', my: 1 }}>
          <Table size="small" aria-label={t('cashRegister.summaryLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('cashRegister.method')}</TableCell>
                <TableCell {...numeric}>{t('cashRegister.payments')}</TableCell>
                <TableCell {...numeric}>{t('cashRegister.refunds')}</TableCell>
                <TableCell {...numeric}>{t('cashRegister.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {audit.byMethod.map((row) => (
                <TableRow key={row.method.id}>
                  <TableCell>
                    {row.method.name}
                    {row.isCash && ` (${t('cashRegister.cash')})`}
                  </TableCell>
                  <TableCell {...numeric}>{moneyShown(row.payments)}</TableCell>
                  <TableCell {...numeric}>{moneyShown(row.refunds)}</TableCell>
                  <TableCell {...numeric}>{moneyShown(row.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        <Figure
          label={t('cashRegister.expectedCash')}
          value={moneyShown(audit.expectedCash)}
          strong
        />
      </Box>
    </Box>
  );
}
