import type { Language } from '../i18n/messages.js';
import type { ReconciliationKind } from './reconciliation.schemas.js';

/**
 * The reconciliation's words in both languages: what each missing thing is called, the action
 * that mends it (the API answers it with each item, in the request's language), and the CSV's
 * header row.
 */
export interface ReconciliationLabels {
  kinds: Record<ReconciliationKind, string>;
  actions: Record<ReconciliationKind, string>;
  csv: {
    branch: string;
    serial: string;
    saleDate: string;
    saleTotal: string;
    kind: string;
    paymentDate: string;
    paymentTotal: string;
    invoice: string;
    uuid: string;
    status: string;
    action: string;
  };
}

export const RECONCILIATION_LABELS: Record<Language, ReconciliationLabels> = {
  es: {
    kinds: {
      SIN_CFDI: 'Sin CFDI',
      CFDI_DUPLICADO: 'Más de un CFDI',
      PAGO_SIN_COMPLEMENTO: 'Pago sin complemento',
      DEVOLUCION_SIN_NOTA: 'Devolución sin nota de crédito',
    },
    actions: {
      SIN_CFDI: 'Facturar la venta o incluirla en la factura global del periodo',
      CFDI_DUPLICADO: 'Cancelar el CFDI que sobra',
      PAGO_SIN_COMPLEMENTO: 'Emitir el complemento de pago',
      DEVOLUCION_SIN_NOTA: 'Emitir la nota de crédito',
    },
    csv: {
      branch: 'Sucursal',
      serial: 'Folio de venta',
      saleDate: 'Fecha de venta',
      saleTotal: 'Total de la venta',
      kind: 'Falta',
      paymentDate: 'Fecha del pago',
      paymentTotal: 'Monto del pago',
      invoice: 'CFDI',
      uuid: 'UUID',
      status: 'Estado del CFDI',
      action: 'Acción',
    },
  },
  en: {
    kinds: {
      SIN_CFDI: 'No CFDI',
      CFDI_DUPLICADO: 'More than one CFDI',
      PAGO_SIN_COMPLEMENTO: 'Payment without complement',
      DEVOLUCION_SIN_NOTA: 'Refund without credit note',
    },
    actions: {
      SIN_CFDI: "Invoice the sale or include it in the period's global invoice",
      CFDI_DUPLICADO: 'Cancel the extra CFDI',
      PAGO_SIN_COMPLEMENTO: 'Issue the payment complement',
      DEVOLUCION_SIN_NOTA: 'Issue the credit note',
    },
    csv: {
      branch: 'Branch',
      serial: 'Sale folio',
      saleDate: 'Sale date',
      saleTotal: 'Sale total',
      kind: 'Missing',
      paymentDate: 'Payment date',
      paymentTotal: 'Payment amount',
      invoice: 'CFDI',
      uuid: 'UUID',
      status: 'CFDI status',
      action: 'Action',
    },
  },
};
