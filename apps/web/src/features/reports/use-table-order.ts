import type { GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import type { TableColumn } from '../../components/data-table';
import { useTableParams } from '../../components/use-table-params';

/**
 * The order a DataTable of these columns shows, read from the address as the table reads it, so
 * that a report's CSV holds the table's rows in the table's order (docs/api.md, CSV files).
 */
export function useTableOrder<T extends GridValidRowModel>(
  columns: TableColumn<T>[],
  defaultSortBy: string,
  urlPrefix: string,
) {
  const sortFields = useMemo(
    () => [
      ...columns.filter((column) => column.sortable !== false).map((column) => column.field),
      defaultSortBy,
    ],
    [columns, defaultSortBy],
  );
  const [params] = useTableParams({ defaultSortBy, sortFields, urlPrefix });
  return { sortBy: params.sortBy, descending: params.descending };
}
