import { formatDateText } from '@iris/domain/common/column-text';
import type { LabTicketLabels } from '@iris/domain/lab-orders/lab-ticket-labels';
import type { PrescriptionDocumentLabels } from '@iris/domain/prescriptions/prescription-document-labels';
import {
  branchHeader,
  field,
  finish,
  heading,
  note,
  openPdf,
  table,
  type Pdf,
} from '../../lib/pdf-layout.js';
import { eyesTable } from '../prescriptions/prescription-eyes-table.js';
import type { LabTicketData } from './lab-ticket.service.js';

export interface LabTicketPdfInput extends LabTicketData {
  labels: LabTicketLabels;
  /** The eyes' table in the printed receta's words. */
  prescriptionLabels: PrescriptionDocumentLabels;
  timeZone: string;
  generatedAt: Date;
}

/**
 * The lab ticket (orden de laboratorio) that goes with the work to the laboratory: the branch,
 * the order's folio, patient, laboratory, sale and promised date, both eyes as the receta writes
 * them, the frame and lenses sold (the sale's lines) and the order's notes.
 */
export async function labTicketPdf(input: LabTicketPdfInput): Promise<Pdf> {
  const { labels, order, prescription } = input;
  const doc = await openPdf(`${labels.title} ${order.serial}`);
  branchHeader(doc, input.branch, `${labels.title} · ${labels.serial} ${order.serial}`);

  field(doc, labels.serial, String(order.serial));
  field(doc, labels.customer, order.customer.name);
  field(doc, labels.laboratory, order.laboratory.name);
  field(doc, labels.sale, String(order.shopping.serial));
  field(doc, labels.promisedDate, formatDateText(order.promisedDate));

  heading(doc, labels.prescription);
  field(doc, labels.kind, input.prescriptionLabels.kinds[prescription.kind]);
  doc.moveDown(0.5);
  eyesTable(doc, prescription, input.prescriptionLabels);

  heading(doc, labels.lines);
  if (input.lines.length === 0) note(doc, labels.noLines);
  else {
    table(
      doc,
      [
        { header: labels.product, share: 0.82 },
        { header: labels.qty, share: 0.18, align: 'right' },
      ],
      input.lines.map((line) => [line.product, String(line.qty)]),
    );
  }

  if (order.notes) {
    heading(doc, labels.notes);
    note(doc, order.notes);
  }
  return finish(doc, labels, input.timeZone, input.generatedAt);
}
