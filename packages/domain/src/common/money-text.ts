// Money as people type it, read without zod: the web app's first page formats money with it and
// must not download the schemas' library for that.

/**
 * Money as Iris writes it ($1,229.00): an optional `$`, then digits in groups of three split by
 * commas. Only well-placed commas go: '1,2,3' or '12,50' is not money and stays refused.
 */
const WRITTEN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d*)?$/;

/** The plain decimal text of money typed as Iris writes it ('$1,229.00' -> '1229.00'). */
export function moneyText(text: string): string {
  const written = WRITTEN.exec(text.trim());
  return written?.[1] ? written[1].replaceAll(',', '') + (written[2] ?? '') : text.trim();
}
