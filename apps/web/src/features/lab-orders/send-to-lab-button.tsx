import type { Sale } from '@iris/domain/sales/sale.schemas';
import BiotechIcon from '@mui/icons-material/Biotech';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendToLabChoices } from './lab-order-choices';
import { useRefreshLabOrders } from './lab-orders-api';
import { SendToLabDialog } from './send-to-lab-dialog';

export interface SendToLabButtonProps {
  sale: Sale;
  /** The sale's customer is a patient, not the branch's walk-in customer (the sale page knows). */
  isRegisteredCustomer: boolean;
  onSent: () => void;
}

/**
 * "Enviar a laboratorio" on a sale NUEVO or EJECUTADO of a patient with a prescription; nothing
 * otherwise. After sending, every list of orders is refreshed and `onSent` follows.
 */
export function SendToLabButton({ sale, isRegisteredCustomer, onSent }: SendToLabButtonProps) {
  const { t } = useTranslation();
  const choices = useSendToLabChoices(sale, isRegisteredCustomer);
  const refresh = useRefreshLabOrders();
  const [open, setOpen] = useState(false);
  if (!choices.allowed) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BiotechIcon />}
        loading={!choices.laboratories}
        onClick={() => setOpen(true)}
      >
        {t('labOrders.send.action')}
      </Button>
      {choices.laboratories && (
        <SendToLabDialog
          open={open}
          sale={sale}
          prescriptions={choices.prescriptions}
          laboratories={choices.laboratories}
          onClose={() => setOpen(false)}
          onSent={() => {
            refresh();
            onSent();
          }}
        />
      )}
    </>
  );
}
