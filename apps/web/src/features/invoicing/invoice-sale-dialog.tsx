import type { Sale } from '@iris/domain/sales/sale.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker, type CustomerChoice } from '../../components/customer-picker';
import { errorText } from '../../lib/api-client';
import { resourceQueries } from '../../lib/resource-queries';
import { InvoiceSaleForm } from './invoice-sale-form';

export interface InvoiceSaleDialogProps {
  open: boolean;
  sale: Sale;
  /** The sale was made to the branch's PÚBLICO EN GENERAL: the patient who asks is chosen here. */
  walkIn: boolean;
  /** The sale is in a valid global invoice, which is issued again without it (reason 04). */
  inGlobal: boolean;
  onClose: () => void;
  onInvoiced: () => void;
}

export function InvoiceSaleDialog(props: InvoiceSaleDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      {/* Mounted only while open: every opening starts from the patient's record as it is. */}
      {props.open && <DialogBody {...props} />}
    </Dialog>
  );
}

/** The patient's record (after they are chosen, for a walk-in's sale), then the form. */
function DialogBody({ sale, walkIn, inGlobal, onClose, onInvoiced }: InvoiceSaleDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<CustomerChoice | null>(null);
  const customerId = walkIn ? (chosen?.id ?? null) : sale.customer.id;
  const customer = useQuery({ ...resourceQueries.record('customers', customerId), retry: false });
  const before = (
    <>
      {inGlobal && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('invoiceDialog.inGlobal')}
        </Alert>
      )}
      {walkIn && (
        <>
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('invoiceDialog.walkIn')}
          </Alert>
          <CustomerPicker
            label={t('invoiceDialog.whoAsks')}
            branchId={sale.branchId}
            value={chosen}
            onChange={setChosen}
          />
        </>
      )}
    </>
  );
  return (
    <>
      <DialogTitle>{t('invoiceDialog.title', { serial: sale.serial })}</DialogTitle>
      {customer.data ? (
        <InvoiceSaleForm
          key={customer.data.id}
          sale={sale}
          customer={customer.data}
          sendCustomer={walkIn}
          before={before}
          onClose={onClose}
          onInvoiced={onInvoiced}
        />
      ) : (
        <>
          <DialogContent>
            {before}
            {customer.isError && <Alert severity="warning">{errorText(customer.error)}</Alert>}
            {customerId !== null && customer.isPending && (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
                <CircularProgress aria-label={t('invoiceDialog.loading')} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button variant="contained" disabled>
              {t('invoiceDialog.submit')}
            </Button>
          </DialogActions>
        </>
      )}
    </>
  );
}
