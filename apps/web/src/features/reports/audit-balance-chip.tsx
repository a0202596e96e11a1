import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import Chip from '@mui/material/Chip';
import { amber, green, grey, red } from '@mui/material/colors';
import { useTranslation } from 'react-i18next';
import { centsOf, centsText } from '../../lib/cash-money';

/**
 * Faltante in red, sobrante in amber, cuadra in green, as the register's close shows them; light
 * tints with dark text, readable on any row (amber's own dark shade is too light, so near-black).
 */
const TINTS = {
  shortage: { bgcolor: red[100], color: red[900] },
  surplus: { bgcolor: amber[200], color: grey[900] },
  even: { bgcolor: green[100], color: green[900] },
  open: { bgcolor: grey[200], color: grey[900] },
} as const;

/** How a closed register stood (docs/rules.md: difference = counted - expected); "Abierta" before. */
export function AuditBalanceChip({ audit }: { audit: AuditSummary }) {
  const { t } = useTranslation();
  if (audit.difference === null) {
    return <Chip size="small" label={t('auditsReport.stillOpen')} sx={TINTS.open} />;
  }
  const cents = centsOf(audit.difference);
  const kind = cents < 0 ? 'shortage' : cents > 0 ? 'surplus' : 'even';
  const label =
    kind === 'even'
      ? t('auditsReport.even')
      : t(`auditsReport.${kind}`, { amount: centsText(Math.abs(cents)) });
  return <Chip size="small" label={label} sx={TINTS[kind]} />;
}
