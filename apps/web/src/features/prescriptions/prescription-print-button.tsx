import { useTranslation } from 'react-i18next';
import { PrintPdfButton } from '../../components/print-pdf-button';
import { prescriptionPdf } from './prescriptions-api';

/**
 * "Imprimir receta" (prescriptions/getPdf/{id}), printed as the sale's receipt is; refused while
 * the doctor has no cédula profesional, with the server's message.
 */
export function PrescriptionPrintButton({ id, date }: { id: number; date: string }) {
  const { t } = useTranslation();
  return (
    <PrintPdfButton
      request={() => prescriptionPdf(id)}
      label={t('prescriptions.print.button')}
      preparing={t('prescriptions.print.preparing')}
      fileName={`receta-${date}.pdf`}
    />
  );
}
