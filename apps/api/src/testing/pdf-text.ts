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
