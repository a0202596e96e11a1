/**
 * A piece of a download's name as the file system and every browser take it: lowercase ASCII
 * letters and digits, words joined by `-` ("SUCURSAL NORTE" -> "sucursal-norte", "TARJETA DE
 * CRÉDITO" -> "tarjeta-de-credito").
 */
export function fileSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A file's name that says what it holds: its kind, then what it was filtered by, the parts that
 * are empty left out (`ventas-sucursal-norte-2026-11-01-a-2026-11-27.csv`).
 */
export function fileName(kind: string, parts: (string | null | undefined)[], extension: string) {
  const said = parts.map((part) => fileSlug(part ?? '')).filter((part) => part !== '');
  return `${[kind, ...said].join('-')}.${extension}`;
}

/** A date range as a name says it: one day, `2026-11-01-a-2026-11-27`, `desde-…` or `hasta-…`. */
export function rangeName(from: unknown, to: unknown): string | undefined {
  const start = typeof from === 'string' ? from : undefined;
  const end = typeof to === 'string' ? to : undefined;
  if (start && end) return start === end ? start : `${start}-a-${end}`;
  if (start) return `desde-${start}`;
  if (end) return `hasta-${end}`;
  return undefined;
}
