import type { Language } from '../i18n/messages.js';

/**
 * The words of the lab ticket (orden de laboratorio, lab-orders/getPdf/{id}) in both languages.
 * The eyes' table keeps the printed receta's words (prescription-document-labels.ts).
 */
export interface LabTicketLabels {
  title: string;
  serial: string;
  customer: string;
  laboratory: string;
  sale: string;
  promisedDate: string;
  prescription: string;
  kind: string;
  lines: string;
  product: string;
  qty: string;
  noLines: string;
  notes: string;
  generatedAt: string;
  page: string;
}

export const LAB_TICKET_LABELS: Record<Language, LabTicketLabels> = {
  es: {
    title: 'Orden de laboratorio',
    serial: 'Folio',
    customer: 'Paciente',
    laboratory: 'Laboratorio',
    sale: 'Venta',
    promisedDate: 'Fecha prometida',
    prescription: 'Graduación',
    kind: 'Tipo',
    lines: 'Armazón y lentes',
    product: 'Producto',
    qty: 'Cantidad',
    noLines: 'La venta no tiene productos.',
    notes: 'Observaciones',
    generatedAt: 'Generado el {{date}}',
    page: 'Página {{page}} de {{pages}}',
  },
  en: {
    title: 'Lab order',
    serial: 'Number',
    customer: 'Patient',
    laboratory: 'Laboratory',
    sale: 'Sale',
    promisedDate: 'Promised date',
    prescription: 'Prescription',
    kind: 'Kind',
    lines: 'Frame and lenses',
    product: 'Product',
    qty: 'Quantity',
    noLines: 'The sale has no products.',
    notes: 'Notes',
    generatedAt: 'Generated on {{date}}',
    page: 'Page {{page}} of {{pages}}',
  },
};
