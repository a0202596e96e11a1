import type { Language } from '../i18n/messages.js';

/**
 * The words of a sale's receipt (nota de venta) and of an audit's closing report (corte de caja):
 * the PDFs the API writes, in both languages. Statuses and payment kinds are shown as the codes
 * staff already read on screen (EJECUTADO, ABONADO).
 */
export interface SalesDocumentLabels {
  common: {
    branch: string;
    generatedAt: string;
    page: string;
    serial: string;
    customer: string;
    status: string;
    total: string;
    method: string;
    date: string;
  };
  receipt: {
    title: string;
    dateTime: string;
    salesman: string;
    paymentStatus: string;
    product: string;
    qty: string;
    price: string;
    amount: string;
    discount: string;
    subtotal: string;
    vat: string;
    payments: string;
    kind: string;
    kinds: { PAGO: string; DEVOLUCION: string };
    noPayments: string;
    paid: string;
    remaining: string;
    noLines: string;
  };
  audit: {
    title: string;
    audit: string;
    openedBy: string;
    closedBy: string;
    open: string;
    openAmount: string;
    salesCount: string;
    byMethod: string;
    payments: string;
    refunds: string;
    cash: string;
    noPayments: string;
    expectedCash: string;
    counted: string;
    difference: string;
    shortage: string;
    surplus: string;
    even: string;
    sales: string;
    noSales: string;
    pending: string;
    pendingNote: string;
    received: string;
    remaining: string;
  };
}

export const SALES_DOCUMENT_LABELS: Record<Language, SalesDocumentLabels> = {
  es: {
    common: {
      branch: 'Sucursal',
      generatedAt: 'Generado el {{date}}',
      page: 'Página {{page}} de {{pages}}',
      serial: 'Folio',
      customer: 'Cliente',
      status: 'Estado',
      total: 'Total',
      method: 'Forma de pago',
      date: 'Fecha',
    },
    receipt: {
      title: 'Nota de venta',
      dateTime: 'Fecha y hora',
      salesman: 'Vendedor',
      paymentStatus: 'Estado de pago',
      product: 'Producto',
      qty: 'Cantidad',
      price: 'Precio',
      amount: 'Importe',
      discount: 'Descuento ({{percent}} %)',
      subtotal: 'Subtotal',
      vat: 'IVA ({{percent}} %)',
      payments: 'Pagos',
      kind: 'Tipo',
      kinds: { PAGO: 'Pago', DEVOLUCION: 'Devolución' },
      noPayments: 'Sin pagos registrados.',
      paid: 'Pagado',
      remaining: 'Resta',
      noLines: 'La venta no tiene productos.',
    },
    audit: {
      title: 'Corte de caja',
      audit: 'Corte',
      openedBy: 'Abierta por {{user}} el {{date}} a las {{time}}',
      closedBy: 'Cerrada por {{user}} el {{date}} a las {{time}}',
      open: 'Abierta: aún no se ha cerrado.',
      openAmount: 'Fondo inicial',
      salesCount: 'Ventas',
      byMethod: 'Pagos por forma de pago',
      payments: 'Pagos',
      refunds: 'Devoluciones',
      cash: '(efectivo)',
      noPayments: 'Sin pagos en este corte.',
      expectedCash: 'Efectivo esperado',
      counted: 'Efectivo contado',
      difference: 'Diferencia',
      shortage: 'Faltante',
      surplus: 'Sobrante',
      even: 'Sin diferencia',
      sales: 'Ventas del corte',
      noSales: 'Sin ventas en este corte.',
      pending: 'Ventas pendientes de entrega',
      pendingNote: 'Siguen abiertas: sus pagos siguientes entran en la caja abierta entonces.',
      received: 'Recibido',
      remaining: 'Resta',
    },
  },
  en: {
    common: {
      branch: 'Branch',
      generatedAt: 'Generated on {{date}}',
      page: 'Page {{page}} of {{pages}}',
      serial: 'Number',
      customer: 'Customer',
      status: 'Status',
      total: 'Total',
      method: 'Payment method',
      date: 'Date',
    },
    receipt: {
      title: 'Sales receipt',
      dateTime: 'Date and time',
      salesman: 'Salesperson',
      paymentStatus: 'Payment status',
      product: 'Product',
      qty: 'Quantity',
      price: 'Price',
      amount: 'Amount',
      discount: 'Discount ({{percent}} %)',
      subtotal: 'Subtotal',
      vat: 'VAT ({{percent}} %)',
      payments: 'Payments',
      kind: 'Kind',
      kinds: { PAGO: 'Payment', DEVOLUCION: 'Refund' },
      noPayments: 'No payments recorded.',
      paid: 'Paid',
      remaining: 'Remaining',
      noLines: 'The sale has no products.',
    },
    audit: {
      title: 'Cash register closing report',
      audit: 'Register',
      openedBy: 'Opened by {{user}} on {{date}} at {{time}}',
      closedBy: 'Closed by {{user}} on {{date}} at {{time}}',
      open: 'Open: not closed yet.',
      openAmount: 'Opening amount',
      salesCount: 'Sales',
      byMethod: 'Payments by method',
      payments: 'Payments',
      refunds: 'Refunds',
      cash: '(cash)',
      noPayments: 'No payments in this register.',
      expectedCash: 'Expected cash',
      counted: 'Counted cash',
      difference: 'Difference',
      shortage: 'Shortage',
      surplus: 'Surplus',
      even: 'No difference',
      sales: 'Sales of this register',
      noSales: 'No sales in this register.',
      pending: 'Sales awaiting delivery',
      pendingNote: 'Still open: their later payments go to the register open then.',
      received: 'Received',
      remaining: 'Remaining',
    },
  },
};
