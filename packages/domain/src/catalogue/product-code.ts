import { z } from 'zod';
import { validationMessage as m } from '../i18n/validation-key.js';

/*
 * docs/rules.md Optical catalogue: a product's code, the supplier's EAN-13/UPC-A or one Iris
 * assigns. Iris's are EAN-13 in the in-store range: `20`, the product id in 10 digits and the check
 * digit (the same as migration 0038's iris_assigned_product_code), so that two can never collide;
 * a code typed by hand in that form is refused unless it is the product's own.
 */

/** The GS1 check digit of a GTIN's digits without it: weights 3, 1, 3… from the right. */
export function gtinCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const weight = (digits.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

const GTIN = /^\d{12,13}$/;

/** A code of 12 (UPC-A) or 13 (EAN-13) digits is a GTIN; other codes carry no check digit. */
const isGtin = (code: string) => GTIN.test(code);

/** Whether a GTIN's last digit is the check digit of the others. */
export function hasValidCheckDigit(code: string): boolean {
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** The code Iris assigns to product `id` (1..2147483647). */
export function assignedCode(id: number): string {
  const digits = `20${String(id).padStart(10, '0')}`;
  return `${digits}${gtinCheckDigit(digits)}`;
}

/** A 13-digit code starting with 20: the range Iris assigns from. */
export const isAssignedRange = (code: string) => /^20\d{11}$/.test(code);

/** Printable characters without spaces: what a scanner types and a label's barcode carries. */
const CODE = /^[\x21-\x7e]{1,40}$/;

/**
 * A code as typed: trimmed; blank or null means "assign one" (null). 12 or 13 digits must carry a
 * valid check digit.
 */
export const productCodeField = () =>
  z
    .string(m('type'))
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(
      z
        .string()
        .regex(CODE, m('productCode'))
        .refine((code) => !isGtin(code) || hasValidCheckDigit(code), m('gtinCheckDigit'))
        .nullable(),
    )
    .nullish();
