import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { AuditPendingSales } from './audit-pending-sales';
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

type MethodRow = AuditSummary['byMethod'][number];

/**
 * Each method's payments, refunds and total: a table where there is room, and on a phone one
 * block per method with its three figures, so that no figure is cut or scrolled out of sight.
 */
function MethodsTable({ rows }: { rows: MethodRow[] }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const name = (row: MethodRow) =>
    row.isCash ? `${row.method.name} (${t('audit.cash')})` : row.method.name;
  if (narrow) {
    return (
      <Box component="ul" aria-label={t('audit.summaryLabel')} sx={{ p: 0, my: 1 }}>
        {rows.map((row) => (
          <Box component="li" key={row.method.id} sx={{ listStyle: 'none', py: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{name(row)}</Typography>
            <Box component="dl" sx={{ m: 0, pl: 1 }}>
              <Figure label={t('audit.payments')} value={moneyShown(row.payments)} />
              <Figure label={t('audit.refunds')} value={moneyShown(row.refunds)} />
              <Figure label={t('audit.total')} value={moneyShown(row.total)} />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  const numeric = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };
  return (
    <Table size="small" aria-label={t('audit.summaryLabel')} sx={{ my: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('audit.method')}</TableCell>
          <TableCell {...numeric}>{t('audit.payments')}</TableCell>
          <TableCell {...numeric}>{t('audit.refunds')}</TableCell>
          <TableCell {...numeric}>{t('audit.total')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.method.id}>
            <TableCell>{name(row)}</TableCell>
            <TableCell {...numeric}>{moneyShown(row.payments)}</TableCell>
            <TableCell {...numeric}>{moneyShown(row.refunds)}</TableCell>
            <TableCell {...numeric}>{moneyShown(row.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * What the register holds before it is closed (and what it held, after): who opened it and when,
 * the opening cash, its sales, each payment method's payments, refunds and total, and the cash
 * the drawer should have (docs/rules.md: opening cash + cash payments - cash refunds), and its sales
 * still waiting (NUEVO) with what each has received. Shared by the
 * register's close and the reports' audits; its words are the sales bundle's (`audit.*`),
 * which a page showing it loads.
 */
export function AuditSummaryTable({ audit }: { audit: AuditSummary }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('audit.openedAt', {
          date: shownDate(audit.openDate),
          time: shownTime(audit.openTime),
          user: audit.openedBy.name,
        })}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Figure label={t('audit.openAmount')} value={moneyShown(audit.openAmount)} />
        <Figure label={t('audit.salesCount')} value={String(audit.salesCount)} />
      </Box>
      {audit.byMethod.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('audit.noPayments')}
        </Typography>
      ) : (
        <MethodsTable rows={audit.byMethod} />
      )}
      <Box component="dl" sx={{ m: 0 }}>
        <Figure label={t('audit.expectedCash')} value={moneyShown(audit.expectedCash)} strong />
      </Box>
      <AuditPendingSales sales={audit.pendingSales} />
    </Box>
  );
}
