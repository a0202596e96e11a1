import { useTranslation } from 'react-i18next';
import { PrintPdfButton } from '../../components/print-pdf-button';
import { fileRequest } from '../../lib/download-file';

/** "Imprimir" (docs/api.md shoppings/getReceipt/{id}): the sale's receipt. */
export function SaleReceiptButton({ saleId, serial }: { saleId: number; serial: number }) {
  const { t } = useTranslation();
  return (
    <PrintPdfButton
      request={() => fileRequest('POST', 'shoppings/getReceipt/{id}', { params: { id: saleId } })}
      label={t('sale.receipt.print')}
      preparing={t('sale.receipt.preparing')}
      fileName={`nota-${serial}.pdf`}
    />
  );
}
