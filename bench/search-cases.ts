// The searches of `npm run bench:search`: each large searchable table with words no row holds
// together, one row's and many rows', as the web asks for them, and the statements one request
// runs (built by the same code the API runs, to be explained).
import type { SQLWrapper } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { tableQuerySchemaOf } from '@iris/domain/common/table';
import type { Db } from '../apps/api/src/db/client.js';
import { customers } from '../apps/api/src/db/schema/customers.schema.js';
import { optionsStatement } from '../apps/api/src/lib/recipe/crud.repository.js';
import type { AnyResource } from '../apps/api/src/lib/recipe/resource.js';
import type { SessionUser } from '../apps/api/src/lib/session.js';
import { tableQueries, type TableSpec } from '../apps/api/src/lib/table/table-engine.js';
import { searchNarrowing, searchProbe } from '../apps/api/src/lib/table/table-search.js';
import { customersResource } from '../apps/api/src/modules/customers/customers.resource.js';
import { stockResource } from '../apps/api/src/modules/inventory/stock.resource.js';
import { userTable } from '../apps/api/src/modules/users/users.repository.js';
import { STOCK } from './generate.js';

export type Statement = SQLWrapper;

export interface SearchCase {
  label: string;
  url: string;
  /** POSTed as JSON; a GET without. */
  body?: Record<string, unknown>;
  statements: (db: Db) => Promise<Statement[]>;
  /** What the answer holds, in a few words. */
  found: (data: unknown) => string;
}

interface SearchTarget {
  name: string;
  endpoint: string;
  cases: SearchCase[];
}

/** The bench's administrator, as the session the options query is built for. */
const ADMIN_SESSION: SessionUser = {
  id: 1,
  email: 'admin',
  role: 'super_admin',
  roles: ['super_admin'],
  branchId: null,
  enabled: true,
  sessionVersion: 0,
  sessionId: 0,
  mfaEnabled: false,
};

interface TableAnswer {
  tableData: { total_items: number; total_estimated: boolean };
}
const tableFound = (data: unknown) => {
  const { total_items: total, total_estimated: estimated } = (data as TableAnswer).tableData;
  return `${estimated ? '~' : ''}${total.toLocaleString('en-US')} rows`;
};

/** A getTable searched for `search`, with the table's other filters. */
function tableCase(
  endpoint: string,
  spec: TableSpec<SelectedFields>,
  filters: AnyResource['filters'],
  label: string,
  body: { filters: Record<string, unknown> } & Record<string, unknown>,
): SearchCase {
  return {
    label,
    url: endpoint,
    body: { page: 1, rowsPerPage: 5, ...body },
    statements: async (db) => {
      const query = tableQuerySchemaOf(filters?.shape ?? {}).parse(body);
      const search = String(body.filters.search);
      const narrowing = await searchNarrowing(db, spec.search, search);
      const where = { filters: [...(filters?.where(query.filters) ?? []), narrowing] };
      const probe = searchProbe(db, spec.search, search)?.query;
      const { page } = tableQueries(db, spec, query, where);
      return probe ? [probe, page] : [page];
    },
    found: tableFound,
  };
}

const staff = (label: string, search: string) =>
  tableCase('/api/users/getBranchPersonal', userTable, undefined, label, {
    filters: { search },
  });
const patients = (label: string, search: string) =>
  tableCase('/api/customers/getTable', customersResource.list, customersResource.filters, label, {
    filters: { search },
  });
const stock = (label: string, search: string) =>
  tableCase('/api/stock/getTable', stockResource.list, stockResource.filters, label, {
    filters: { branchId: STOCK.branchId, search },
  });

/** The patient picker of a branch: GET customers/getCustomersOptions/{branch}?search=… */
const picker = (label: string, search: string): SearchCase => ({
  label,
  url: `/api/customers/getCustomersOptions/${STOCK.branchId}?search=${encodeURIComponent(search)}`,
  statements: async (db) => {
    const request = { search, of: { column: customers.branchId, id: STOCK.branchId } };
    const probe = searchProbe(db, customersResource.list.search, search)?.query;
    const { statement } = await optionsStatement(db, ADMIN_SESSION, customersResource, request);
    return probe ? [probe, statement] : [statement];
  },
  found: (data) => `${(data as { data: unknown[] }).data.length} options`,
});

export const SEARCH_TARGETS: SearchTarget[] = [
  {
    name: 'staff',
    endpoint: 'users/getBranchPersonal',
    cases: [
      staff('no match "garcía lópez"', 'garcía lópez'),
      staff('one match "5500000077"', '5500000077'),
      staff('many "maria lopez"', 'maria lopez'),
      staff('very many "maria"', 'maria'),
    ],
  },
  {
    name: 'patients',
    endpoint: 'customers/getTable',
    cases: [
      patients('no match "josé garcía pérez"', 'josé garcía pérez'),
      patients('one match "3300000077"', '3300000077'),
      patients('many "maria lopez"', 'maria lopez'),
      patients('very many "maria"', 'maria'),
    ],
  },
  {
    name: 'patient picker',
    endpoint: 'customers/getCustomersOptions/{branch}',
    cases: [
      picker('no match "josé garcía pérez"', 'josé garcía pérez'),
      picker('one match "3300000080"', '3300000080'),
      picker('many "jose lopez"', 'jose lopez'),
      // The generator gives the first branch three first names: chain-wide matches, none here.
      picker('none here, many elsewhere "maria lopez"', 'maria lopez'),
    ],
  },
  {
    name: 'stock of a branch',
    endpoint: 'stock/getTable',
    cases: [
      stock('page 1, no search', ''),
      stock('no match "producto 10001"', 'producto 10001'),
      stock('one product "producto 7777"', 'producto 7777'),
      stock('many "producto 1"', 'producto 1'),
    ],
  },
];
