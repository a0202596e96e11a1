import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile, fileRequest } from '../../lib/download-file';
import { formatBytes } from '../../lib/format-number';
import { useNotify } from '../../lib/notifications';

/** How long the receipt's address lives: the new tab has read the file long before. */
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
 * "Imprimir" (API.md shoppings/getReceipt/{id}): the sale's receipt, fetched with the session's
 * token (never through an address that works without it) while its progress shows, then opened
 * in a new tab, where the browser's viewer prints it.
 */
export function SaleReceiptButton({ saleId, serial }: { saleId: number; serial: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);

  const print = async () => {
    // Opened during the click: a tab opened once the file has arrived would be taken for a popup.
    const tab = window.open('', '_blank');
    if (tab) tab.document.title = t('sale.receipt.preparing');
    setReceived(0);
    try {
      const request = fileRequest('POST', 'shoppings/getReceipt/{id}', { params: { id: saleId } });
      const { blob, name } = await fetchFile(request, (progress) => setReceived(progress.received));
      show(blob, tab, name ?? `nota-${serial}.pdf`);
    } catch (error) {
      tab?.close();
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
        startIcon={<PrintIcon />}
        onClick={() => void print()}
        loading={received !== null}
      >
        {t('sale.receipt.print')}
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
