import { formatDateText } from '@iris/domain/common/column-text';
import { interpolate } from '@iris/domain/i18n/messages';
import type { PrescriptionDocumentLabels } from '@iris/domain/prescriptions/prescription-document-labels';
import { decimalText, EYES, powerText, type Eye } from '@iris/domain/prescriptions/refraction';
import {
  branchHeader,
  contentWidth,
  field,
  finish,
  heading,
  MARGIN,
  note,
  openPdf,
  table,
  type Column,
  type Pdf,
} from '../../lib/pdf-layout.js';
import type { PrescriptionDocumentData } from './prescription-documents.service.js';
import { eyeValuesOf, type StoredEye } from './prescription-values.js';

export interface PrescriptionPdfInput extends PrescriptionDocumentData {
  labels: PrescriptionDocumentLabels;
  timeZone: string;
  generatedAt: Date;
}

type Cell = keyof StoredEye;
interface Layout {
  /** The share of the page's width of the eye's column. */
  eye: number;
  /** The values' columns, in the form's order, with their shares. */
  cells: [Cell, number][];
}

const GLASSES: Layout = {
  eye: 0.07,
  cells: [
    ['sphere', 0.11],
    ['cylinder', 0.11],
    ['axis', 0.08],
    ['add', 0.11],
    ['prism', 0.09],
    ['prismBase', 0.11],
    ['pd', 0.08],
    ['vaSc', 0.12],
    ['vaCc', 0.12],
  ],
};
/** Contact lenses add the base curve and the diameter. */
const CONTACT: Layout = {
  eye: 0.06,
  cells: [
    ['sphere', 0.09],
    ['cylinder', 0.09],
    ['axis', 0.07],
    ['add', 0.09],
    ['prism', 0.08],
    ['prismBase', 0.1],
    ['pd', 0.07],
    ['vaSc', 0.07],
    ['vaCc', 0.07],
    ['baseCurve', 0.11],
    ['diameter', 0.1],
  ],
};

/**
 * One eye's cells as an optometrist writes them: powers signed with two decimals and PLANO for 0,
 * the axis in degrees, acuity as 20/x, millimetres as stored; nothing for a value not taken (no
 * addition, no prism). Hundredths come from the stored text, never through a float.
 */
function eyeCells(stored: StoredEye, labels: PrescriptionDocumentLabels): Record<Cell, string> {
  const values = eyeValuesOf(stored);
  const some = (hundredths: number | null, show: (value: number) => string) =>
    hundredths ? show(hundredths) : '';
  return {
    sphere: powerText(values.sphere),
    cylinder: powerText(values.cylinder),
    axis: values.axis === null ? '' : `${values.axis}°`,
    add: some(values.add, powerText),
    prism: some(values.prism, decimalText),
    prismBase: values.prismBase ? labels.bases[values.prismBase] : '',
    pd: stored.pd ?? '',
    vaSc: values.vaSc === null ? '' : `20/${values.vaSc}`,
    vaCc: values.vaCc === null ? '' : `20/${values.vaCc}`,
    baseCurve: stored.baseCurve ?? '',
    diameter: stored.diameter ?? '',
  };
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
 * under a line to sign on (RULES.md, Optical prescriptions).
 */
export async function prescriptionPdf(input: PrescriptionPdfInput): Promise<Pdf> {
  const { labels } = input;
  const doc = await openPdf(`${labels.title}: ${input.patient}`);
  branchHeader(doc, input.branch, labels.title);

  field(doc, labels.patient, input.patient);
  field(doc, labels.date, formatDateText(input.date));
  field(doc, labels.kind, labels.kinds[input.kind]);
  doc.moveDown(0.8);

  const { eye: eyeShare, cells } = input.kind === 'CONTACTO' ? CONTACT : GLASSES;
  const columns: Column[] = [
    { header: labels.eye, share: eyeShare },
    ...cells.map(([cell, share]) => ({ header: labels[cell], share })),
  ];
  const rows = EYES.map((eye: Eye) => {
    const shown = eyeCells(input[eye], labels);
    return [labels.eyes[eye], ...cells.map(([cell]) => shown[cell])];
  });
  table(doc, columns, rows);
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(labels.eyesLegend, MARGIN, doc.y);
  doc.fillColor('black');

  if (input.notes) {
    heading(doc, labels.notes);
    note(doc, input.notes);
  }
  doc.moveDown(2);
  signature(doc, input);
  return finish(doc, labels, input.timeZone, input.generatedAt);
}
