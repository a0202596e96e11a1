import { execFileSync } from 'node:child_process';

/*
 * What a reader sees in a PDF, through poppler's command-line tools (pdftotext, pdfimages; Debian's
 * poppler-utils, also what the browser tests render pages with): the test asserts the document's
 * words, not pdfkit's byte layout.
 */

/** The document's text, page after page, lines kept as laid out. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
}

/** The images placed in the document (a logo), as pdfimages lists them. */
export function pdfImages(pdf: Buffer): { width: number; height: number }[] {
  const listing = execFileSync('pdfimages', ['-list', '-'], { input: pdf }).toString('utf8');
  return listing
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length > 4 && cells[2] === 'image')
    .map((cells) => ({ width: Number(cells[3]), height: Number(cells[4]) }));
}

/**
 * Each page's text as pdfjs reads it, runs in drawing order with single spaces between them: a
 * word drawn at an angle (a CANCELADO across the page) stays one word, where pdftotext's layout
 * scatters its letters.
 */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  // Loaded by the files that read a PDF this way only.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const runs = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(runs.join(' ').replace(/\s+/g, ' '));
  }
  await document.destroy();
  return pages;
}

/** One page rendered by poppler as a PNG, as a reader's screen shows it. */
export const pdfPagePng = (pdf: Buffer, page: number, dpi = 150): Buffer =>
  execFileSync(
    'pdftoppm',
    ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', '-'],
    {
      input: pdf,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
