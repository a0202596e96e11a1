import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile, type FileRequest } from '../lib/download-file';
import { formatBytes } from '../lib/format-number';
import { useNotify } from '../lib/notifications';

/** How long the PDF's address lives: the new tab has read the file long before. */
const URL_LIFETIME_MS = 60_000;

/** The PDF in a tab of its own to print, or saved when the browser allows no new tab. */
function show(blob: Blob, tab: Window | null, name: string) {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  if (tab && !tab.closed) {
    tab.location.href = url;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

/**
 * A document to print, fetched with the session's token (never through an address that works
 * without it) while `onProgress` hears its bytes, then opened in a new tab, where the browser's
 * viewer prints it. Called during the click: a tab opened once the file has arrived would be taken
 * for a popup. A refusal closes the tab and is thrown.
 */
export async function openPdf(
  request: FileRequest,
  { preparing, fileName }: { preparing: string; fileName: string },
  onProgress: (received: number) => void,
) {
  const tab = window.open('', '_blank');
  if (tab) tab.document.title = preparing;
  try {
    const { blob, name } = await fetchFile(request, (progress) => onProgress(progress.received));
    show(blob, tab, name ?? fileName);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export interface PrintPdfButtonProps {
  request: () => FileRequest;
  label: string;
  /** The new tab's title while the file comes. */
  preparing: string;
  /** The file's name when the answer names none. */
  fileName: string;
  /** `small` where it sits among a card's actions. */
  size?: 'small' | 'medium';
}

/**
 * A document to print (a sale's receipt, a prescription) with its progress (openPdf); a refusal
 * says the server's message.
 */
export function PrintPdfButton({
  request,
  label,
  preparing,
  fileName,
  size = 'medium',
}: PrintPdfButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);

  const print = async () => {
    setReceived(0);
    try {
      await openPdf(request(), { preparing, fileName }, setReceived);
    } catch (error) {
      notify.error(error);
    } finally {
      setReceived(null);
    }
  };

  const progress = t('common.downloading', { size: formatBytes(received ?? 0) });
  return (
    <Box>
      <Button
        variant="outlined"
        size={size}
        startIcon={<PrintIcon />}
        onClick={() => void print()}
        loading={received !== null}
      >
        {label}
      </Button>
      {received !== null && (
        <Box role="status" sx={{ mt: 1, minWidth: 180 }}>
          <LinearProgress aria-label={progress} />
          <Typography variant="caption" color="text.secondary">
            {progress}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
