import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TableQuery } from '@iris/domain/common/table';
import type { Db } from '../../db/client.js';
import { logAccess, logRecordAccess } from '../access-log.js';
import { AppError } from '../app-error.js';
import { insertedRow } from './inserted-row.js';
import type { AnyResource, ItemContext, ResourceContext } from './resource.js';
import { relationId } from './resource.js';
import {
  assertEditable,
  assertReference,
  checkReferences,
  findVisible,
  lockParentOf,
  scopeCondition,
} from './resource-scope.js';
import { keyOf, stamped } from './row-values.js';
import type { SessionUser } from '../session.js';
import { assertMove, moveStatus } from './status-moves.js';
import { runTable, selectFrom } from '../table/table-engine.js';
import { searchCondition, searchNarrowing } from '../table/table-search.js';
import { tableTotals } from '../table/table-totals.js';

/*
 * The operations of the resource recipe. Each receives the session and applies the resource's
 * scope; each write runs in one transaction with the locks it needs.
 */

/**
 * What a table of the resource holds for these filters: its parents within reach (another
 * branch's is a 403), the scope, the resource's filters and what the search's index narrows it
 * to (searchNarrowing). The table, its totals and its CSV all start here.
 */
export async function tableWhere(
  context: ResourceContext,
  resource: AnyResource,
  filters: Record<string, unknown>,
) {
  // A table of one patient's records: that patient must be within reach, and it is a read of
  // their record for the access log.
  const log = resource.accessLog;
  const customerId = log?.table?.customerOf(filters);
  if (log?.table && customerId !== undefined)
    await findVisible(context, log.table.customers, customerId);
  for (const parent of resource.tableParents ?? []) {
    const id = filters[parent.filter];
    if (typeof id === 'number') {
      await assertReference(context, { field: `filters.${parent.filter}`, to: parent.to }, id);
    }
  }
  const search = typeof filters.search === 'string' ? filters.search : undefined;
  const where = {
    scope: scopeCondition(resource, context.session),
    filters: [
      ...(resource.filters?.where(filters) ?? []),
      await searchNarrowing(context.db, resource.list.search, search),
    ],
  };
  const logRead = async () => {
    if (log && customerId !== undefined) {
      await logAccess(context, { action: 'read', subject: log.subject, customerId });
    }
  };
  return { where, logRead };
}

export async function tableOf(
  context: ResourceContext,
  resource: AnyResource,
  query: TableQuery<Record<string, unknown>>,
  itemContext: ItemContext,
) {
  const { where, logRead } = await tableWhere(context, resource, query.filters);
  const table = await runTable(context.db, resource.list, query, where);
  const totals =
    resource.totals &&
    (await tableTotals(
      context.db,
      resource.list,
      { totals: resource.totals, rollup: resource.totalsRollup, session: context.session },
      query,
      where,
    ));
  await logRead();
  const items = table.items.map((row): unknown => resource.toItem(row, itemContext));
  return { tableData: { ...table, items }, ...(totals ? { totals } : {}) };
}

/**
 * One record within the scope. A read of a clinical record is logged, unless the caller only
 * answers the record it has just written (the write is logged already).
 */
export async function findOne(
  context: ResourceContext,
  resource: AnyResource,
  id: number,
  itemContext: ItemContext,
  { logRead = true }: { logRead?: boolean } = {},
): Promise<unknown> {
  const scope = scopeCondition(resource, context.session);
  const [row] = (await selectFrom(context.db, resource.list).where(
    and(eq(resource.id, id), scope),
  )) as Record<string, unknown>[];
  if (row) {
    if (logRead) await logRecordAccess(context, resource, 'read', id);
    return resource.toItem(row, itemContext);
  }
  // Only a miss pays a second query: it tells another branch's record (403) from none (404).
  await findVisible(context, resource, id);
  throw new AppError('not_found');
}

/** Checks that each chosen child belongs to the chosen parent (state in country, …). */
async function checkConsistency(
  context: ResourceContext,
  resource: AnyResource,
  input: Record<string, unknown>,
) {
  for (const rule of resource.consistency ?? []) {
    if (!input[rule.child] || !input[rule.parent]) continue;
    const [row] = await context.db
      .select({ parentId: rule.parentColumn })
      .from(rule.table)
      .where(eq(rule.id, relationId(input[rule.child])));
    if (!row || row.parentId !== relationId(input[rule.parent])) {
      throw new AppError('invalid_input', {
        errors: [{ field: `${rule.child}.id`, message: 'validation.invalid' }],
      });
    }
  }
}

/** Runs `work` in one transaction, with the session: every write of the recipe goes through it. */
export function inTransaction<T>(
  context: ResourceContext,
  work: (context: ResourceContext) => Promise<T>,
): Promise<T> {
  return context.db.transaction((tx) => work({ ...context, db: tx }));
}

/** Sets one column of one record, stamping its update time: a file's key, a flag. */
export async function setColumn(
  context: ResourceContext,
  resource: AnyResource,
  id: number,
  column: PgColumn,
  value: unknown,
) {
  await context.db
    .update(resource.table)
    .set(stamped(resource.table, { [keyOf(resource.table, column)]: value }))
    .where(eq(resource.id, id));
}

