import { sql } from 'drizzle-orm';
import type { WhatsappConsentInput } from '@iris/domain/customers/customer.schemas';
import { whatsappNumber, type WhatsappConsentWay } from '@iris/domain/customers/whatsapp';
import { customers } from '../../db/schema/customers.schema.js';
import { AppError } from '../../lib/app-error.js';

/**
 * docs/rules.md WhatsApp: the patient's consent columns from the form's `whatsapp`. The date is
 * the server's, never the client's; `at` and `way` tell when and how the consent was last given or
 * ended, so a consent ended (BAJA, or at the counter) keeps the date it ended on.
 */

/** A new patient: absent, the columns' defaults (no consent); false, no consent and no date. */
export function whatsappOnCreate(input: WhatsappConsentInput | undefined) {
  if (input === undefined) return {};
  if (!input.consent) return { whatsappConsent: false };
  return {
    whatsappConsent: true,
    whatsappConsentAt: new Date(),
    whatsappConsentWay: input.way ?? 'MOSTRADOR',
  };
}

/**
 * An edited patient: absent, nothing changes. A consent sent as it already is keeps its date and
 * way (the form sends the switch each time); a change is stamped now, with its way.
 */
export function whatsappOnUpdate(input: WhatsappConsentInput | undefined) {
  if (input === undefined) return {};
  const unchanged = sql`${customers.whatsappConsent} = ${input.consent}`;
  const way: WhatsappConsentWay = input.way ?? 'MOSTRADOR';
  return {
    whatsappConsent: input.consent,
    whatsappConsentAt: sql`case when ${unchanged} then ${customers.whatsappConsentAt}
      else ${new Date().toISOString()}::timestamptz end`,
    whatsappConsentWay: sql`case when ${unchanged} then ${customers.whatsappConsentWay}
      else ${way} end`,
  };
}

/**
 * An update that leaves the consent as it is (no `whatsapp`) cannot take the number away: a phone
 * WhatsApp cannot reach is refused on `phone` while the patient consents (the form sends the switch,
 * so only another client meets this). Run after the write, in its transaction, so it undoes it.
 */
export function keepWhatsappNumber(
  before: { whatsappConsent: boolean },
  input: { phone: string; whatsapp?: WhatsappConsentInput | undefined },
) {
  if (!before.whatsappConsent || input.whatsapp !== undefined) return;
  if (whatsappNumber(input.phone) !== null) return;
  throw new AppError('invalid_input', {
    errors: [{ field: 'phone', message: 'validation.whatsappPhone' }],
  });
}

/** The item's `whatsapp`: the column's check holds the way to WHATSAPP_CONSENT_WAYS. */
export const whatsappItem = (row: {
  whatsappConsent: boolean;
  whatsappConsentAt: Date | null;
  whatsappConsentWay: string | null;
}) => ({
  consent: row.whatsappConsent,
  at: row.whatsappConsentAt?.toISOString() ?? null,
  way: row.whatsappConsentWay as WhatsappConsentWay | null,
});
