import type { AccessAction, AccessSubject } from '@iris/domain/customers/access-log.schemas';
import { accessLog } from '../db/schema/customers.schema.js';
import type { AnyResource, ResourceContext } from './recipe/resource.js';

export interface AccessEntry {
  action: AccessAction;
  subject: AccessSubject;
  customerId: number;
  recordId?: number | null;
  detail?: string | null;
}

/** Appends one entry, in the caller's transaction when it has one (a change and its entry agree). */
export async function logAccess(context: ResourceContext, entry: AccessEntry) {
  await context.db.insert(accessLog).values({
    userId: context.session.id,
    action: entry.action,
    subject: entry.subject,
    customerId: entry.customerId,
    recordId: entry.recordId ?? null,
    ip: context.ip,
    detail: entry.detail ?? null,
  });
}

/** The entry of one record's read or change, when its resource keeps the log. */
export async function logRecordAccess(
  context: ResourceContext,
  resource: AnyResource,
  action: AccessAction,
  id: number,
) {
  const spec = resource.accessLog;
  if (!spec) return;
  const customerId = await spec.customerOf(context, id);
  if (customerId !== undefined) {
    await logAccess(context, { action, subject: spec.subject, customerId, recordId: id });
  }
}
