import type { PersonKind } from './sat-regimes.js';

/*
 * The RFC (Registro Federal de Contribuyentes) as the SAT assigns it: 3 letters for a persona
 * moral or 4 for a persona física (Ñ and & included), the date of birth or incorporation YYMMDD,
 * and the homoclave (two characters and a check digit). docs/rules.md, Invoicing.
 */

/** Público en general and foreign customers: an invoice's generic receivers, never a customer's. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;

const FORMAT = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[A\d])$/u;

/** The SAT's values of each character for the check digit (space pads a persona moral's RFC). */
const CHECK_TABLE = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** The check digit of an RFC's first 12 (física) or 11 (moral) characters: módulo 11. */
export function rfcCheckDigit(rfc: string): string {
  // Every character of an RFC is one UTF-16 unit (Ñ included): charAt reads them one by one.
  const padded = rfc.length === 12 ? ` ${rfc}` : rfc;
  let sum = 0;
  for (let index = 0; index < 12; index++) {
    sum += CHECK_TABLE.indexOf(padded.charAt(index)) * (13 - index);
  }
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  return digit === 10 ? 'A' : String(digit);
}

/** A date YYMMDD exists in some century: February 29th only in a year divisible by 4. */
function validDate(yy: string, mm: string, dd: string): boolean {
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = Number(yy) % 4 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

export type RfcProblem = 'rfcFormat' | 'rfcDate' | 'rfcCheckDigit' | 'rfcGeneric';

/** What is wrong with a customer's RFC (upper case), or null when the SAT would take it. */
export function rfcProblem(rfc: string): RfcProblem | null {
  if ((GENERIC_RFCS as readonly string[]).includes(rfc)) return 'rfcGeneric';
  const parts = FORMAT.exec(rfc);
  if (!parts) return 'rfcFormat';
  const [, , yy = '', mm = '', dd = ''] = parts;
  if (!validDate(yy, mm, dd)) return 'rfcDate';
  return rfcCheckDigit(rfc) === rfc.at(-1) ? null : 'rfcCheckDigit';
}

/** 12 characters: a persona moral; 13: a persona física. */
export const personKindOf = (rfc: string): PersonKind | null =>
  rfc.length === 12 ? 'moral' : rfc.length === 13 ? 'fisica' : null;
