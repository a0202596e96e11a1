import { eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { TableQuery } from '@iris/domain/common/table';
import type { Db } from '../db/client.js';
import { AppError, notFound } from './app-error.js';
import type { ItemContext, ResourceDefinition } from './resource.js';
import { relationId } from './resource.js';
import { runTable, selectFrom, type Row } from './table-engine.js';

export async function tableOf<F extends SelectedFields, I>(
  db: Db,
  resource: ResourceDefinition<F, I>,
  query: TableQuery,
  context: ItemContext,
  conditions: (SQL | undefined)[] = [],
) {
  const filters = resource.filters?.(query.filters) ?? [];
  const table = await runTable(db, resource.list, query, [...conditions, ...filters]);
  return { ...table, items: table.items.map((row) => resource.toItem(row, context)) };
}

export async function findOne<F extends SelectedFields, I>(
  db: Db,
  resource: ResourceDefinition<F, I>,
  id: number,
  context: ItemContext,
): Promise<I> {
  const [row] = (await selectFrom(db, resource.list).where(eq(resource.id, id))) as Row<F>[];
  if (!row) throw notFound();
  return resource.toItem(row, context);
}

/** Checks that each chosen child belongs to the chosen parent (state in country, …). */
async function checkConsistency(
  db: Db,
  resource: ResourceDefinition,
  input: Record<string, unknown>,
) {
  for (const rule of resource.consistency ?? []) {
    if (!input[rule.child] || !input[rule.parent]) continue;
    const [row] = await db
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

export async function insertOne(
  db: Db,
  resource: ResourceDefinition,
  input: Record<string, unknown>,
) {
  await checkConsistency(db, resource, input);
  const [row] = await db
    .insert(resource.table)
    .values(resource.values(input))
    .returning({ id: resource.id });
  return row!.id as number;
}

export async function updateOne(
  db: Db,
  resource: ResourceDefinition,
  input: Record<string, unknown>,
) {
  const id = Number(input.id);
  await resource.guard?.(db, id, 'update');
  await checkConsistency(db, resource, input);
  const updated = await db
    .update(resource.table)
    .set({ ...resource.values(input), updatedAt: new Date() })
    .where(eq(resource.id, id))
    .returning({ id: resource.id });
  if (updated.length === 0) throw notFound();
  return id;
}

export async function deleteOne(db: Db, resource: ResourceDefinition, id: number) {
  await resource.guard?.(db, id, 'delete');
  const deleted = await db
    .delete(resource.table)
    .where(eq(resource.id, id))
    .returning({ id: resource.id });
  if (deleted.length === 0) throw notFound();
}

export function optionsOf(db: Db, resource: ResourceDefinition, where?: SQL) {
  const query = db.select(resource.options.fields).from(resource.table).$dynamic();
  return (where ? query.where(where) : query).orderBy(resource.options.orderBy);
}
