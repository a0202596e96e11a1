import type { LABEL_LAYOUTS } from '@iris/domain/inventory/product-labels.schemas';
import { barcodeOf } from '../../lib/barcode.js';
import type { Pdf } from '../../lib/pdf-layout.js';

/*
 * Product labels (docs/api.md optical catalogue): one per page of a label printer's roll (50 x 25 mm),
 * or 3 x 8 to an A4 sheet of 70 x 37 mm labels. Each carries the name and price, the frame's brand,
 * model and size, and the code as vector bars with its characters under them.
 */

export interface ProductLabel {
  name: string;
  code: string;
  details: string;
  /** As printed ($1,234.56), or null when no storage sets one. */
  price: string | null;
}

const MM = 72 / 25.4;
const ROLL = { width: 50 * MM, height: 25 * MM, padding: 2.5 * MM };
const A4 = { width: 210 * MM, height: 297 * MM, columns: 3, rows: 8, padding: 4 * MM };
/** Quiet zone each side of the bars, in modules. */
const QUIET = 10;
const MAX_MODULE = 1.4;
const MAX_BARS_HEIGHT = 18 * MM;
const NAME_LINES = 2;

type Box = { x: number; y: number; width: number; height: number; padding: number };

function drawBars(
  doc: Pdf,
  modules: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const module = Math.min(MAX_MODULE, box.width / (modules.length + 2 * QUIET));
  let x = box.x + (box.width - modules.length * module) / 2;
  for (const run of modules.match(/1+|0+/g) ?? []) {
    if (run[0] === '1') doc.rect(x, box.y, run.length * module, box.height);
    x += run.length * module;
  }
  doc.fillColor('black').fill();
}

function drawLabel(doc: Pdf, label: ProductLabel, box: Box) {
  const left = box.x + box.padding;
  const top = box.y + box.padding;
  const width = box.width - 2 * box.padding;
  const bottom = box.y + box.height - box.padding;
  const priceWidth = label.price
    ? doc.font('Helvetica-Bold').fontSize(8).widthOfString(label.price)
    : 0;
  const nameWidth = width - (priceWidth ? priceWidth + 4 : 0);
  doc.fillColor('black').font('Helvetica-Bold').fontSize(7);
  // A long name takes a second line rather than losing its end (a 50 mm roll is narrow).
  const nameHeight = Math.min(
    NAME_LINES * doc.currentLineHeight(true),
    doc.heightOfString(label.name, { width: nameWidth }),
  );
  doc.text(label.name, left, top, { width: nameWidth, height: nameHeight + 0.5, ellipsis: true });
  if (label.price) {
    doc.fontSize(8).text(label.price, left + width - priceWidth, top - 0.5, { lineBreak: false });
  }
  let y = top + Math.max(8, nameHeight) + 1;
  doc.font('Helvetica').fontSize(6);
  if (label.details) {
    doc.text(label.details, left, y, { width, height: 7, ellipsis: true, lineBreak: false });
    y += 8;
  }
  const digitsTop = bottom - 6.5;
  const barcode = barcodeOf(label.code);
  const barsHeight = Math.min(MAX_BARS_HEIGHT, digitsTop - y - 2);
  drawBars(doc, barcode.modules, { x: left, y, width, height: barsHeight });
  doc.font('Helvetica').fontSize(6.5).fillColor('black');
  doc.text(barcode.text, left, y + barsHeight + 1.5, { width, align: 'center', lineBreak: false });
}

export async function productLabelsPdf(
  labels: ProductLabel[],
  layout: (typeof LABEL_LAYOUTS)[number],
): Promise<Pdf> {
  // Loaded on the first download, not at start-up (pdf-layout.ts's openPdf does the same).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: 'Etiquetas', Author: 'Iris', Creator: 'Iris' },
  });
  if (layout === 'ROLLO') {
    for (const label of labels) {
      doc.addPage({ size: [ROLL.width, ROLL.height], margin: 0 });
      drawLabel(doc, label, { x: 0, y: 0, ...ROLL });
    }
  } else {
    const perSheet = A4.columns * A4.rows;
    const width = A4.width / A4.columns;
    const height = A4.height / A4.rows;
    labels.forEach((label, index) => {
      const place = index % perSheet;
      if (place === 0) doc.addPage({ size: [A4.width, A4.height], margin: 0 });
      const x = (place % A4.columns) * width;
      const y = Math.floor(place / A4.columns) * height;
      drawLabel(doc, label, { x, y, width, height, padding: A4.padding });
    });
  }
  doc.end();
  return doc;
}
