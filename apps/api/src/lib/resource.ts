import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Role } from '@iris/domain/users/roles';
import type { Db } from '../db/client.js';
import type { Row, TableSpec } from './table-engine.js';

export interface ItemContext {
  /** The URL a stored file is served back at (signed, for logged-in users). */
  fileUrl(key: string | null): string | null;
}

/** "child must belong to parent": e.g. the chosen state must be in the chosen country. */
export interface Consistency {
  /** Field of the body holding the child relation, e.g. 'state'. */
  child: string;
  /** Field of the body holding the parent relation, e.g. 'country'. */
  parent: string;
  table: PgTable;
  id: PgColumn;
  parentColumn: PgColumn;
}

/**
 * A catalogue resource is this declaration; crud.routes.ts turns it into getTable, get/{id},
 * create, update, options (and delete when allowed). DESIGN.md: one recipe per kind of thing.
 */
export interface ResourceDefinition<
  TFields extends SelectedFields = SelectedFields,
  TItem = unknown,
> {
  /** The URL segment: /api/{name}/getTable … */
  name: string;
  table: PgTable;
  id: PgColumn;
  list: TableSpec<TFields>;
  /** Extra table filters besides the free-text search (e.g. filters.countryId), on the base table's columns. */
  filters?: (filters: Record<string, unknown>) => (SQL | undefined)[];
  item: z.ZodType<TItem>;
  toItem(row: Row<TFields>, context: ItemContext): TItem;
  create: z.ZodObject;
  update: z.ZodObject;
  /** Column values from a validated create/update body. */
  values(input: Record<string, unknown>): Record<string, unknown>;
  consistency?: Consistency[];
  options: { fields: SelectedFields; orderBy: PgColumn | SQL };
  writeRoles?: readonly Role[];
  /** Declares DELETE {name}/delete/{id}. */
  deletable?: boolean;
  /** Refuses an update or delete of a record that must not change (e.g. an old version). */
  guard?(db: Db, id: number, action: 'update' | 'delete'): Promise<void>;
}

export function defineResource<TFields extends SelectedFields, TItem>(
  definition: ResourceDefinition<TFields, TItem>,
): ResourceDefinition<TFields, TItem> {
  return definition;
}

export const relationId = (value: unknown): number => Number((value as { id: number | string }).id);
