import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuditDialogs, useOpenAudit, useAuditText } from './use-audit-dialogs';

/**
 * The branch's register on the sales page, as the top bar shows it, with "Abrir caja" or
 * "Cerrar caja" where the day's sales are. An administrator looking at every branch is asked to
 * choose one first.
 */
export function AuditPanel({ branchId }: { branchId: number | null }) {
  const { t } = useTranslation();
  const audit = useOpenAudit(branchId);
  const text = useAuditText();
  const auditDialogs = useAuditDialogs();
  const open = audit.data ?? null;
  const known = branchId !== null && audit.data !== undefined;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('audit.label')}
      sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      <PointOfSaleIcon color="action" aria-hidden />
      <Typography sx={{ flex: '1 1 220px' }}>
        {branchId === null ? t('sales.chooseBranch') : known ? text(open) : t('audit.loading')}
      </Typography>
      {known && (
        <Button
          variant={open ? 'outlined' : 'contained'}
          onClick={() => (open ? auditDialogs.close(open.id) : auditDialogs.open(branchId))}
        >
          {t(open ? 'audit.closeAction' : 'audit.openAction')}
        </Button>
      )}
      {auditDialogs.dialogs}
    </Paper>
  );
}
