/**
 * Strings of the lab orders (docs/rules.md, Lab orders): the board `/lab-orders`, the sale's
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
    customer: 'Paciente',
    sale: 'Venta',
    laboratory: 'Laboratorio',
    prescription: 'Graduación',
    promisedDate: 'Fecha prometida',
    notes: 'Notas',
    overdue: 'Atrasada',
    empty: 'Sin órdenes de laboratorio',
    /** The ticket printed for the laboratory. */
    ticket: {
      button: 'Imprimir ticket',
      preparing: 'Preparando el ticket de laboratorio…',
    },
    /** The sale's "Enviar a laboratorio" and its dialog. */
    send: {
      action: 'Enviar a laboratorio',
      submit: 'Enviar',
      prescriptionOption: '{{date}} · {{summary}}',
      promisedHelp_one: 'Hoy más {{count}} día de entrega del laboratorio',
      promisedHelp_other: 'Hoy más {{count}} días de entrega del laboratorio',
      noLaboratories: 'No hay laboratorios registrados: pida a un administrador que dé de alta uno',
      sent: 'Orden de laboratorio {{serial}} enviada a {{laboratory}}, prometida para el {{date}}.',
    },
    /** The orders of a sale (its tab) and of a patient (the record's tab). */
    list: {
      tab: 'Laboratorio',
      stage: 'Etapa',
      open: 'Ver la orden {{serial}} en el tablero',
      openSale: 'Abrir la venta {{serial}}',
    },
    /** The branch's board `/lab-orders`: a column per stage, a card per order. */
    board: {
      filters: 'Filtros de las órdenes',
      branch: 'Sucursal',
      chooseBranch: 'Elige una sucursal para ver sus órdenes de laboratorio.',
      search: 'Buscar paciente',
      onlyOverdue: 'Solo atrasadas',
      view: 'Órdenes mostradas',
      open: 'En proceso',
      cancelled: 'Canceladas',
      stage: 'Etapa',
      count: '{{count}}',
      countAbout: '≈ {{count}}',
      more: 'Ver más',
      empty: 'Sin órdenes en esta etapa',
      emptyFiltered: 'Ninguna orden coincide',
      folio: 'Orden {{serial}}',
      sale: 'Venta {{serial}}',
      due: 'Prometida: {{date}}',
      lastStage: '{{stage}} por {{name}}, {{at}}',
      advance: 'Marcar como {{stage}}',
      advanceTitle: '¿Marcar como {{stage}}?',
      advanceText: 'La orden {{serial}} de {{customer}} pasará a {{stage}}.',
      advanced: 'Orden {{serial}} marcada como {{stage}}.',
      cancel: 'Cancelar',
      cancelLabel: 'Cancelar la orden {{serial}}',
      cancelTitle: '¿Cancelar la orden {{serial}}?',
      cancelText: 'La orden de {{customer}} quedará cancelada y ya no podrá avanzar.',
      cancelledOne: 'Orden {{serial}} cancelada.',
      toPayments: 'Ir a los pagos de la venta',
    },
  },
};

export type LabOrdersMessages = typeof labOrdersEs;
