import type { FiscalIssuerItem } from '@iris/domain/invoicing/fiscal-issuer.schemas';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileButton } from '../../components/file-button';
import { UploadProgress } from '../../components/upload-progress';
import { ApiError, errorText } from '../../lib/api-client';
import { validationText } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { shownDay } from './csd-chip';
import { uploadCsd } from './fiscal-issuers-api';

type Field = 'certificate' | 'key' | 'password';
const REQUIRED = validationText('validation.required');

/** Where each file goes, and what the browser's picker offers for it (the server reads the bytes). */
const FILES = [
  { field: 'certificate', accept: ['.cer'] },
  { field: 'key', accept: ['.key'] },
] as const;

export interface CsdUploadDialogProps {
  issuer: FiscalIssuerItem | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * docs/api.md `fiscal-issuers/uploadCsd`: the CSD's .cer and .key and the key's password. A
 * refusal says which check failed (csd_invalid), above the form and on the input it concerns.
 */
export function CsdUploadDialog({ issuer, onClose, onSaved }: CsdUploadDialogProps) {
  return (
    <Dialog open={issuer !== null} onClose={onClose} fullWidth maxWidth="sm">
      {issuer && <CsdUploadForm issuer={issuer} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function CsdUploadForm({
  issuer,
  onClose,
  onSaved,
}: CsdUploadDialogProps & { issuer: FiscalIssuerItem }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [files, setFiles] = useState<Partial<Record<'certificate' | 'key', File>>>({});
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  const submit = async () => {
    const { certificate, key } = files;
    const missing: Partial<Record<Field, string>> = {
      ...(certificate ? {} : { certificate: REQUIRED }),
      ...(key ? {} : { key: REQUIRED }),
      ...(password ? {} : { password: REQUIRED }),
    };
    setErrors(missing);
    setRefusal(null);
    if (!certificate || !key || !password) return;
    setSent(0);
    try {
      const answer = await uploadCsd(issuer.id, { certificate, key, password }, setSent);
      notify.success(answer.message);
      onSaved();
      onClose();
    } catch (error) {
      setSent(null);
      setRefusal(errorText(error));
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
      }
    }
  };

  const busy = sent !== null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogTitle>{t('csd.title', { name: issuer.name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('csd.intro')}
        </Typography>
        {issuer.csd && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('csd.current', {
              number: issuer.csd.certificateNumber,
              from: shownDay(issuer.csd.validFrom),
              to: shownDay(issuer.csd.validTo),
            })}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Stack spacing={2}>
          {FILES.map(({ field, accept }) => (
            <div key={field}>
              <Typography variant="subtitle2">{t(`csd.${field}`)}</Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <FileButton
                  label={t('csd.choose')}
                  accept={accept}
                  startIcon={<UploadFileIcon />}
                  disabled={busy}
                  onFile={(file) => setFiles((chosen) => ({ ...chosen, [field]: file }))}
                />
                <Typography variant="body2" color="text.secondary">
                  {files[field]?.name ?? t('csd.noFile')}
                </Typography>
              </Stack>
              {errors[field] && <FormHelperText error>{errors[field]}</FormHelperText>}
            </div>
          ))}
          <TextField
            type="password"
            label={t('csd.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="off"
            disabled={busy}
            error={errors.password !== undefined}
            helperText={errors.password}
            fullWidth
          />
        </Stack>
        <UploadProgress sent={sent} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('csd.upload')}
        </Button>
      </DialogActions>
    </form>
  );
}
