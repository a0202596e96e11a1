import { mfaDisableSchema } from '@iris/domain/auth/mfa.schemas';
import type { Profile } from '@iris/domain/auth/auth.schemas';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { PasswordInput, TextInput } from '../../components/text-input';
import { useConfirm } from '../../components/use-confirm';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session-context';
import { MfaSetupDialog } from './mfa-setup';

/** Turning it off: the password and a code, then a confirmation (docs/api.md, auth/mfa/disable). */
function MfaDisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { refreshProfile } = useSession();
  const [confirm, confirmation] = useConfirm();
  return (
    <>
      <FormDialog
        open={open}
        title={t('mfa.disableTitle')}
        schema={mfaDisableSchema}
        defaultValues={{ password: '', code: '' }}
        submitLabel={t('mfa.disable')}
        codeFields={{ mfa_invalid: 'code', too_many_attempts: 'code' }}
        onClose={onClose}
        onSaved={refreshProfile}
        onSubmit={async (values) => {
          const sure = await confirm({
            title: t('mfa.disableTitle'),
            text: t('mfa.disableConfirm'),
          });
          return sure ? apiRequest('POST', 'auth/mfa/disable', { body: values }) : null;
        }}
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('mfa.disableText')}
        </Typography>
        <PasswordInput
          name="password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          autoFocus
        />
        <TextInput name="code" label={t('mfa.code')} autoComplete="one-time-code" upperCase />
      </FormDialog>
      {confirmation}
    </>
  );
}

/** The profile's "Verificación en dos pasos": its state, turning it on, and off unless required. */
export function MfaSection({ mfa }: { mfa: NonNullable<Profile['mfa']> }) {
  const { t } = useTranslation();
  const { refreshProfile } = useSession();
  const [setupOpen, setSetupOpen] = useState(false);
  const [disableOpen, setDisableOpen] = useState(false);
  const state = mfa.enabled ? t('mfa.active') : t('mfa.inactive');

  return (
    <section aria-labelledby="mfa-title">
      <Typography id="mfa-title" variant="h6" component="h2">
        {t('mfa.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('mfa.intro')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Chip
          label={t('mfa.state', { state })}
          color={mfa.enabled ? 'success' : 'default'}
          size="small"
        />
        {mfa.required && <Chip label={t('mfa.required')} variant="outlined" size="small" />}
        <span style={{ flexGrow: 1 }} />
        {!mfa.enabled && (
          <Button variant="contained" onClick={() => setSetupOpen(true)}>
            {t('mfa.enable')}
          </Button>
        )}
        {mfa.enabled && !mfa.required && (
          <Button color="warning" onClick={() => setDisableOpen(true)}>
            {t('mfa.disable')}
          </Button>
        )}
      </Stack>
      <MfaSetupDialog
        open={setupOpen}
        onClose={() => setSetupOpen(false)}
        onDone={() => {
          setSetupOpen(false);
          refreshProfile();
        }}
      />
      <MfaDisableDialog open={disableOpen} onClose={() => setDisableOpen(false)} />
    </section>
  );
}
