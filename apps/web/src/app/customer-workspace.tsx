import { CustomerPage } from '../features/customers/customer-page';
import { LabOrdersList } from '../features/lab-orders/lab-orders-list';
import { PrescriptionsTab } from '../features/prescriptions/prescriptions-tab';
import { ConsentPanel } from '../features/privacy/consent-panel';
import type { Customer } from '@iris/domain/customers/customer.schemas';

const prescriptions = (customerId: number) => <PrescriptionsTab customerId={customerId} />;
const labOrders = (customerId: number) => <LabOrdersList of={{ customerId }} />;
const privacy = (customer: Customer) => <ConsentPanel customer={customer} />;

/**
 * `/customers/index/:id`: the patient's record (customers feature) with their prescriptions' tab
 * (prescriptions feature), their lab orders' tab (lab-orders feature) and their consent to the
 * aviso de privacidad (privacy feature).
 */
export function CustomerWorkspace() {
  return <CustomerPage prescriptions={prescriptions} labOrders={labOrders} privacy={privacy} />;
}
