import type { paymentsReportResource } from './payments-report.resource.js';

type PaymentsReportRow = Parameters<typeof paymentsReportResource.toItem>[0];

/** csv/example's made-up payment: a deposit with 16 % VAT on a sale of $2,320.00. */
export const EXAMPLE_PAYMENT: PaymentsReportRow = {
  id: 1,
  kind: 'PAGO',
  saleId: 1,
  serial: 128,
  saleDate: '2031-05-10',
  saleTime: '11:00:00',
  date: '2031-05-10',
  time: '11:32:05',
  methodId: 1,
  methodName: 'EFECTIVO',
  salesmanId: 1,
  salesmanName: 'FERNANDA GUTIÉRREZ LÓPEZ',
  auditId: 1,
  saleAmount: '2320.00',
  amount: '1000.00',
  vat: '160.00',
  total: '1160.00',
};
