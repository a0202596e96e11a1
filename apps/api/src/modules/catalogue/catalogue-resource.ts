import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  createSchemaOf,
  updateSchemaOf,
  type CatalogueItemOf,
} from '@iris/domain/catalogue/catalogue.schemas';
import { catalogueOf, type CatalogueDeclarationOf } from '@iris/domain/catalogue/catalogues';
import type { CatalogueName } from '@iris/domain/registry/resources';
import type {
  ActionDefinition,
  Checked,
  Consistency,
  ItemContext,
  OptionsSpec,
  ResourceContext,
} from '../../lib/recipe/resource.js';
import { defineResource } from '../../lib/recipe/resource.js';
import type { Row, TableSpec } from '../../lib/table/table-engine.js';

type Filters<N extends CatalogueName> = z.infer<z.ZodObject<CatalogueDeclarationOf<N>['filters']>>;

/** A catalogue's filter shape, typed by its name. */
function filtersOf<N extends CatalogueName>(name: N) {
  const filters: CatalogueDeclarationOf<N>['filters'] = catalogueOf(name).filters;
  return filters;
}

/** `{id, name}` of a relation, as docs/api.md nests it. */
export const refOf = (id: number | null, name: string | null) => ({
  id: id ?? 0,
  name: name ?? '',
});

/**
 * A catalogue resource (docs/spec.md §7, common pattern): global scope, getTable, get, create,
 * update and options (and delete where docs/api.md lists it), written by super_admin and read by
 * everyone; its schemas, item and filters come from packages/domain by name.
 */
export function catalogueResource<
  N extends CatalogueName,
  TTable extends PgTable & { id: PgColumn },
  TFields extends SelectedFields,
>(
  name: N,
  definition: {
    table: TTable;
    list: TableSpec<TFields>;
    toItem(row: Row<TFields>, context: ItemContext): CatalogueItemOf<N>;
    /** A row's values from the body; `write` says whether it creates the row or updates it. */
    values(
      input: z.infer<ReturnType<typeof createSchemaOf<N>>>,
      write: 'create' | 'update',
    ): Checked<PgInsertValue<TTable>>;
    where?(filters: Filters<N>): (SQL | undefined)[];
    consistency?: Consistency[];
    options: OptionsSpec;
    deletable?: boolean;
    actions?: ActionDefinition[];
    guard?(context: ResourceContext, id: number, action: 'update' | 'delete'): Promise<void>;
    /** Work in the create's own transaction once the row is in (a branch's walk-in customer). */
    after?: { insert?(context: ResourceContext, change: { id: number }): Promise<void> };
  },
) {
  const { table } = definition;
  return defineResource({
    name,
    table,
    id: table.id,
    scope: { kind: 'global' },
    endpoints: {
      getTable: true,
      get: true,
      create: true,
      update: true,
      options: true,
      ...(definition.deletable ? { delete: true } : {}),
    },
    list: definition.list,
    filters: {
      shape: filtersOf(name),
      where: (filters: Filters<N>) => definition.where?.(filters) ?? [],
    },
    item: catalogueOf(name).item as unknown as z.ZodType<CatalogueItemOf<N>>,
    toItem: (row, context) => definition.toItem(row, context),
    create: { schema: createSchemaOf(name), values: (input) => definition.values(input, 'create') },
    update: {
      schema: updateSchemaOf(name) as unknown as z.ZodType<{ id: number }>,
      // The update body is the create body plus its id (catalogue.schemas.ts).
      values: (input) => definition.values(input as never, 'update') as never,
    },
    ...(definition.consistency ? { consistency: definition.consistency } : {}),
    options: definition.options,
    ...(definition.actions ? { actions: definition.actions } : {}),
    ...(definition.guard ? { guard: definition.guard.bind(definition) } : {}),
    ...(definition.after ? { after: definition.after } : {}),
  });
}
