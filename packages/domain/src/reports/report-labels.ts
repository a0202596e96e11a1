import type { Language } from '../i18n/messages.js';

/**
 * The words of the reports' CSV files (their header rows) and of the audit options of the
 * payments report, in both languages. Statuses stay the codes staff read on screen (EJECUTADO,
 * PAGADO, CERRADA).
 */
export interface ReportLabels {
  payments: {
    serial: string;
    saleDate: string;
    saleTime: string;
    date: string;
    time: string;
    method: string;
    salesman: string;
    saleAmount: string;
    amount: string;
    vat: string;
    total: string;
    kind: string;
  };
  sales: {
    serial: string;
    branch: string;
    customer: string;
    date: string;
    time: string;
    salesman: string;
    amount: string;
    discount: string;
    vat: string;
    total: string;
    paid: string;
    remaining: string;
    status: string;
    paymentStatus: string;
  };
  audits: {
    branch: string;
    status: string;
    openDate: string;
    openTime: string;
    openedBy: string;
    openAmount: string;
    closeDate: string;
    closeTime: string;
    closedBy: string;
    salesCount: string;
    expectedCash: string;
    counted: string;
    difference: string;
  };
  /** An audit of the payments report's filter: `Caja 09:00–19:05 · FERNANDA GUTIÉRREZ`. */
  auditOption: { name: string; open: string };
}

export const REPORT_LABELS: Record<Language, ReportLabels> = {
  es: {
    payments: {
      serial: 'Folio de venta',
      saleDate: 'Fecha de venta',
      saleTime: 'Hora de venta',
      date: 'Fecha de pago',
      time: 'Hora de pago',
      method: 'Forma de pago',
      salesman: 'Vendedor',
      saleAmount: 'Total de la venta',
      amount: 'Importe',
      vat: 'IVA',
      total: 'Total',
      kind: 'Tipo',
    },
    sales: {
      serial: 'Folio',
      branch: 'Sucursal',
      customer: 'Cliente',
      date: 'Fecha',
      time: 'Hora',
      salesman: 'Vendedor',
      amount: 'Importe',
      discount: 'Descuento (%)',
      vat: 'IVA (%)',
      total: 'Total',
      paid: 'Pagado',
      remaining: 'Restante',
      status: 'Estado',
      paymentStatus: 'Estado de pago',
    },
    audits: {
      branch: 'Sucursal',
      status: 'Estado',
      openDate: 'Fecha de apertura',
      openTime: 'Hora de apertura',
      openedBy: 'Abrió',
      openAmount: 'Fondo',
      closeDate: 'Fecha de cierre',
      closeTime: 'Hora de cierre',
      closedBy: 'Cerró',
      salesCount: 'Ventas',
      expectedCash: 'Efectivo esperado',
      counted: 'Contado',
      difference: 'Diferencia',
    },
    auditOption: { name: 'Caja {{hours}} · {{name}}', open: 'abierta' },
  },
  en: {
    payments: {
      serial: 'Sale number',
      saleDate: 'Sale date',
      saleTime: 'Sale time',
      date: 'Payment date',
      time: 'Payment time',
      method: 'Payment method',
      salesman: 'Salesperson',
      saleAmount: 'Sale total',
      amount: 'Amount',
      vat: 'VAT',
      total: 'Total',
      kind: 'Type',
    },
    sales: {
      serial: 'Number',
      branch: 'Branch',
      customer: 'Customer',
      date: 'Date',
      time: 'Time',
      salesman: 'Salesperson',
      amount: 'Amount',
      discount: 'Discount (%)',
      vat: 'VAT (%)',
      total: 'Total',
      paid: 'Paid',
      remaining: 'Remaining',
      status: 'Status',
      paymentStatus: 'Payment status',
    },
    audits: {
      branch: 'Branch',
      status: 'Status',
      openDate: 'Opening date',
      openTime: 'Opening time',
      openedBy: 'Opened by',
      openAmount: 'Opening amount',
      closeDate: 'Closing date',
      closeTime: 'Closing time',
      closedBy: 'Closed by',
      salesCount: 'Sales',
      expectedCash: 'Expected cash',
      counted: 'Counted',
      difference: 'Difference',
    },
    auditOption: { name: 'Register {{hours}} · {{name}}', open: 'open' },
  },
};
