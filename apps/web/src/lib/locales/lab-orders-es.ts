/**
 * Strings of the lab orders (RULES.md, Lab orders): the board `/lab-orders`, the sale's
 * "Enviar a laboratorio" and the orders shown on a sale and in the patient's record.
 */
export const labOrdersEs = {
  labOrders: {
    title: 'Órdenes de laboratorio',
    stages: {
      PEDIDO: 'Pedido',
      ENVIADO: 'Enviado',
      RECIBIDO: 'Recibido',
      ENTREGADO: 'Entregado',
      CANCELADO: 'Cancelado',
    },
    folio: 'Folio',
    patient: 'Paciente',
    sale: 'Venta',
    laboratory: 'Laboratorio',
    prescription: 'Graduación',
    promisedDate: 'Fecha prometida',
    notes: 'Notas',
    overdue: 'Atrasada',
    empty: 'Sin órdenes de laboratorio',
  },
};

export type LabOrdersMessages = typeof labOrdersEs;
