import { formatDate, formatDateTime } from '@iris/domain/common/dates';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import type { RecordLabels } from '@iris/domain/customers/record-labels';
import { finish, MARGIN } from '../../lib/pdf-layout.js';
import { personName } from '@iris/domain/common/person-name';

export interface HistoryPdfInput {
  customer: {
    name: string;
    paternal: string;
    maternal: string;
    phone: string;
    email: string | null;
    address: string | null;
    branchName: string;
    branchAddress: string;
    branchPhone: string | null;
  };
  entries: HistoryEntry[];
  labels: RecordLabels['history'];
  timeZone: string;
  generatedAt: Date;
}

const MUTED = '#555555';
const RULE = '#cccccc';

/**
 * The history PDF (docs/spec.md §2): the clinic and branch on top, the patient, every entry newest
 * first, and on each page its number and the generation date. Pages are kept until the end so
 * that each can say "Página n de N".
 */
export async function historyPdf(input: HistoryPdfInput): Promise<PDFKit.PDFDocument> {
  // Loaded on the first download, not at start-up (a sixth of a second of every start).
  const { default: PDFDocument } = await import('pdfkit');
  const { customer, labels, timeZone } = input;
  const fullName = personName(customer);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${labels.title}: ${fullName}`, Author: 'Iris', Creator: 'Iris' },
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1f5f8b').text('Iris');
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(
    [customer.branchName, customer.branchAddress, customer.branchPhone].filter(Boolean).join(' · '),
  );
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(labels.title);
  doc.moveDown(0.6);

  const field = (label: string, value: string | null) => {
    if (!value) return;
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  field(labels.customer, fullName);
  field(labels.phone, customer.phone);
  field(labels.email, customer.email);
  field(labels.address, customer.address);
  doc.moveDown(1);

  doc.font('Helvetica-Bold').fontSize(13).text(labels.entries);
  doc.moveDown(0.4);
  if (input.entries.length === 0) doc.font('Helvetica').fontSize(10).text(labels.empty);
  for (const entry of input.entries) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    const when = entry.timed ? formatDateTime : formatDate;
    doc.text(`${when(entry.date, timeZone)} · ${labels[entry.kind]}`);
    doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(entry.title, { width });
    doc.font('Helvetica').fontSize(10).text(entry.description, { width });
    doc.moveDown(0.4);
    doc
      .strokeColor(RULE)
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .stroke();
    doc.moveDown(0.6);
  }

  return finish(doc, labels, timeZone, input.generatedAt);
}
