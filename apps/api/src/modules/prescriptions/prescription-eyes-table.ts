import type { PrescriptionDocumentLabels } from '@iris/domain/prescriptions/prescription-document-labels';
import {
  decimalText,
  EYES,
  powerText,
  type Eye,
  type PrescriptionKind,
} from '@iris/domain/prescriptions/refraction';
import { MARGIN, table, type Column, type Pdf } from '../../lib/pdf-layout.js';
import { eyeValuesOf, type StoredEye } from './prescription-values.js';

/*
 * Both eyes of a prescription in one table, as the printed receta and the lab ticket show them.
 */

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

/** The table of both eyes (OD, OI), with the legend of its abbreviations under it. */
export function eyesTable(
  doc: Pdf,
  prescription: { kind: PrescriptionKind } & Record<Eye, StoredEye>,
  labels: PrescriptionDocumentLabels,
) {
  const { eye: eyeShare, cells } = prescription.kind === 'CONTACTO' ? CONTACT : GLASSES;
  const columns: Column[] = [
    { header: labels.eye, share: eyeShare },
    ...cells.map(([cell, share]) => ({ header: labels[cell], share })),
  ];
  const rows = EYES.map((eye) => {
    const shown = eyeCells(prescription[eye], labels);
    return [labels.eyes[eye], ...cells.map(([cell]) => shown[cell])];
  });
  table(doc, columns, rows);
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(labels.eyesLegend, MARGIN, doc.y);
  doc.fillColor('black');
}
