import { and, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { AppError, forbidden, notFound } from '../app-error.js';
import { assertBranch, branchScope } from '../branch-scope.js';
import type { AnyResource, Reference, ResourceContext } from './resource.js';
import { relationId } from './resource.js';
import { isSuperAdmin, type SessionUser } from '../session.js';

/**
 * The condition that keeps a resource's rows inside the session's reach (undefined: no limit):
 * its own rows (a kind of note, those not deleted), within the session's branch. A child is
 * visible where its parent is: `parent_id in (visible parents)`, to any depth.
 */
export function scopeCondition(resource: AnyResource, session: SessionUser): SQL | undefined {
  return and(resource.rows, reach(resource, session));
}

function reach(resource: AnyResource, session: SessionUser): SQL | undefined {
  const scope = resource.scope;
  if (scope.kind === 'parent') {
    const parentCondition = scopeCondition(scope.parent, session);
    if (!parentCondition) return undefined;
    const visible = sql`(select ${scope.parent.id} from ${scope.parent.table} where ${parentCondition})`;
    return or(
      ...[scope.column, ...(scope.also ?? [])].map((column) => sql`${column} in ${visible}`),
    );
  }
  if (isSuperAdmin(session)) return undefined;
  switch (scope.kind) {
    case 'global':
      return undefined;
    case 'branch':
      return branchScope(session, scope.column);
  }
}

/**
 * A resource's own rows through its parents' own rows, in every branch: what exists at all. A note
 * of a blocked patient does not, as the patient does not (a 404, not a 403 that tells it is there).
 */
function ownRows(resource: AnyResource): SQL | undefined {
  const scope = resource.scope;
  const parentRows = scope.kind === 'parent' ? ownRows(scope.parent) : undefined;
  if (scope.kind !== 'parent' || !parentRows) return resource.rows;
  const parents = sql`(select ${scope.parent.id} from ${scope.parent.table} where ${parentRows})`;
  return and(
    resource.rows,
    or(...[scope.column, ...(scope.also ?? [])].map((column) => sql`${column} in ${parents}`)),
  );
}

export interface VisibleRow {
  id: number;
  /** Its main status, when the resource has one. */
  status: string | null;
  /** The record as its table stores it: what an action or an after-hook is given as `before`. */
  row: Record<string, unknown>;
}

/**
 * One record inside the session's scope, locked when asked (inside the transaction
 * of a write or an action). Another branch's record is a 403; one that does not exist, a 404.
 */
export async function findVisible(
  context: ResourceContext,
  resource: AnyResource,
  id: number,
  options: { lock?: boolean } = {},
): Promise<VisibleRow> {
  const status = resource.status?.column ?? sql<null>`null`;
  const query = context.db
    .select({ id: resource.id, status, row: getTableColumns(resource.table) })
    .from(resource.table)
    .where(and(eq(resource.id, id), scopeCondition(resource, context.session)))
    .$dynamic();
  // NO KEY UPDATE serializes the writers of a record without blocking other tables' foreign-key
  // checks on it (a movement inserted for a storage another transaction holds locked).
  const [row] = (await (options.lock ? query.for('no key update') : query)) as VisibleRow[];
  if (row) return row;
  // Among the resource's own rows: a deleted note is not found, not forbidden.
  const [exists] = await context.db
    .select({ id: resource.id })
    .from(resource.table)
    .where(and(eq(resource.id, id), ownRows(resource)));
  throw exists ? forbidden() : notFound();
}

const invalidField = (field: string) =>
  new AppError('invalid_input', {
    errors: [{ field: `${field}.id`, message: 'validation.invalid' }],
  });

/** Refuses a change to a record whose status no longer takes changes (only NUEVO does). */
export function assertEditable(resource: AnyResource, row: VisibleRow) {
  if (resource.status && !resource.status.machine.isEditable(row.status ?? '')) {
    throw new AppError('invalid_state');
  }
}

/** Refuses a change to a child while its parent is in a status that does not take it. */
function assertParentAccepts(
  scope: Extract<AnyResource['scope'], { kind: 'parent' }>,
  parent: VisibleRow,
) {
  if (!scope.parentStates) {
    assertEditable(scope.parent, parent);
    return;
  }
  if (!scope.parentStates.includes(parent.status ?? '')) throw new AppError('invalid_state');
}

/**
 * The relations a write body names (`branch`, `customer`, `storage`, the parent) must be within
 * the session's reach: another branch's is a 403, one that does not exist a 400 on its field. The
 * parent of a child resource is locked and must still take changes.
 */
export async function checkReferences(
  context: ResourceContext,
  resource: AnyResource,
  input: Record<string, unknown>,
) {
  for (const reference of resource.references ?? []) {
    const value = input[reference.field];
    if (value === undefined || value === null) continue;
    await assertReference(context, reference, relationId(value));
  }
  const scope = resource.scope;
  if (scope.kind === 'parent' && input[scope.field] != null) {
    await lockParent(context, resource, relationId(input[scope.field]));
  }
}

/** One related record must be within the session's reach: 403 if not, 400 if it does not exist. */
export async function assertReference(context: ResourceContext, reference: Reference, id: number) {
  if (reference.to === 'branch') {
    assertBranch(context.session, id);
    return;
  }
  await findVisible(context, reference.to, id).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'not_found'
      ? invalidField(reference.field)
      : error;
  });
}

/** The parent of a child resource, locked for the rest of the transaction, in a status that takes children's changes. */
export async function lockParent(
  context: ResourceContext,
  resource: AnyResource,
  parentId: number,
) {
  const scope = resource.scope;
  if (scope.kind !== 'parent') return;
  const parent = await findVisible(context, scope.parent, parentId, { lock: true }).catch(
    (error: unknown) => {
      throw error instanceof AppError && error.code === 'not_found'
        ? invalidField(scope.field)
        : error;
    },
  );
  assertParentAccepts(scope, parent);
}

/** For an update or delete of a child: its current parent, locked and still editable. */
export async function lockParentOf(context: ResourceContext, resource: AnyResource, id: number) {
  const scope = resource.scope;
  if (scope.kind !== 'parent') return;
  const [row] = (await context.db
    .select({ parentId: scope.column })
    .from(resource.table)
    .where(eq(resource.id, id))) as { parentId: number }[];
  if (row) await lockParent(context, resource, row.parentId);
}
