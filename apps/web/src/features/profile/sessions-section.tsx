import { formatDateTime } from '@iris/domain/common/dates';
import type { SessionRow } from '@iris/domain/auth/mfa.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/use-confirm';
import { apiRequest, errorText } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';

const SESSIONS_KEY = ['ownSessions'];

/** One open session: device, address and last use, "Esta sesión" or its "Cerrar". */
function SessionItem({ row, onEnd }: { row: SessionRow; onEnd: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{row.device}</Typography>
        <Typography variant="body2" color="text.secondary">
          {row.address}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('sessions.lastUsed', { at: formatDateTime(row.lastUsedAt) })}
        </Typography>
      </Box>
      {row.current ? (
        <Chip label={t('sessions.current')} color="primary" size="small" />
      ) : (
        <Button
          size="small"
          aria-label={t('sessions.endOf', { device: row.device })}
          onClick={onEnd}
        >
          {t('sessions.end')}
        </Button>
      )}
    </Box>
  );
}

/** The profile's "Sesiones abiertas" (docs/api.md, auth/sessions): each may be ended, or all others. */
export function SessionsSection() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirm, confirmation] = useConfirm();
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => apiRequest('POST', 'auth/sessions').then((answer) => answer.data.data),
    staleTime: 0,
  });
  const rows = sessions.data ?? [];

  const run = async (ending: () => Promise<{ message: string }>) => {
    try {
      notify.success((await ending()).message);
    } catch (error) {
      notify.error(error);
    }
    await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  };
  const endOne = async (row: SessionRow) => {
    const text = t('sessions.endText', { device: row.device, address: row.address });
    if (!(await confirm({ title: t('sessions.endTitle'), text }))) return;
    await run(() => apiRequest('DELETE', 'auth/sessions/{id}', { params: { id: row.id } }));
  };
  const endOthers = async () => {
    const text = t('sessions.endOthersText');
    if (!(await confirm({ title: t('sessions.endOthersTitle'), text }))) return;
    await run(() => apiRequest('DELETE', 'auth/sessions'));
  };

  return (
    <section aria-labelledby="sessions-title">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="sessions-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('sessions.title')}
        </Typography>
        <Button
          variant="outlined"
          disabled={!rows.some((row) => !row.current)}
          onClick={() => void endOthers()}
        >
          {t('sessions.endOthers')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('sessions.intro')}
      </Typography>
      {sessions.isPending && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress size={20} />
          <Typography>{t('common.loading')}</Typography>
        </Stack>
      )}
      {sessions.isError && (
        <Typography role="alert" color="warning.dark" sx={{ py: 2 }}>
          {errorText(sessions.error)}
        </Typography>
      )}
      {sessions.isSuccess && rows.length === 0 && (
        <Typography sx={{ py: 2 }}>{t('sessions.empty')}</Typography>
      )}
      {rows.length > 0 && (
        <Box component="ul" aria-labelledby="sessions-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <SessionItem key={row.id} row={row} onEnd={() => void endOne(row)} />
          ))}
        </Box>
      )}
      {confirmation}
    </section>
  );
}
