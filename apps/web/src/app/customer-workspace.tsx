import { CustomerPage } from '../features/customers/customer-page';
import { LabOrdersList } from '../features/lab-orders/lab-orders-list';
import { PrescriptionsTab } from '../features/prescriptions/prescriptions-tab';

const prescriptions = (customerId: number) => <PrescriptionsTab customerId={customerId} />;
const labOrders = (customerId: number) => <LabOrdersList of={{ customerId }} />;

/**
 * `/customers/index/:id`: the patient's record (customers feature) with their prescriptions' tab
 * (prescriptions feature) and their lab orders' tab (lab-orders feature).
 */
export function CustomerWorkspace() {
  return <CustomerPage prescriptions={prescriptions} labOrders={labOrders} />;
}
