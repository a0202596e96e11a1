/*
 * A CFDI's total in words, as Mexican invoices print it under the total:
 * 1234.56 -> "MIL DOSCIENTOS TREINTA Y CUATRO PESOS 56/100 M.N.". Read from the amount's exact
 * decimal text, digit by digit: no float between the XML and the words.
 */

const UNITS = [
  '',
  'UNO',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = [
  '',
  '',
  '',
  'TREINTA',
  'CUARENTA',
  'CINCUENTA',
  'SESENTA',
  'SETENTA',
  'OCHENTA',
  'NOVENTA',
];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/**
 * 1 to 999 in words. Before a noun (PESOS, MIL, MILLONES) "uno" loses its last vowel: UN PESO,
 * VEINTIÚN MIL, TREINTA Y UN MILLONES.
 */
function belowThousand(n: number, beforeNoun: boolean): string {
  if (n === 100) return 'CIEN';
  const rest = n % 100;
  let tail = rest < 30 ? (UNITS[rest] ?? '') : (TENS[Math.floor(rest / 10)] ?? '');
  if (rest >= 30 && rest % 10 > 0) tail += ` Y ${UNITS[rest % 10] ?? ''}`;
  if (beforeNoun) tail = tail.replace(/VEINTIUNO$/, 'VEINTIÚN').replace(/UNO$/, 'UN');
  return [HUNDREDS[Math.floor(n / 100)] ?? '', tail].filter(Boolean).join(' ');
}

/** 1 to 999,999 in words, before a noun. */
function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  return [
    thousands === 0 ? '' : thousands === 1 ? 'MIL' : `${belowThousand(thousands, true)} MIL`,
    rest === 0 ? '' : belowThousand(rest, true),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount in Mexican pesos (plain decimal text, at most two significant decimals, below a
 * million million pesos) in words with its cents: "UN MILLÓN DE PESOS 00/100 M.N.". Anything else
 * (negative, a comma, a third non-zero decimal) is refused rather than rounded or guessed.
 */
export function amountInWords(total: string): string {
  const match = /^(\d+)(?:\.(\d{1,2})0*)?$/.exec(total.trim());
  const whole = match?.[1]?.replace(/^0+(?=\d)/, '');
  if (!match || whole === undefined || whole.length > 12) {
    throw new RangeError(`Not an amount in pesos: ${total}`);
  }
  const cents = (match[2] ?? '').padEnd(2, '0');
  // Groups of at most six digits: numbers far below any float's limit of exact integers.
  const millions = Number(whole.slice(0, -6) || '0');
  const units = Number(whole.slice(-6));
  const words = [
    millions === 0 ? '' : millions === 1 ? 'UN MILLÓN' : `${belowMillion(millions)} MILLONES`,
    units === 0 ? '' : belowMillion(units),
  ]
    .filter(Boolean)
    .join(' ');
  const currency = whole === '1' ? 'PESO' : millions > 0 && units === 0 ? 'DE PESOS' : 'PESOS';
  return `${words || 'CERO'} ${currency} ${cents}/100 M.N.`;
}
