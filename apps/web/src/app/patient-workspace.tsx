import { CustomerPage } from '../features/customers/customer-page';
import { LabOrdersList } from '../features/lab-orders/lab-orders-list';

const labOrders = (customerId: number) => <LabOrdersList of={{ customerId }} />;

/** `/customers/index/:id`: the patient's record (customers feature) with their lab orders' tab. */
export function PatientWorkspace() {
  return <CustomerPage labOrders={labOrders} />;
}
