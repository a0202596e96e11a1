import { LabOrdersList } from '../features/lab-orders/lab-orders-list';
import { SendToLabButton } from '../features/lab-orders/send-to-lab-button';
import { SalePage, type SaleLabOrders } from '../features/sales/sale-page';

/** The lab orders feature's part of a sale: "Enviar a laboratorio" and the sale's orders. */
const LAB_ORDERS: SaleLabOrders = {
  action: (sale, isRegisteredCustomer, onSent) => (
    <SendToLabButton sale={sale} isRegisteredCustomer={isRegisteredCustomer} onSent={onSent} />
  ),
  tab: (sale) => <LabOrdersList of={{ shoppingId: sale.id }} />,
};

/** `/sales/:id`: the sale (sales feature) with its lab orders (lab orders feature). */
export function SaleWorkspace() {
  return <SalePage labOrders={LAB_ORDERS} />;
}
