import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, type FileRequest } from '../lib/download-file';
import { formatBytes } from '../lib/format-number';
import { useNotify } from '../lib/notifications';

export interface DownloadButtonProps {
  label: string;
  /**
   * The API call that answers the file, made by fileRequest; or, when it depends on a form, made at
   * the click: null downloads nothing (the form says what is missing, e.g. a report's branch).
   */
  request: FileRequest | (() => FileRequest | null);
  disabled?: boolean;
}

/** A CSV or PDF download with its progress; a refusal is notified with the server's message. */
export function DownloadButton({ label, request, disabled }: DownloadButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);

  const download = async () => {
    const call = typeof request === 'function' ? request() : request;
    if (!call) return;
    setReceived(0);
    try {
      await downloadFile(call, setReceived);
    } catch (error) {
      notify.error(error);
    } finally {
      setReceived(null);
    }
  };

  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void download()}
        loading={received !== null}
        disabled={disabled}
      >
        {label}
      </Button>
      {received !== null && (
        <Box role="status" sx={{ mt: 1, minWidth: 180 }}>
          <LinearProgress aria-label={t('common.downloading', { size: formatBytes(received) })} />
          <Typography variant="caption" color="text.secondary">
            {t('common.downloading', { size: formatBytes(received) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
