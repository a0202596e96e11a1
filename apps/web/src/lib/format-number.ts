/** Numbers as the clinics read them: 1,234,567 (es-MX), whatever the interface language. */
const wholeNumbers = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return wholeNumbers.format(value);
}
