import type { Sale } from '@iris/domain/sales/sale.schemas';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSuperAdmin } from '../../lib/session-context';
import { InvoiceSaleDialog } from './invoice-sale-dialog';

export interface InvoiceSaleButtonProps {
  sale: Sale;
  /** Whether the sale's customer is a patient rather than the branch's PÚBLICO EN GENERAL. */
  isRegisteredCustomer: boolean;
  onInvoiced: () => void;
}

/**
 * "Facturar" on an executed sale that no CFDI covers (docs/rules.md, Invoice of a sale). A sale in
 * a global invoice is invoiced to its patient by an administrator only: the global is cancelled
 * (reason 04) and issued again without it, which only they may do.
 */
export function InvoiceSaleButton({
  sale,
  isRegisteredCustomer,
  onInvoiced,
}: InvoiceSaleButtonProps) {
  const { t } = useTranslation();
  const isAdmin = useIsSuperAdmin();
  const [open, setOpen] = useState(false);
  const inGlobal = sale.invoice?.global === true;
  if (sale.status !== 'EJECUTADO' || (sale.invoice && !(inGlobal && isAdmin))) return null;
  return (
    <>
      <Button variant="contained" startIcon={<ReceiptLongIcon />} onClick={() => setOpen(true)}>
        {t('invoiceDialog.open')}
      </Button>
      <InvoiceSaleDialog
        open={open}
        sale={sale}
        walkIn={!isRegisteredCustomer}
        inGlobal={inGlobal}
        onClose={() => setOpen(false)}
        onInvoiced={onInvoiced}
      />
    </>
  );
}
