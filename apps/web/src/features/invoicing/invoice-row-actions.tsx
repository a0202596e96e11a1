import type { Invoice } from '@iris/domain/invoicing/invoice.schemas';
import BlockIcon from '@mui/icons-material/Block';
import CodeIcon from '@mui/icons-material/Code';
import EmailIcon from '@mui/icons-material/Email';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openPdf } from '../../components/print-pdf-button';
import { downloadFile } from '../../lib/download-file';
import { formatBytes } from '../../lib/format-number';
import { useNotify } from '../../lib/notifications';
import { folioOf, pdfRequest, xmlRequest } from './invoices-api';

export interface InvoiceRowActionsProps {
  invoice: Invoice;
  /** super_admin: "Cancelar" (none for a CFDI already cancelled or whose cancellation waits). */
  onCancel?: (invoice: Invoice) => void;
  onSend: (invoice: Invoice) => void;
}

interface Action {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
}

/**
 * A CFDI's actions in the Facturas list, in one menu (eight columns must read whole beside the
 * side menu at 1366 px, and a phone's row keeps its room for the folio and the receiver): its XML
 * (saved) and its PDF (in a tab of its own), each with its progress in the row, "Enviar de nuevo"
 * and, for super_admin, "Cancelar".
 */
export function InvoiceRowActions({ invoice, onCancel, onSend }: InvoiceRowActionsProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const folio = folioOf(invoice);

  const fetching = (work: () => Promise<void>) => async () => {
    setReceived(0);
    try {
      await work();
    } catch (error) {
      notify.error(error);
    } finally {
      setReceived(null);
    }
  };
  const pdf = () =>
    openPdf(
      pdfRequest(invoice.id),
      { preparing: t('invoice.preparing'), fileName: `${folio}.pdf` },
      setReceived,
    );
  const cancellable = onCancel && (invoice.status === 'VIGENTE' || invoice.status === 'RECHAZADA');
  const actions: Action[] = [
    {
      key: 'xml',
      label: t('invoices.actions.xml', { folio }),
      icon: <CodeIcon fontSize="small" />,
      run: () => void fetching(() => downloadFile(xmlRequest(invoice.id), setReceived))(),
    },
    {
      key: 'pdf',
      label: t('invoices.actions.pdf', { folio }),
      icon: <PictureAsPdfIcon fontSize="small" />,
      run: () => void fetching(pdf)(),
    },
    {
      key: 'send',
      label: t('invoices.actions.send', { folio }),
      icon: <EmailIcon fontSize="small" />,
      run: () => onSend(invoice),
    },
    ...(cancellable
      ? [
          {
            key: 'cancel',
            label: t('invoices.actions.cancel', { folio }),
            icon: <BlockIcon fontSize="small" color="error" />,
            run: () => onCancel(invoice),
          },
        ]
      : []),
  ];

  if (received !== null) {
    const progress = t('common.downloading', { size: formatBytes(received) });
    return (
      <Box role="status" title={progress} sx={{ display: 'flex', alignItems: 'center' }}>
        <CircularProgress size={20} aria-label={progress} />
      </Box>
    );
  }
  const menuLabel = t('invoices.actions.menu', { folio });
  return (
    <>
      <IconButton
        size="small"
        aria-label={menuLabel}
        aria-haspopup="menu"
        onClick={(event) => setMenu(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            onClick={() => {
              setMenu(null);
              action.run();
            }}
          >
            <ListItemIcon>{action.icon}</ListItemIcon>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
