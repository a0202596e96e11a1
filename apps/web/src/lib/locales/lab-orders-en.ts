import type { LabOrdersMessages } from './lab-orders-es';

export const labOrdersEn: LabOrdersMessages = {
  labOrders: {
    title: 'Lab orders',
    stages: {
      PEDIDO: 'Ordered',
      ENVIADO: 'Sent',
      RECIBIDO: 'Received',
      ENTREGADO: 'Delivered',
      CANCELADO: 'Cancelled',
    },
    folio: 'Number',
    patient: 'Patient',
    sale: 'Sale',
    laboratory: 'Laboratory',
    prescription: 'Prescription',
    promisedDate: 'Promised date',
    notes: 'Notes',
    overdue: 'Overdue',
    empty: 'No lab orders',
  },
};
