import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicationVersions, NAMED_CATALOGUE_TABLES } from '../../db/schema/catalogue.schema.js';
import { AppError } from '../../lib/app-error.js';
import { insertValues, type AnyResource } from '../../lib/recipe/resource.js';
import { catalogueResource } from './catalogue-resource.js';

/** Numeric order of x.y.zz, so 1.10.00 comes after 1.9.99. */
const versionOrder = sql`string_to_array(${applicationVersions.version}, '.')::int[]`;

async function latestVersionId(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ id: applicationVersions.id })
    .from(applicationVersions)
    .orderBy(desc(versionOrder))
    .limit(1);
  return row?.id;
}

export const applicationVersionsResource = catalogueResource('application-versions', {
  table: applicationVersions,
  list: {
    table: applicationVersions,
    fields: {
      id: applicationVersions.id,
      version: applicationVersions.version,
      description: applicationVersions.description,
      isLatest: sql<boolean>`${versionOrder} = (select max(string_to_array(v.version, '.')::int[]) from application_versions v)`,
    },
    sortKeys: {
      id: applicationVersions.id,
      version: versionOrder,
      description: applicationVersions.description,
    },
    defaultSort: 'id',
    search: [applicationVersions.version, applicationVersions.description],
  },
  toItem: (row) => row,
  values: (input) =>
    insertValues(applicationVersions, {
      version: input.version,
      description: input.description,
    }),
  options: {
    fields: { id: applicationVersions.id, name: applicationVersions.version },
    orderBy: desc(versionOrder),
  },
  deletable: true,
  // docs/rules.md: only the latest version (highest semantic version) can be edited or deleted.
  async guard({ db }, id) {
    const latest = await latestVersionId(db);
    if (latest === undefined) throw new AppError('not_found');
    if (latest !== id) throw new AppError('not_latest_version');
  },
});

type NamedCatalogue = keyof typeof NAMED_CATALOGUE_TABLES;

/** A resource that is only a unique name (appointment types). */
const namedResource = (
  name: NamedCatalogue,
  table: (typeof NAMED_CATALOGUE_TABLES)[NamedCatalogue],
): AnyResource =>
  catalogueResource(name, {
    table,
    list: {
      table,
      fields: { id: table.id, name: table.name },
      sortKeys: { id: table.id, name: table.name },
      defaultSort: 'id',
      search: [table.name],
    },
    toItem: (row) => row,
    values: (input) => insertValues(table, { name: input.name }),
    options: { fields: { id: table.id, name: table.name }, orderBy: table.name },
  });

/** Every named catalogue's resource, built from its table alone. */
export const NAMED_RESOURCES = Object.fromEntries(
  (Object.keys(NAMED_CATALOGUE_TABLES) as NamedCatalogue[]).map((name): [string, AnyResource] => [
    name,
    namedResource(name, NAMED_CATALOGUE_TABLES[name]),
  ]),
) as Record<NamedCatalogue, AnyResource>;
