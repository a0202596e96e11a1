import type { CalendarEvent } from '@iris/domain/calendar/calendar.schemas';
import ChangeCircleIcon from '@mui/icons-material/ChangeCircle';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../lib/notifications';
import { clearChangeRequest } from './calendar-api';

/**
 * What the patient said by WhatsApp (docs/rules.md WhatsApp), atop the event's dialog: "Pide cambio"
 * with "Ya se le llamó", which clears it once the front desk called back (nothing is lost: no
 * question first); "Confirmada por WhatsApp" when the patient confirmed it there.
 */
export function EventWhatsappNotes({
  event,
  onCleared,
}: {
  event: Pick<CalendarEvent, 'id' | 'changeRequested' | 'confirmedVia'>;
  onCleared: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!event.changeRequested && event.confirmedVia !== 'WHATSAPP') return null;

  const clear = async () => {
    setBusy(true);
    try {
      await clearChangeRequest(event.id);
      notify.success(t('calendar.changeCleared'));
      onCleared();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      {event.changeRequested && (
        <Alert severity="warning" icon={<ChangeCircleIcon />}>
          <AlertTitle>{t('calendar.changeRequested')}</AlertTitle>
          {t('calendar.changeRequestedText')}
          <Stack direction="row" sx={{ mt: 1 }}>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              loading={busy}
              onClick={() => void clear()}
            >
              {t('calendar.clearChange')}
            </Button>
          </Stack>
        </Alert>
      )}
      {event.confirmedVia === 'WHATSAPP' && (
        <Alert severity="info" icon={<WhatsAppIcon />}>
          {t('calendar.confirmedViaWhatsapp')}
        </Alert>
      )}
    </Stack>
  );
}
