/*
 * Barcodes as runs of modules ('1' a bar, '0' a space), for a PDF to draw as vector bars: EAN-13
 * (a 12-digit UPC-A is the same symbol with a leading 0) for supplier and Iris-assigned codes, and
 * Code 128 set B for any other printable ASCII code (products.code, RULES.md "Optical catalogue").
 */

const EAN_L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
/** A code's characters; codes are printable ASCII (product-code.ts), one unit each. */
const characters = (text: string) => Array.from(text);
const EAN_R = EAN_L.map((pattern) =>
  characters(pattern)
    .map((bit) => (bit === '1' ? '0' : '1'))
    .join(''),
);
const EAN_G = EAN_R.map((pattern) => characters(pattern).reverse().join(''));
/** The parity of the six left digits, told by the first digit. */
const EAN_PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** Code 128's symbols 0-106 as bar/space widths; 103-105 start A/B/C, 106 the stop. */
export const CODE128_WIDTHS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];
const START_B = 104;
const STOP = 106;

export interface Barcode {
  kind: 'EAN13' | 'CODE128';
  /** '1' a bar module, '0' a space module, quiet zones not included. */
  modules: string;
  /** What is printed under the bars. */
  text: string;
}

function eanCheckDigit(twelve: string): number {
  const sum = characters(twelve).reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/** The 95 modules of an EAN-13, from its 13 digits (the check digit is not recomputed). */
export function ean13(digits: string): string {
  const parity = EAN_PARITY[Number(digits.charAt(0))] ?? '';
  const left = characters(digits.slice(1, 7)).map((digit, index) =>
    parity.charAt(index) === 'L' ? EAN_L[Number(digit)] : EAN_G[Number(digit)],
  );
  const right = characters(digits.slice(7)).map((digit) => EAN_R[Number(digit)]);
  return `101${left.join('')}01010${right.join('')}101`;
}

const widthsToModules = (widths: string) =>
  characters(widths)
    .map((width, index) => (index % 2 ? '0' : '1').repeat(Number(width)))
    .join('');

/** Code 128 set B: start B, one symbol per character (space to ~), the mod-103 check, stop. */
export function code128(text: string): string {
  const values = characters(text).map((character) => {
    const value = character.charCodeAt(0) - 32;
    if (value < 0 || value > 94) throw new RangeError(`Not in Code 128 set B: ${character}`);
    return value;
  });
  const check = values.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103;
  return [START_B, ...values, check, STOP]
    .map((value) => widthsToModules(CODE128_WIDTHS[value] ?? ''))
    .join('');
}

/** A product's code as the barcode a scanner reads back as the same code. */
export function barcodeOf(code: string): Barcode {
  const gtin = /^\d{12,13}$/.test(code) ? code.padStart(13, '0') : null;
  if (gtin && eanCheckDigit(gtin.slice(0, 12)) === Number(gtin.charAt(12))) {
    return { kind: 'EAN13', modules: ean13(gtin), text: code };
  }
  return { kind: 'CODE128', modules: code128(code), text: code };
}
