import type { Readable } from 'node:stream';
import type { TableQuery } from '@iris/domain/common/table';
import type { Language } from '@iris/domain/i18n/messages';
import { tableWhere } from './crud.repository.js';
import type { AnyResource, ResourceContext } from './resource.js';
import { csvFile } from '../table/table-csv.js';
import { tableOrder } from '../table/table-engine.js';
import { tableRows } from '../table/table-rows.js';

/**
 * A resource's table as its CSV file: the same checks as its getTable (a parent of another branch
 * is a 403, an unknown sort key a 400, both before the file starts), then its rows in the table's
 * order, a batch at a time (table-rows.ts).
 */
export async function csvOf(
  context: ResourceContext,
  resource: AnyResource,
  query: Pick<TableQuery<Record<string, unknown>>, 'sortBy' | 'descending' | 'filters'>,
  file: { lang: Language; timeZone: string; onError: (error: Error) => void },
): Promise<{ filename: string; body: Readable }> {
  const csv = resource.csv;
  if (!csv) throw new Error(`${resource.name} declares no CSV`);
  const { where, logRead } = await tableWhere(context, resource, query.filters);
  tableOrder(resource.list, query);
  await logRead();
  const filename =
    typeof csv.filename === 'string' ? csv.filename : await csv.filename(query.filters, context);
  const batches = tableRows(context.db, resource.list, resource.id, query, where);
  const body = csvFile(batches, csv.columns(file.lang), file, file.onError);
  return { filename, body };
}
