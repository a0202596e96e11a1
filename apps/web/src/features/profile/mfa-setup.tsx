import { mfaCodeSchema } from '@iris/domain/auth/mfa.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/text-input';
import { apiRequest, errorText } from '../../lib/api-client';
import { applyCodeError, applyFieldErrors } from '../../lib/form-errors';
import { useNotify } from '../../lib/notifications';
import { useSchemaForm } from '../../lib/use-schema-form';
import { RecoveryCodes } from './recovery-codes';

const loadSchema = () => Promise.resolve(mfaCodeSchema);
/** A wrong or spent code, or too many of them, belong on the code's input. */
const CODE_FIELDS = { mfa_invalid: 'code', too_many_attempts: 'code' };

/** `JBSWY3DPEHPK3PXP…` in groups of four, as an app's "enter a key" screen is typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The first part of turning two-step verification on: a new seed's QR code and its key in text
 * (each opening asks for a new one), then a code of the app proves it was read.
 */
function MfaSetupForm({
  onEnabled,
  onCancel,
}: {
  onEnabled: (codes: string[]) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const setup = useQuery({
    queryKey: ['mfaSetup'],
    queryFn: () => apiRequest('POST', 'auth/mfa/setup').then((answer) => answer.data),
    staleTime: Infinity,
    gcTime: 0,
  });
  const form = useSchemaForm(loadSchema, { code: '' });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await apiRequest('POST', 'auth/mfa/enable', { body: values });
      notify.success(answer.message);
      onEnabled(answer.data.recoveryCodes);
    } catch (error) {
      if (applyFieldErrors(error, form.setError)) return;
      if (!applyCodeError(error, form.setError, CODE_FIELDS)) notify.error(error);
    }
  });

  if (setup.isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('mfa.preparing')}</Typography>
      </Stack>
    );
  }
  if (setup.isError) return <Alert severity="warning">{errorText(setup.error)}</Alert>;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={1.5}>
          <Typography>{t('mfa.scan')}</Typography>
          <Box
            component="img"
            src={setup.data.qrCode}
            alt={t('mfa.qrAlt')}
            sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff', p: 1 }}
          />
          <Typography variant="body2">{t('mfa.manual')}</Typography>
          {/* Several lines where a phone is too narrow for the whole key. */}
          <TextField
            label={t('mfa.secret')}
            value={grouped(setup.data.secret)}
            fullWidth
            multiline
            size="small"
            slotProps={{ htmlInput: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          />
          <Typography sx={{ pt: 1 }}>{t('mfa.typeCode')}</Typography>
        </Stack>
        <TextInput name="code" label={t('mfa.code')} autoComplete="one-time-code" digits={6} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={form.formState.isSubmitting}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('mfa.enable')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * Turning two-step verification on, from QR code to recovery codes; `onDone` once the person has
 * kept the codes. The profile shows it in a dialog, the required set-up on a page of its own.
 */
export function MfaSetup({
  onDone,
  onCancel,
  onEnabled,
}: {
  onDone: () => void;
  onCancel?: () => void;
  /** The codes are shown: nothing but "Ya los guardé" may close them now. */
  onEnabled?: () => void;
}) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = (shown: string[]) => {
    setCodes(shown);
    onEnabled?.();
  };
  if (codes === null) return <MfaSetupForm onEnabled={enabled} onCancel={onCancel} />;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('mfa.codesTitle')}
      </Typography>
      <RecoveryCodes codes={codes} onDone={onDone} />
    </>
  );
}

/** The profile's dialog: it cannot be closed while the recovery codes show but by "Ya los guardé". */
export function MfaSetupDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={enabled ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="mfa-setup-title"
    >
      <DialogTitle id="mfa-setup-title">{t('mfa.setupTitle')}</DialogTitle>
      <DialogContent>
        {open && (
          <MfaSetup
            onEnabled={() => setEnabled(true)}
            onDone={() => {
              setEnabled(false);
              onDone();
            }}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
