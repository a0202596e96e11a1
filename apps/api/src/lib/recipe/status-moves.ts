import { eq } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { AnyResource, ResourceContext, ResourceStatus } from './resource.js';
import { keyOf, stamped } from './row-values.js';

/** One of a resource's state machines: its main `status`, or one of `statuses` by name. */
function machineOf(resource: AnyResource, name: string | undefined): ResourceStatus {
  const status =
    name === undefined
      ? resource.status
      : Object.hasOwn(resource.statuses ?? {}, name)
        ? resource.statuses?.[name]
        : undefined;
  if (!status) throw new Error(`${resource.name} declares no status ${name ?? ''}`);
  return status;
}

/**
 * Moves a record (read and locked in this transaction as `before`) to another status of one of
 * its machines, when that machine allows the move: a hook recomputing a sale's payment status, an
 * action's `to`. A move to the status it already has writes nothing.
 */
export async function moveStatus(
  context: ResourceContext,
  resource: AnyResource,
  record: { id: number; before: Record<string, unknown> },
  to: string,
  machineName?: string,
) {
  const status = machineOf(resource, machineName);
  const key = keyOf(resource.table, status.column);
  if (record.before[key] === to && !status.machine.canTransition(to, to)) return;
  assertMove(resource, record.before, to, machineName);
  await context.db
    .update(resource.table)
    .set(stamped(resource.table, { [key]: to }))
    .where(eq(resource.id, record.id));
}

/** Refuses a move the machine does not allow from the record's status as it was read. */
export function assertMove(
  resource: AnyResource,
  before: Record<string, unknown>,
  to: string,
  machineName?: string,
) {
  const status = machineOf(resource, machineName);
  const from = before[keyOf(resource.table, status.column)];
  if (!status.machine.canTransition(typeof from === 'string' ? from : '', to)) {
    throw new AppError('invalid_state');
  }
}
