import type { Reminder } from '@iris/domain/reminders/reminder.schemas';
import type { WhatsappDelivery } from '@iris/domain/whatsapp/whatsapp.schemas';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import { amber, blue, green, grey, red } from '@mui/material/colors';
import { useTranslation } from 'react-i18next';
import { tint } from '../../components/sales-chips';

// Amber's own dark shade is too light on its tint (sales-chips.tsx): its text is near-black.
const LOOKS = {
  PENDIENTE: { icon: ScheduleIcon, colors: { bgcolor: amber[200], color: grey[900] } },
  ENVIADO: { icon: CheckCircleIcon, colors: tint(green) },
  FALLIDO: { icon: ErrorIcon, colors: tint(red) },
  OMITIDO: { icon: BlockIcon, colors: tint(grey) },
} as const;

/** WhatsApp's own marks: one tick sent, two delivered, two in blue read. */
const DELIVERY_LOOKS: Record<WhatsappDelivery, (typeof LOOKS)[keyof typeof LOOKS]> = {
  ENVIADO: { icon: CheckIcon, colors: tint(green) },
  ENTREGADO: { icon: DoneAllIcon, colors: tint(green) },
  LEIDO: { icon: DoneAllIcon, colors: tint(blue) },
  FALLIDO: { icon: ErrorIcon, colors: tint(red) },
};

/**
 * A reminder's status in words with its icon: told apart without the colour too. A WhatsApp
 * message that went says how far it got instead (Enviado, Entregado, Leído, Fallido): the furthest
 * Meta reported.
 */
export function ReminderStatusChip({
  reminder,
}: {
  reminder: Pick<Reminder, 'status' | 'channel' | 'delivery'>;
}) {
  const { t } = useTranslation();
  const { status, channel, delivery } = reminder;
  const shown =
    channel === 'WHATSAPP' && delivery
      ? { ...DELIVERY_LOOKS[delivery], label: t(`reminders.deliveries.${delivery}`) }
      : { ...LOOKS[status], label: t(`reminders.statuses.${status}`) };
  const { icon: Icon, colors, label } = shown;
  return (
    <Chip
      size="small"
      icon={<Icon aria-hidden />}
      label={label}
      sx={{ ...colors, '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
