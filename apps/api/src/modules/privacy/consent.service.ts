import type { Consent, recordConsentSchema } from '@iris/domain/privacy/consent.schemas';
import type { z } from 'zod';
import { logAccess } from '../../lib/access-log.js';
import { AppError } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/recipe/crud.repository.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { findVisible } from '../../lib/recipe/resource-scope.js';
import { customersResource } from '../customers/customers.resource.js';
import { currentNotice, insertConsent } from './privacy.repository.js';

/*
 * By hand: a consent is no record of its own resource but a fact about a patient, recorded
 * against the notice in force (docs/api.md customers/consent).
 */

/** The patient, within the session's reach (403) and locked; one that does not exist is a 400. */
async function lockCustomer(context: ResourceContext, id: number) {
  await findVisible(context, customersResource, id, { lock: true }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'not_found'
      ? new AppError('invalid_input', {
          errors: [{ field: 'customer.id', message: 'validation.invalid' }],
        })
      : error;
  });
}

/**
 * docs/rules.md, Privacy and accounts: the patient accepts the current aviso; with none
 * published, 409 `privacy_notice_required`. The earlier acceptances stay, and the access log keeps
 * this one with the patient.
 */
export function recordConsent(
  context: ResourceContext,
  input: z.infer<typeof recordConsentSchema>,
): Promise<Consent> {
  return inTransaction(context, async (tx) => {
    const customerId = input.customer.id;
    await lockCustomer(tx, customerId);
    const notice = await currentNotice(tx.db);
    if (!notice) throw new AppError('privacy_notice_required');
    const row = await insertConsent(tx.db, {
      customerId,
      notice,
      way: input.way,
      sensitive: input.sensitive,
      userId: tx.session.id,
    });
    await logAccess(tx, { action: 'create', subject: 'consent', customerId, recordId: row.id });
    return {
      version: notice.version,
      at: row.at.toISOString(),
      way: input.way,
      sensitive: input.sensitive,
    };
  });
}
