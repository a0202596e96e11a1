import { z } from 'zod';
import { relation } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';

/** How the patient accepted the aviso: signed on paper at the counter, or on a screen. */
export const CONSENT_WAYS = ['PAPEL', 'PANTALLA'] as const;
export type ConsentWay = (typeof CONSENT_WAYS)[number];

/**
 * docs/api.md customers/consent: the patient accepts the current aviso de privacidad; `sensitive`
 * is the explicit consent for health data the law asks for (docs/rules.md, Privacy and accounts).
 */
export const recordConsentSchema = z.object({
  customer: relation(),
  way: z.enum(CONSENT_WAYS, { error: () => m('oneOf') }),
  sensitive: z.boolean({ error: () => m('type') }),
});
export type RecordConsentInput = z.input<typeof recordConsentSchema>;

/** The patient's latest acceptance, as customers' get and getTable carry it (null: none). */
export const consentSchema = z.object({
  version: z.number(),
  /** ISO instant. */
  at: z.string(),
  way: z.enum(CONSENT_WAYS),
  sensitive: z.boolean(),
});
export type Consent = z.infer<typeof consentSchema>;

/**
 * What the patient's record warns of: no consent, consent of an older version than the one in
 * force, or consent without the sensitive kind (no health data may be kept without it).
 */
export type ConsentGap = 'none' | 'outdated' | 'notSensitive' | null;

export function consentGap(consent: Consent | null, currentVersion: number | null): ConsentGap {
  if (!consent) return 'none';
  if (currentVersion !== null && consent.version < currentVersion) return 'outdated';
  if (!consent.sensitive) return 'notSensitive';
  return null;
}