export function insertOne(context: ResourceContext, resource: AnyResource, input: object) {
  const create = resource.create;
  if (!create) throw new Error(`${resource.name} declares no create`);
  return inTransaction(context, async (tx) => {
    const body = input as Record<string, unknown>;
    await checkReferences(tx, resource, body);
    await checkConsistency(tx, resource, body);
    const values = (await create.values(input, tx)) as Record<string, unknown>;
    const rows = (await tx.db
      .insert(resource.table)
      .values(values)
      .returning({ id: resource.id })) as { id: number }[];
    const id = insertedRow(rows).id;
    await resource.after?.insert?.(tx, { id, input });
    await logRecordAccess(tx, resource, 'create', id);
    return id;
  });
}

export function updateOne(context: ResourceContext, resource: AnyResource, input: { id: number }) {
  const update = resource.update;
  if (!update) throw new Error(`${resource.name} declares no update`);
  return inTransaction(context, async (tx) => {
    const id = input.id;
    // Parent before child, as every action locks them, so that two writers never deadlock.
    await lockParentOf(tx, resource, id);
    const before = await findVisible(tx, resource, id, { lock: true });
    assertEditable(resource, before);
    await resource.guard?.(tx, id, 'update');
    const body = input as unknown as Record<string, unknown>;
    await checkReferences(tx, resource, body);
    await checkConsistency(tx, resource, body);
    const values = (await update.values(input, tx)) as Record<string, unknown>;
    await tx.db
      .update(resource.table)
      .set(stamped(resource.table, values))
      .where(eq(resource.id, id));
    await resource.after?.update?.(tx, { id, before: before.row, input });
    await logRecordAccess(tx, resource, 'update', id);
    return id;
  });
}

export function deleteOne(context: ResourceContext, resource: AnyResource, id: number) {
  return inTransaction(context, async (tx) => {
    await lockParentOf(tx, resource, id);
    const before = await findVisible(tx, resource, id, { lock: true });
    assertEditable(resource, before);
    await resource.guard?.(tx, id, 'delete');
    await logRecordAccess(tx, resource, 'delete', id);
    if (resource.softDelete) await setColumn(tx, resource, id, resource.softDelete, new Date());
    else await tx.db.delete(resource.table).where(eq(resource.id, id));
    await resource.after?.delete?.(tx, { id, before: before.row });
  });
}

/** The longest option list one call returns unless the resource says otherwise. */
export const DEFAULT_OPTIONS_MAX = 500;

/**
 * Options for selects and autocompletes: within the session's scope, optionally of one parent,
 * matching `search`, and never more than the resource's `max`.
 */
export async function optionsOf(
  context: ResourceContext,
  resource: AnyResource,
  request: OptionsRequest = {},
) {
  const { statement } = await optionsStatement(context.db, context.session, resource, request);
  return statement;
}

export interface OptionsRequest {
  search?: string | undefined;
  limit?: number | undefined;
  /** Only the options of this parent (`byParent`). */
  of?: { column: PgColumn; id: number };
}

/** The options' query, its search narrowed and not yet run (the benchmark explains it). */
export async function optionsStatement(
  db: Db,
  session: SessionUser,
  resource: AnyResource,
  request: OptionsRequest,
) {
  const options = resource.options;
  if (!options) throw new Error(`${resource.name} declares no options`);
  const max = options.max ?? DEFAULT_OPTIONS_MAX;
  // The options query reads the base table alone: a list's search on joined columns is left out.
  const listSearch = resource.list.search;
  const search =
    options.search ??
    (Array.isArray(listSearch)
      ? listSearch.filter((column) => column.table === resource.table)
      : listSearch);
  const narrowing = await searchNarrowing(db, search, request.search);
  const statement = db
    .select(options.fields)
    .from(resource.table)
    .where(
      and(
        scopeCondition(resource, session),
        request.of && eq(request.of.column, request.of.id),
        searchCondition(search, request.search),
        narrowing,
      ),
    )
    .orderBy(options.orderBy, resource.id)
    .limit(Math.min(request.limit ?? max, max));
  // Wrapped: a query builder returned from an async function would be run by the await.
  return { statement };
}

/**
 * A custom action: the record is read within the scope and locked, the state machine consulted,
 * the action's own work done (given the record as it was) and the new status written, all in
 * one transaction.
 */
export function runAction(
  context: ResourceContext,
  resource: AnyResource,
  action: NonNullable<AnyResource['actions']>[number],
  id: number,
  input: unknown,
) {
  return inTransaction(context, async (tx) => {
    await action.lock?.(tx, id);
    await lockParentOf(tx, resource, id);
    const { row: before } = await findVisible(tx, resource, id, { lock: true });
    const to = action.to;
    // Checked before the work, so that a refused move does none of it.
    if (to !== undefined) assertMove(resource, before, to, action.machine);
    await action.run?.(tx, { id, before, input });
    await logRecordAccess(tx, resource, 'update', id);
    if (to !== undefined) await moveStatus(tx, resource, { id, before }, to, action.machine);
    return action.message?.(before) ?? 'updated';
  });
}
