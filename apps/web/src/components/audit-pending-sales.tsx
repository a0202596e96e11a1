import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { encodeId } from '../lib/route-id';
import { moneyShown } from '../lib/cash-money';

/**
 * The register's sales still NUEVO (docs/rules.md: it closes while glasses wait for their lenses), each
 * with what it comes to, what it has received and what remains, and a link to the sale; their
 * later payments go to whatever register is open then. Frozen as they were once it closed.
 */
export function AuditPendingSales({ sales }: { sales: AuditSummary['pendingSales'] }) {
  const { t } = useTranslation();
  if (sales.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="audit-pending-sales" sx={{ my: 1 }}>
      <Typography id="audit-pending-sales" variant="subtitle2" component="h3">
        {t('audit.pending.title', { count: sales.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('audit.pending.note')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sales.map((sale) => (
          <Box
            component="li"
            key={sale.id}
            sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}
          >
            <Link component={RouterLink} to={`/sales/${encodeId(sale.id)}`}>
              {t('audit.pending.sale', { serial: sale.serial })}
            </Link>{' '}
            · {sale.customer.name}
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
              {t('audit.pending.money', {
                total: moneyShown(sale.total),
                paid: moneyShown(sale.paid),
                remaining: moneyShown(sale.remaining),
              })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
