import { InvoiceSaleButton } from '../features/invoicing/invoice-sale-button';
import { SaleInvoicePanel } from '../features/invoicing/sale-invoice-panel';
import { LabOrdersList } from '../features/lab-orders/lab-orders-list';
import { SendToLabButton } from '../features/lab-orders/send-to-lab-button';
import { SalePage, type SaleInvoicing, type SaleLabOrders } from '../features/sales/sale-page';

/** The lab orders feature's part of a sale: "Enviar a laboratorio" and the sale's orders. */
const LAB_ORDERS: SaleLabOrders = {
  action: (sale, isRegisteredCustomer, onSent) => (
    <SendToLabButton sale={sale} isRegisteredCustomer={isRegisteredCustomer} onSent={onSent} />
  ),
  tab: (sale) => <LabOrdersList of={{ shoppingId: sale.id }} />,
};

/** The invoicing feature's part of a sale: "Facturar" and the CFDI that covers it. */
const INVOICING: SaleInvoicing = {
  action: (sale, isRegisteredCustomer, onInvoiced) => (
    <InvoiceSaleButton
      sale={sale}
      isRegisteredCustomer={isRegisteredCustomer}
      onInvoiced={onInvoiced}
    />
  ),
  panel: (invoice) => <SaleInvoicePanel invoice={invoice} />,
};

/** `/sales/:id`: the sale (sales feature) with its lab orders and its CFDI (their features). */
export function SaleWorkspace() {
  return <SalePage labOrders={LAB_ORDERS} invoicing={INVOICING} />;
}
