import { formatDateText } from '@iris/domain/common/column-text';
import { interpolate } from '@iris/domain/i18n/messages';
import type { PrescriptionDocumentLabels } from '@iris/domain/prescriptions/prescription-document-labels';
import {
  branchHeader,
  contentWidth,
  field,
  finish,
  heading,
  MARGIN,
  note,
  openPdf,
  type Pdf,
} from '../../lib/pdf-layout.js';
import type { PrescriptionDocumentData } from './prescription-documents.service.js';
import { eyesTable } from './prescription-eyes-table.js';

export interface PrescriptionPdfInput extends PrescriptionDocumentData {
  labels: PrescriptionDocumentLabels;
  timeZone: string;
  generatedAt: Date;
}

/** Room for the signature block: a blank to sign on, the line, the name and the cédula. */
const SIGNATURE_HEIGHT = 110;
const SIGNATURE_WIDTH = 240;

function signature(doc: Pdf, input: PrescriptionPdfInput) {
  const { labels, doctor } = input;
  if (doc.y + SIGNATURE_HEIGHT > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const left = MARGIN + (contentWidth(doc) - SIGNATURE_WIDTH) / 2;
  const lineY = doc.y + 60;
  doc
    .strokeColor('black')
    .moveTo(left, lineY)
    .lineTo(left + SIGNATURE_WIDTH, lineY)
    .stroke();
  const centred = { width: SIGNATURE_WIDTH, align: 'center' as const };
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(labels.signature, left, lineY + 3, {
      ...centred,
    });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('black')
    .text(doctor.name, left, doc.y + 4, {
      ...centred,
    });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(interpolate(labels.professionalLicense, { number: doctor.professionalLicense }), {
      ...centred,
    });
  doc.x = MARGIN;
}

/**
 * The prescription for the patient (receta): the branch with its logo, the patient, the date and
 * kind, both eyes in one table, the observations, and the doctor's name and cédula profesional
 * under a line to sign on (docs/rules.md, Optical prescriptions).
 */
export async function prescriptionPdf(input: PrescriptionPdfInput): Promise<Pdf> {
  const { labels } = input;
  const doc = await openPdf(`${labels.title}: ${input.customerName}`);
  branchHeader(doc, input.branch, labels.title);

  field(doc, labels.customer, input.customerName);
  field(doc, labels.date, formatDateText(input.date));
  field(doc, labels.kind, labels.kinds[input.kind]);
  doc.moveDown(0.8);

  eyesTable(doc, input, labels);

  if (input.notes) {
    heading(doc, labels.notes);
    note(doc, input.notes);
  }
  doc.moveDown(2);
  signature(doc, input);
  return finish(doc, labels, input.timeZone, input.generatedAt);
}
