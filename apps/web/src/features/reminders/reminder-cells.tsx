import type { Reminder } from '@iris/domain/reminders/reminder.schemas';
import type { ReminderChannel, WhatsappAnswer } from '@iris/domain/whatsapp/whatsapp.schemas';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ReminderStatusChip } from './reminder-status-chip';

/**
 * Why a reminder was skipped or failed, in words; the server's code when it gave one (the SMTP
 * server's reply, the Cloud API's error). An e-mail reminder with a WhatsApp reason is one WhatsApp
 * refused and the e-mail carried instead: it says so.
 */
export function reasonText(
  t: TFunction,
  reminder: Pick<Reminder, 'reason' | 'detail' | 'channel' | 'status'>,
): string {
  const { reason, detail } = reminder;
  if (!reason) return '';
  const text =
    reason === 'SMTP_REJECTED' && detail
      ? t('reminders.rejectedWithCode', { code: detail })
      : reason === 'WHATSAPP_REFUSED' && detail
        ? t('reminders.refusedWithCode', { code: detail })
        : t(`reminders.reasons.${reason}`);
  if (reminder.channel === 'EMAIL' && reason.startsWith('WHATSAPP_')) {
    return t(`reminders.byEmail.${reminder.status}`, { reason: text });
  }
  return text;
}

const CHANNEL_ICONS = { EMAIL: EmailOutlinedIcon, WHATSAPP: WhatsAppIcon } as const;

/** The channel a reminder goes by, its icon beside its word. */
export function ChannelLabel({ channel }: { channel: ReminderChannel }) {
  const { t } = useTranslation();
  const Icon = CHANNEL_ICONS[channel];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Icon
        fontSize="small"
        aria-hidden
        sx={{ color: channel === 'WHATSAPP' ? '#1B7A43' : 'text.secondary' }}
      />
      {t(`reminders.channels.${channel}`)}
    </Box>
  );
}

const ANSWER_ICONS = { CONFIRMAR: ThumbUpOutlinedIcon, CAMBIAR: EventRepeatIcon } as const;

/** The button the patient tapped on the appointment reminder: Confirmó, Pidió cambio. */
function AnswerNote({ answer }: { answer: WhatsappAnswer }) {
  const { t } = useTranslation();
  const Icon = ANSWER_ICONS[answer];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        typography: 'caption',
        fontWeight: 600,
        // Darker than the theme's warning and success: small bold text on a row, hovered too (AA).
        color: answer === 'CAMBIAR' ? '#A14A00' : '#1B5E20',
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 16 }} />
      {t(`reminders.answers.${answer}`)}
    </Box>
  );
}

/**
 * The status cell: the status (how far a WhatsApp message got), and under it the patient's answer.
 * A phone, which shows no channel column, reads the channel's icon beside the status.
 */
export function ReminderStatusCell({ reminder }: { reminder: Reminder }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const ChannelIcon = CHANNEL_ICONS[reminder.channel];
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'flex-start',
        gap: 0.25,
      }}
    >
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {phone && (
          <ChannelIcon titleAccess={t(`reminders.channels.${reminder.channel}`)} fontSize="small" />
        )}
        <ReminderStatusChip reminder={reminder} />
      </Box>
      {reminder.answer && <AnswerNote answer={reminder.answer} />}
    </Box>
  );
}
