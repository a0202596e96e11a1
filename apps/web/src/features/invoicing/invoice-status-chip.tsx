import type { InvoiceStatus } from '@iris/domain/invoicing/invoice.schemas';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ReportIcon from '@mui/icons-material/Report';
import ScienceIcon from '@mui/icons-material/Science';
import Chip from '@mui/material/Chip';
import { amber, deepOrange, green, grey, red } from '@mui/material/colors';
import { useTranslation } from 'react-i18next';
import { tint } from '../../components/sales-chips';

// Amber's own dark shade is too light on its tint (sales-chips.tsx): its text is near-black.
const LOOKS = {
  VIGENTE: { icon: CheckCircleIcon, colors: tint(green) },
  EN_PROCESO: { icon: HourglassTopIcon, colors: { bgcolor: amber[200], color: grey[900] } },
  CANCELADA: { icon: BlockIcon, colors: tint(red) },
  RECHAZADA: { icon: ReportIcon, colors: tint(grey) },
} as const;

const chipSx = { '& .MuiChip-icon': { color: 'inherit' } } as const;

/**
 * A CFDI's status as the SAT answers it, with its icon (told apart without the colour too) and
 * what it means on hover: EN PROCESO a cancellation the receiver must accept, RECHAZADA one they
 * refused (the CFDI stays valid).
 */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, colors } = LOOKS[status];
  return (
    <Chip
      size="small"
      icon={<Icon aria-hidden />}
      label={t(`invoices.statuses.${status}`)}
      title={t(`invoices.statusHints.${status}`)}
      sx={{ ...colors, ...chipSx }}
    />
  );
}

/**
 * A CFDI of the built-in test stamper (`production` false): worth nothing before the SAT. Its
 * words go on two lines where a phone's column has no room for one.
 */
export function TestStampChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<ScienceIcon aria-hidden />}
      label={t('invoices.test')}
      title={t('invoices.testHint')}
      sx={{
        color: deepOrange[900],
        borderColor: deepOrange[900],
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center' },
        ...chipSx,
      }}
    />
  );
}
