import { ageOn } from '@iris/domain/customers/customer-age';
import type { TFunction } from 'i18next';
import { today } from './format-date';

/**
 * The customer's history (docs/api.md, customers): the customers feature shows it as a tab, and
 * a prescription written or changed (the prescriptions feature) refreshes it.
 */
export const HISTORY_TABLE_ENDPOINT = 'customers/getCustomerHistory';

/** Mexico's two-digit area codes (Mexico City, Guadalajara, Monterrey); the rest have three. */
const TWO_DIGIT_AREAS = new Set(['33', '55', '56', '81']);

/** A 10-digit phone as people read it: 33 1234 0001, 442 123 4567. Anything else as it is. */
export function formatPhone(phone: string): string {
  if (!/^\d{10}$/.test(phone)) return phone;
  return TWO_DIGIT_AREAS.has(phone.slice(0, 2))
    ? `${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`
    : `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
}

/** "42 años" on this computer's calendar (the clinic's day), or null without a birth date. */
export function ageText(t: TFunction, birthDate: string | null | undefined): string | null {
  if (!birthDate) return null;
  return t('customer.age', { count: ageOn(birthDate, today()) });
}
