import type { ReminderStatus } from '@iris/domain/reminders/reminder.schemas';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import { amber, green, grey, red } from '@mui/material/colors';
import { useTranslation } from 'react-i18next';
import { tint } from '../../components/sales-chips';

// Amber's own dark shade is too light on its tint (sales-chips.tsx): its text is near-black.
const LOOKS = {
  PENDIENTE: { icon: ScheduleIcon, colors: { bgcolor: amber[200], color: grey[900] } },
  ENVIADO: { icon: CheckCircleIcon, colors: tint(green) },
  FALLIDO: { icon: ErrorIcon, colors: tint(red) },
  OMITIDO: { icon: BlockIcon, colors: tint(grey) },
} as const;

/** A reminder's status in words with its icon: told apart without the colour too. */
export function ReminderStatusChip({ status }: { status: ReminderStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, colors } = LOOKS[status];
  return (
    <Chip
      size="small"
      icon={<Icon aria-hidden />}
      label={t(`reminders.statuses.${status}`)}
      sx={{ ...colors, '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
