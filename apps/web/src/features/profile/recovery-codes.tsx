import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/download-file';
import { useNotify } from '../../lib/notifications';
import { useSession } from '../../lib/session-context';

/**
 * The ten recovery codes, shown once right after two-step verification is turned on (docs/api.md:
 * the server keeps only their hashes): copied, downloaded as text, and closed only once the person
 * says they are kept.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { profile } = useSession();
  const text = [t('mfa.fileHeader', { email: profile?.email ?? '' }), '', ...codes, ''].join('\n');

  // A page served over plain http on the clinic's network has no clipboard to write to.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => notify.success(t('mfa.copied')),
        () => notify.failure(t('mfa.copyFailed')),
      );
  const download = () =>
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), t('mfa.fileName'));

  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('mfa.codesWarning')}</Alert>
      <Box
        component="ol"
        aria-label={t('mfa.codesList')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          // The second column's numbers sit in the gap, left of its codes.
          columnGap: 6,
          rowGap: 1,
          m: 0,
          pl: 4,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('mfa.copy')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {t('mfa.download')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={onDone}>
          {t('mfa.saved')}
        </Button>
      </Stack>
    </Stack>
  );
}
