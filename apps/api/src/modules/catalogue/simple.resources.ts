import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import type { Db } from '../../db/client.js';
import {
  applicationVersions,
  appointmentTypes,
  categories,
  paymentMethods,
} from '../../db/schema/catalogue.schema.js';
import { AppError } from '../../lib/app-error.js';
import { defineResource } from '../../lib/resource.js';
import { namedResource } from './named.resource.js';

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

export const applicationVersionsResource = defineResource({
  name: 'application-versions',
  table: applicationVersions,
  id: applicationVersions.id,
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
  item: z.object({
    id: z.number(),
    version: z.string(),
    description: z.string(),
    isLatest: z.boolean(),
  }),
  toItem: (row) => ({ ...row, isLatest: Boolean(row.isLatest) }),
  create: createSchemaOf('application-versions'),
  update: updateSchemaOf('application-versions'),
  values: (input) => ({ version: input.version, description: input.description }),
  options: {
    fields: { id: applicationVersions.id, name: applicationVersions.version },
    orderBy: desc(versionOrder),
  },
  deletable: true,
  // RULES.md: only the latest version (highest semantic version) can be edited or deleted.
  async guard(db, id) {
    const latest = await latestVersionId(db);
    if (latest === undefined) throw new AppError('not_found');
    if (latest !== id) throw new AppError('not_latest_version');
  },
});

export const categoriesResource = namedResource('categories', categories);
export const appointmentTypesResource = namedResource('appointment-type', appointmentTypes);
export const paymentMethodsResource = namedResource('payment-methods', paymentMethods);
