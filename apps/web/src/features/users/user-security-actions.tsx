import type { User } from '@iris/domain/users/user.schemas';
import { personName } from '@iris/domain/common/person-name';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/use-confirm';
import { apiRequest } from '../../lib/api-client';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session-context';

/**
 * super_admin's help for a lost phone or a stolen session (docs/api.md, auth): reset someone's
 * two-step verification (it also ends their sessions), or end their sessions. Not on one's own
 * row: the profile does both for oneself.
 */
export function UserSecurityActions({ user }: { user: User }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { profile } = useSession();
  const [confirm, confirmation] = useConfirm();
  if (user.id === profile?.id) return null;
  const name = personName({ name: user.name, paternal: user.paternal });

  const act = async (title: string, text: string, call: () => Promise<{ message: string }>) => {
    if (!(await confirm({ title, text }))) return;
    try {
      notify.success((await call()).message);
    } catch (error) {
      notify.error(error);
    }
  };
  const resetMfa = () =>
    act(t('users.resetMfa'), t('users.resetMfaText', { name }), () =>
      apiRequest('PATCH', 'users/resetMfa/{id}', { params: { id: user.id } }),
    );
  const endSessions = () =>
    act(t('users.endSessions'), t('users.endSessionsText', { name }), () =>
      apiRequest('DELETE', 'users/sessions/{id}', { params: { id: user.id } }),
    );

  return (
    <>
      <Tooltip title={t('users.resetMfa')}>
        <IconButton
          size="small"
          aria-label={t('users.resetMfaOf', { name })}
          onClick={() => void resetMfa()}
        >
          <LockResetIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('users.endSessions')}>
        <IconButton
          size="small"
          aria-label={t('users.endSessionsOf', { name })}
          onClick={() => void endSessions()}
        >
          <LogoutIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {confirmation}
    </>
  );
}
