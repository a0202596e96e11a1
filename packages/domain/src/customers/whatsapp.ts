/**
 * docs/rules.md WhatsApp: how the patient's consent last changed: given (or ended) at the counter,
 * or by replying to a message (BAJA, ALTO or STOP ends it).
 */
export const WHATSAPP_CONSENT_WAYS = ['MOSTRADOR', 'RESPUESTA'] as const;
export type WhatsappConsentWay = (typeof WHATSAPP_CONSENT_WAYS)[number];

/**
 * A Mexican number has 10 digits since 2019 (no 044/045/01 prefixes); its area code never starts
 * with 0 or 1, so a phone that does is a typing slip, not a number WhatsApp can reach.
 */
const MEXICAN_NUMBER = /^[2-9]\d{9}$/;

/**
 * The number WhatsApp messages go to: the patient's 10-digit phone as +52 (E.164), or null when
 * the phone is not a Mexican number (then the patient can get no WhatsApp).
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const digits = phone?.trim() ?? '';
  return MEXICAN_NUMBER.test(digits) ? `+52${digits}` : null;
}
