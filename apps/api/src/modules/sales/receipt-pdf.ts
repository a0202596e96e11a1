import { formatDateText, formatMoneyText, formatTimeText } from '@iris/domain/common/column-text';
import { interpolate } from '@iris/domain/i18n/messages';
import type { SalesDocumentLabels } from '@iris/domain/sales/sales-document-labels';
import type { ReceiptData } from './sales-documents.service.js';
import {
  branchHeader,
  field,
  finish,
  heading,
  note,
  openPdf,
  table,
  totals,
  type Pdf,
} from '../../lib/pdf-layout.js';

export interface ReceiptPdfInput extends ReceiptData {
  labels: SalesDocumentLabels;
  timeZone: string;
  generatedAt: Date;
}

const money = formatMoneyText;
/** A percent column's text without its idle decimals: 10.00 -> 10, 7.50 -> 7.5, 0 -> 0. */
const percent = (value: string | number) =>
  String(value)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');

/**
 * The sale's receipt (nota de venta, docs/api.md shoppings/getReceipt): the branch, the sale's serial,
 * date and people, its lines, its amounts down to the total, and every payment and refund with
 * what remains to pay.
 */
export async function receiptPdf(input: ReceiptPdfInput): Promise<Pdf> {
  const { sale, labels } = input;
  const { common, receipt } = labels;
  const doc = await openPdf(`${receipt.title} ${sale.serial}`);
  branchHeader(doc, input.branch, `${receipt.title} · ${common.serial} ${sale.serial}`);

  field(doc, common.serial, String(sale.serial));
  field(doc, receipt.dateTime, `${formatDateText(sale.date)} ${formatTimeText(sale.time)}`);
  field(doc, common.customer, sale.customer);
  field(doc, receipt.salesman, sale.salesman);
  field(
    doc,
    common.status,
    sale.status === sale.paymentStatus
      ? sale.status
      : `${sale.status} · ${receipt.paymentStatus}: ${sale.paymentStatus}`,
  );
  doc.moveDown(0.8);

  if (input.lines.length === 0) note(doc, receipt.noLines);
  else {
    table(
      doc,
      [
        { header: receipt.product, share: 0.52 },
        { header: receipt.qty, share: 0.12, align: 'right' },
        { header: receipt.price, share: 0.18, align: 'right' },
        { header: receipt.amount, share: 0.18, align: 'right' },
      ],
      input.lines.map((line) => [
        line.product,
        String(line.qty),
        money(line.price),
        money(line.amount),
      ]),
    );
  }
  doc.moveDown(0.3);
  const discounted = /[1-9]/.test(sale.discountPercent);
  totals(doc, [
    { label: receipt.amount, value: money(sale.amount) },
    ...(discounted
      ? [
          {
            label: interpolate(receipt.discount, { percent: percent(sale.discountPercent) }),
            value: money(`-${sale.discount}`),
          },
          { label: receipt.subtotal, value: money(sale.subtotal) },
        ]
      : []),
    {
      label: interpolate(receipt.vat, { percent: percent(sale.vatPercent) }),
      value: money(sale.vat),
    },
    { label: common.total, value: money(sale.total), bold: true },
  ]);

  heading(doc, receipt.payments);
  if (input.payments.length === 0) note(doc, receipt.noPayments);
  else {
    table(
      doc,
      [
        { header: common.date, share: 0.24 },
        { header: common.method, share: 0.34 },
        { header: receipt.kind, share: 0.2 },
        { header: common.total, share: 0.22, align: 'right' },
      ],
      input.payments.map((payment) => [
        `${formatDateText(payment.date)} ${formatTimeText(payment.time)}`,
        payment.method,
        payment.kind === 'DEVOLUCION' ? receipt.kinds.DEVOLUCION : receipt.kinds.PAGO,
        money(payment.total),
      ]),
    );
  }
  doc.moveDown(0.3);
  totals(doc, [
    { label: receipt.paid, value: money(sale.paid) },
    { label: receipt.remaining, value: money(sale.remaining), bold: true },
  ]);
  return finish(doc, common, input.timeZone, input.generatedAt);
}
