/** Numbers as the clinics read them: 1,234,567 (es-MX), whatever the interface language. */
const wholeNumbers = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return wholeNumbers.format(value);
}

const oneDecimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/** A size as people read it: 850 B, 12.4 KB, 3.1 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${wholeNumbers.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}

const money = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money as the clinics read it: $1,234.56. */
export function formatMoney(value: number): string {
  return money.format(value);
}

const unitPrice = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** A price per unit, which may hold fractions of a cent: $0.80, $0.1523. */
export function formatUnitPrice(value: number): string {
  return unitPrice.format(value);
}
