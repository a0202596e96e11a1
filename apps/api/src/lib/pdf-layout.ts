import { formatDateTime } from '@iris/domain/common/dates';
import { interpolate } from '@iris/domain/i18n/messages';
import type { FileStorage } from './files/file-storage.js';

/*
 * The layout of Iris's PDFs: the branch on top with its logo, labelled fields, tables that carry
 * their header over to the next page, a block of totals and, on every page, the generation date
 * and "Página n de N". The sales documents (receipt, closing report) use all of it; the printed
 * CFDI (invoicing/invoice-pdf.ts) also sets blocks of fields side by side; the patient's history
 * writes its own body and shares the pages' foot.
 */

export const MARGIN = 54;
const MUTED = '#555555';
const RULE = '#cccccc';
const ACCENT = '#1f5f8b';
const LOGO = 56;
/** A logo is at most 512 x 512 (images.ts); anything far larger is not one of ours. */
const MAX_LOGO_BYTES = 4 * 1024 * 1024;

export type Pdf = PDFKit.PDFDocument;

export interface DocumentBranch {
  name: string;
  address: string;
  phone: string | null;
  logo: Buffer | null;
}

/** The branch's logo as bytes, or null: none set, missing from the storage, or too large. */
export async function logoOf(files: FileStorage, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const file = await files.get(key).catch(() => undefined);
  if (!file) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.body) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > MAX_LOGO_BYTES) return null;
      chunks.push(buffer);
    }
  } catch {
    // A storage that fails mid-read leaves the document without its logo, not without the sale.
    return null;
  }
  return Buffer.concat(chunks);
}

export async function openPdf(title: string): Promise<Pdf> {
  // Loaded on the first download, not at start-up (history-pdf.ts says why).
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: 'Iris', Creator: 'Iris' },
  });
}

export const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;

/** The branch's logo, name, address and phone, then the document's title. */
export function branchHeader(doc: Pdf, branch: DocumentBranch, title: string) {
  const top = doc.y;
  let left = MARGIN;
  if (branch.logo) {
    try {
      doc.image(branch.logo, MARGIN, top, { fit: [LOGO, LOGO] });
      left += LOGO + 12;
    } catch {
      // Not an image pdfkit reads (PNG and JPEG only): the name stands alone.
    }
  }
  const width = contentWidth(doc) - (left - MARGIN);
  doc.font('Helvetica-Bold').fontSize(16).fillColor(ACCENT).text(branch.name, left, top, { width });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text([branch.address, branch.phone].filter(Boolean).join(' · '), left, doc.y, { width });
  const logoBottom = left === MARGIN ? top : top + LOGO;
  doc.y = Math.max(doc.y, logoBottom) + 14;
  doc.font('Helvetica-Bold').fontSize(15).fillColor('black').text(title, MARGIN, doc.y);
  doc.moveDown(0.5);
}

/** "Label: value" on one line. */
export function field(doc: Pdf, label: string, value: string) {
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(`${label}: `, MARGIN, doc.y, {
    continued: true,
  });
  doc.font('Helvetica').text(value);
}

export interface FieldBlock {
  title?: string;
  fields: [label: string, value: string][];
}

/**
 * Blocks of "Label: value" lines side by side, each in an equal share of the area (by default the
 * page's width: an invoice's issuer beside its receiver); below them all afterwards.
 */
export function fieldBlocks(
  doc: Pdf,
  blocks: FieldBlock[],
  area = { x: MARGIN, width: contentWidth(doc) },
) {
  const share = area.width / blocks.length;
  const top = doc.y;
  let bottom = top;
  blocks.forEach((block, index) => {
    const x = area.x + index * share;
    const options = { width: share - 12 };
    doc.y = top;
    if (block.title) {
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(ACCENT)
        .text(block.title, x, doc.y, options);
      doc.moveDown(0.2);
    }
    for (const [label, value] of block.fields) {
      doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
      doc.text(`${label}: `, x, doc.y, { ...options, continued: true });
      doc.font('Helvetica').text(value, options);
    }
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom;
}

/** A new page when less than `height` is left: a block never splits across two pages. */
export function keepTogether(doc: Pdf, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function heading(doc: Pdf, text: string) {
  doc.moveDown(0.8);
  // The heading and the first rows under it.
  keepTogether(doc, 60);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(text, MARGIN, doc.y);
  doc.moveDown(0.3);
}

export function note(doc: Pdf, text: string) {
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(text, MARGIN, doc.y);
  doc.fillColor('black');
}

export interface Column {
  header: string;
  /** Share of the page's width; the shares of a table add up to 1. */
  share: number;
  align?: 'left' | 'right';
}

function rule(doc: Pdf) {
  doc
    .strokeColor(RULE)
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .stroke();
}

/** One row of cells side by side; answers the row's height (its tallest cell). */
function row(doc: Pdf, columns: Column[], cells: string[], bold: boolean) {
  const width = contentWidth(doc);
  const top = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9)
    .fillColor('black');
  let x = MARGIN;
  let bottom = top;
  columns.forEach((column, index) => {
    const cellWidth = column.share * width - 6;
    doc.text(cells[index] ?? '', x, top, { width: cellWidth, align: column.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
    x += column.share * width;
  });
  doc.x = MARGIN;
  doc.y = bottom + 3;
}

/** A table whose header repeats at the top of each page it runs onto. */
export function table(doc: Pdf, columns: Column[], rows: string[][]) {
  const headers = columns.map((column) => column.header);
  const printHeader = () => {
    row(doc, columns, headers, true);
    rule(doc);
    doc.y += 3;
  };
  printHeader();
  const width = contentWidth(doc);
  for (const cells of rows) {
    doc.font('Helvetica').fontSize(9);
    const line = doc.currentLineHeight(true);
    // A cell that fits on one line is one line high: measured by its width, far cheaper than
    // wrapping it (a global invoice's table has thousands of rows).
    const height = Math.max(
      ...columns.map((column, index) => {
        const cell = cells[index] ?? '';
        const cellWidth = column.share * width - 6;
        return !cell.includes('\n') && doc.widthOfString(cell) <= cellWidth
          ? line
          : doc.heightOfString(cell, { width: cellWidth });
      }),
    );
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      printHeader();
    }
    row(doc, columns, cells, false);
  }
  rule(doc);
  doc.y += 4;
}

/** Label and amount pairs aligned to the right, as the foot of an invoice reads. */
export function totals(doc: Pdf, lines: { label: string; value: string; bold?: boolean }[]) {
  const width = contentWidth(doc);
  const labelX = MARGIN + width * 0.45;
  keepTogether(doc, lines.length * 16);
  for (const line of lines) {
    const top = doc.y;
    doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(line.bold ? 11 : 10);
    doc.text(line.label, labelX, top, { width: width * 0.35, align: 'right' });
    doc.text(line.value, labelX + width * 0.35, top, { width: width * 0.2, align: 'right' });
    doc.x = MARGIN;
  }
}

/** Every page's foot (generation date, page n of N), then the end of the document. */
export function finish(
  doc: Pdf,
  labels: { generatedAt: string; page: string },
  timeZone: string,
  generatedAt: Date,
) {
  const generated = interpolate(labels.generatedAt, {
    date: formatDateTime(generatedAt, timeZone),
  });
  const width = contentWidth(doc);
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Written in the bottom margin: without lifting it, pdfkit would start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const page = interpolate(labels.page, { page: String(index + 1), pages: String(count) });
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`${generated} · ${page}`, MARGIN, doc.page.height - MARGIN / 2 - 8, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}
