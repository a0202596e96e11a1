import { centsOf } from './cfdi/cfdi-cents.js';
import { GENERIC_RFCS } from './rfc.js';

/** An invoice's Total above this (not equal) asks its receiver to accept its cancellation. */
export const ACCEPTANCE_ABOVE = '1000.00';

export interface AcceptanceFacts {
  /** TipoDeComprobante: only an ingreso (I) waits; an egreso (E) or a payment's (P) does not. */
  kind: string;
  /** The CFDI's Total as the database answers it: decimal text, never a float. */
  total: string;
  receiverRfc: string;
}

/**
 * docs/rules.md, Cancellation: whether the SAT asks the receiver to accept the cancellation of a
 * CFDI (up to 3 business days; unanswered, the SAT cancels it). An ingreso above $1,000.00 to a
 * receiver of its own does; one of $1,000.00 or less, a global invoice (PÚBLICO EN GENERAL, a
 * foreign receiver's generic RFC), an egreso or a payment's CFDI is cancelled at once. The SAT
 * has the last word: its answer is what Iris records.
 */
export function cancelNeedsAcceptance({ kind, total, receiverRfc }: AcceptanceFacts): boolean {
  return (
    kind === 'I' &&
    centsOf(total) > centsOf(ACCEPTANCE_ABOVE) &&
    !(GENERIC_RFCS as readonly string[]).includes(receiverRfc)
  );
}
