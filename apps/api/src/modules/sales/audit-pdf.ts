import { formatDateText, formatMoneyText, formatTimeText } from '@iris/domain/common/column-text';
import { interpolate } from '@iris/domain/i18n/messages';
import type { SalesDocumentLabels } from '@iris/domain/sales/sales-document-labels';
import type { AuditReportData } from './sales-documents.service.js';
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

export interface AuditPdfInput extends AuditReportData {
  labels: SalesDocumentLabels;
  timeZone: string;
  generatedAt: Date;
}

const money = formatMoneyText;

/** docs/rules.md: difference = counted - expected; negative is faltante, positive sobrante. */
function differenceLabel(labels: SalesDocumentLabels['audit'], difference: number) {
  if (difference < 0) return labels.shortage;
  return difference > 0 ? labels.surplus : labels.even;
}

/**
 * The audit's closing report (corte de caja, docs/api.md audit/getPdf): who opened and closed it and
 * when, its summary as the audit's own figures (opening amount, sales, each method's payments and
 * refunds, expected cash against what was counted) and the sales made in it.
 */
export async function auditPdf(input: AuditPdfInput): Promise<Pdf> {
  const { summary, labels } = input;
  const { common, audit } = labels;
  const doc = await openPdf(`${audit.title} ${summary.id}`);
  branchHeader(doc, input.branch, `${audit.title} · ${audit.audit} ${summary.id}`);

  field(doc, common.branch, summary.branch.name);
  note(
    doc,
    interpolate(audit.openedBy, {
      user: summary.openedBy.name,
      date: formatDateText(summary.openDate),
      time: formatTimeText(summary.openTime),
    }),
  );
  note(
    doc,
    summary.closeDate === null
      ? audit.open
      : interpolate(audit.closedBy, {
          user: summary.closedBy?.name ?? '',
          date: formatDateText(summary.closeDate),
          time: formatTimeText(summary.closeTime ?? ''),
        }),
  );
  doc.moveDown(0.6);
  field(doc, audit.openAmount, money(summary.openAmount));
  field(doc, audit.salesCount, String(summary.salesCount));

  heading(doc, audit.byMethod);
  if (summary.byMethod.length === 0) note(doc, audit.noPayments);
  else {
    table(
      doc,
      [
        { header: common.method, share: 0.4 },
        { header: audit.payments, share: 0.2, align: 'right' },
        { header: audit.refunds, share: 0.2, align: 'right' },
        { header: common.total, share: 0.2, align: 'right' },
      ],
      summary.byMethod.map((row) => [
        row.isCash ? `${row.method.name} ${audit.cash}` : row.method.name,
        money(row.payments),
        money(row.refunds),
        money(row.total),
      ]),
    );
  }
  doc.moveDown(0.3);
  totals(doc, [
    { label: audit.expectedCash, value: money(summary.expectedCash), bold: true },
    ...(summary.closeAmount === null || summary.difference === null
      ? []
      : [
          { label: audit.counted, value: money(summary.closeAmount) },
          {
            label: `${audit.difference} (${differenceLabel(audit, summary.difference)})`,
            value: money(summary.difference),
            bold: true,
          },
        ]),
  ]);

  heading(doc, audit.sales);
  if (input.sales.length === 0) note(doc, audit.noSales);
  else {
    table(
      doc,
      [
        { header: common.serial, share: 0.12 },
        { header: common.customer, share: 0.44 },
        { header: common.status, share: 0.26 },
        { header: common.total, share: 0.18, align: 'right' },
      ],
      input.sales.map((sale) => [
        String(sale.serial),
        sale.customer,
        sale.status === sale.paymentStatus ? sale.status : `${sale.status} · ${sale.paymentStatus}`,
        money(sale.total),
      ]),
    );
  }
  if (summary.pendingSales.length > 0) {
    heading(doc, audit.pending);
    note(doc, audit.pendingNote);
    table(
      doc,
      [
        { header: common.serial, share: 0.12 },
        { header: common.customer, share: 0.4 },
        { header: common.total, share: 0.16, align: 'right' },
        { header: audit.received, share: 0.16, align: 'right' },
        { header: audit.remaining, share: 0.16, align: 'right' },
      ],
      summary.pendingSales.map((sale) => [
        String(sale.serial),
        sale.customer.name,
        money(sale.total),
        money(sale.paid),
        money(sale.remaining),
      ]),
    );
  }
  return finish(doc, common, input.timeZone, input.generatedAt);
}
