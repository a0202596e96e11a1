import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { AuditSummaryTable } from '../../components/audit-summary-table';
import { DownloadButton } from '../../components/download-button';
import { shownDate, shownTime } from '../../lib/format-date';
import { AuditBalanceChip } from './audit-balance-chip';
import { auditPdfRequest } from './reports-api';
import { moneyShown } from '../../lib/cash-money';

/**
 * A register of the list with its summary (the table the close shows: opening cash, payments and
 * refunds by method, expected cash), what was counted and how it stood, and its corte de caja.
 * The list's row already carries the whole summary: nothing more is fetched to show it.
 */
export function AuditSummaryDialog({
  audit,
  onClose,
}: {
  audit: AuditSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // useTheme falls back to the default theme: the breakpoints hold outside the app's provider too.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={audit !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      {audit && (
        <>
          <DialogTitle>
            {t('auditsReport.summaryTitle', { date: shownDate(audit.openDate) })}
          </DialogTitle>
          <DialogContent>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {audit.branch.name}
            </Typography>
            <AuditSummaryTable audit={audit} />
            {audit.closeAmount === null ? (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {t('auditsReport.notClosed')}
              </Typography>
            ) : (
              <>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    flexWrap: 'wrap',
                    gap: 1,
                    mt: 1,
                  }}
                >
                  <Typography>
                    {t('auditsReport.counted')}: {moneyShown(audit.closeAmount)}
                  </Typography>
                  <AuditBalanceChip audit={audit} />
                </Box>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {t('auditsReport.closedAt', {
                    date: shownDate(audit.closeDate),
                    time: shownTime(audit.closeTime),
                    user: audit.closedBy?.name ?? '',
                  })}
                </Typography>
              </>
            )}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <DownloadButton
              label={t('auditsReport.downloadPdf')}
              request={auditPdfRequest(audit.id)}
            />
            <Button variant="contained" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
