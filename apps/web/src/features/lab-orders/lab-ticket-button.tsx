import { useTranslation } from 'react-i18next';
import { PrintPdfButton } from '../../components/print-pdf-button';
import { labTicketPdf } from './lab-orders-api';

/** "Imprimir ticket": what travels to the laboratory with the frame (lab-orders/getPdf/{id}). */
export function LabTicketButton({ id, serial }: { id: number; serial: number }) {
  const { t } = useTranslation();
  return (
    <PrintPdfButton
      request={() => labTicketPdf(id)}
      label={t('labOrders.ticket.button')}
      preparing={t('labOrders.ticket.preparing')}
      fileName={`orden-laboratorio-${serial}.pdf`}
      size="small"
    />
  );
}
