import type { TableData } from '@iris/domain/common/table';
import { PAGE_SIZES } from '@iris/domain/common/table';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { esES as dataGridEsES } from '@mui/x-data-grid/locales';
import { formatCount } from '../lib/format-number';
import {
  DataGrid,
  type GridColDef,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceQueries, type TableRoute, type TableRow } from '../lib/resource-queries';
import { useTableParams } from './use-table-params';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * A column of a DataTable. `phone`: one of the two or three fields that identify a row, the only
 * ones a phone shows (beside the actions), so that a row reads whole and its buttons stay on
 * screen; `'only'`: a phone's alone (what a wide screen spreads over several columns, in one
 * cell). A table that flags none shows its first two columns on a phone. `whole`: a value that
 * never wraps (money, a date, a time, a chip): its `width` is what it needs, kept on a phone too.
 */
export type TableColumn<T extends GridValidRowModel> = GridColDef<T> & {
  phone?: boolean | 'only';
  whole?: boolean;
};

/** The class of a cell whose value reads whole, on one line. */
const WHOLE = 'iris-whole';

/** How narrow a phone's column may get: the actions column must still fit beside them. */
const PHONE_MIN_WIDTH = 72;
const PHONE_FIXED_WIDTH = 96;

/** The columns a phone shows, sharing its width; every column elsewhere. */
export function columnsFor<T extends GridValidRowModel>(
  columns: TableColumn<T>[],
  phone: boolean,
): GridColDef<T>[] {
  const flagged = columns.some((column) => column.phone);
  return columns.flatMap(({ phone: onPhone, whole, ...column }, index) => {
    const kept = whole ? { ...column, cellClassName: WHOLE, minWidth: column.width } : column;
    if (!phone) return onPhone === 'only' ? [] : [kept as GridColDef<T>];
    if (flagged ? !onPhone : index > 1) return [];
    // A narrow fixed column (a thumbnail, an icon) keeps its width; the others share the rest.
    const narrow = column.flex === undefined && (column.width ?? Infinity) <= PHONE_FIXED_WIDTH;
    if (whole || narrow) return [{ ...kept, minWidth: column.width } as GridColDef<T>];
    const shared = { width: undefined, flex: column.flex ?? 1, minWidth: PHONE_MIN_WIDTH };
    return [{ ...column, ...shared } as GridColDef<T>];
  });
}

/** The table routes whose rows are T: what the columns are written for is what the API answers. */
export type TableRouteOf<T> = { [R in TableRoute]: TableRow<R> extends T ? R : never }[TableRoute];

export interface DataTableProps<T extends GridValidRowModel & { id: number | string }> {
  /** The table's route, e.g. 'users/getBranchPersonal'. */
  endpoint: TableRouteOf<T>;
  columns: TableColumn<T>[];
  /** Defaults to the second column given (docs/spec.md §9: descending on the second column). */
  defaultSortBy?: string;
  /** Extra filters sent beside `search`, e.g. a branch id. */
  filters?: Record<string, unknown>;
  /** Renders the buttons of the actions column; without it there is no actions column. */
  actions?: (row: T) => ReactNode;
  /** The actions column's width: its buttons and its header, "Acciones" (110 by default). */
  actionsWidth?: number;
  /**
   * Rows as tall as their cells: a text too long for its column goes on the next line rather
   * than be cut (a phone's rows always do), for a table whose every column must read at 1366 px.
   */
  growRows?: boolean;
  /** Placed beside the search box, e.g. a "new" button. */
  toolbar?: ReactNode;
  searchable?: boolean;
  /** What an empty table says, e.g. "Esta sucursal aún no tiene almacenes." */
  emptyText?: string;
  /** Opens a row (a mouse shortcut: give keyboard users an action button to the same place). */
  onRowClick?: (row: T) => void;
  /** Names the table's params in the URL when a page shows more than one table (see useTableParams). */
  urlPrefix?: string;
  /**
   * Drawn under the grid from a report's answer: its sums over every matching row (`data.totals`)
   * beside the table's count, so that a totals row never adds up only the page shown.
   */
  totals?: (totals: Readonly<Record<string, number>>, table: TableData<T>) => ReactNode;
}

/** A button inside a clickable row acts alone: the row does not open too. */
export const rowAction = (action: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  action();
};

export function DataTable<T extends GridValidRowModel & { id: number | string }>({
  endpoint,
  columns,
  defaultSortBy,
  filters,
  actions,
  actionsWidth = 110,
  growRows = false,
  toolbar,
  searchable = true,
  emptyText,
  onRowClick,
  urlPrefix,
  totals,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  // useTheme falls back to the default theme: the breakpoints hold outside the app's provider too.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const sortFields = useMemo(
    () => columns.filter((column) => column.sortable !== false).map((column) => column.field),
    [columns],
  );
  const fallbackSort = defaultSortBy ?? columns[1]?.field ?? columns[0]?.field ?? 'id';
  const allowedSorts = useMemo(() => [...sortFields, fallbackSort], [sortFields, fallbackSort]);
  const [params, setParams] = useTableParams({
    defaultSortBy: fallbackSort,
    sortFields: allowedSorts,
    urlPrefix,
  });

  const [searchText, setSearchText] = useState(params.search);
  useEffect(() => {
    if (searchText.trim() === params.search) return;
    const timer = setTimeout(
      () => setParams({ search: searchText.trim(), page: 1 }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, params.search, setParams]);

  const body = {
    page: params.page,
    rowsPerPage: params.pageSize,
    sortBy: params.sortBy,
    descending: params.descending,
    filters: { ...filters, ...(params.search ? { search: params.search } : {}) },
  };

  // TableRouteOf<T> answers rows that are T; a generic T leaves the route's type unresolved here.
  const query = useQuery(resourceQueries.table(endpoint as TableRoute, body)) as UseQueryResult<
    TableData<T> & { totals?: Readonly<Record<string, number>> }
  >;

  const allColumns = useMemo<GridColDef<T>[]>(() => {
    const shown = columnsFor(columns, phone);
    if (!actions) return shown;
    const actionsColumn: GridColDef<T> = {
      field: 'actions',
      headerName: t('common.actions'),
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      width: actionsWidth,
      renderCell: ({ row }) => actions(row),
    };
    return [...shown, actionsColumn];
  }, [columns, phone, actions, actionsWidth, t]);
  const wraps = phone || growRows;

  // The grid only shows a sort arrow for a column it knows (the default may be a hidden `id`).
  // Memoised by value: a new sortModel object makes the grid treat it as a sort change and jump
  // back to the first page.
  const sortModel = useMemo<GridSortModel>(
    () =>
      sortFields.includes(params.sortBy)
        ? [{ field: params.sortBy, sort: params.descending ? 'desc' : 'asc' }]
        : [],
    [sortFields, params.sortBy, params.descending],
  );

  const total = query.data?.total_items ?? 0;
  const estimated = query.data?.total_estimated === true;

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        {searchable && (
          <TextField
            label={t('common.search')}
            type="search"
            size="small"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            sx={{ minWidth: 260 }}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {toolbar}
      </Box>
      <DataGrid<T>
        rows={query.data?.items ?? []}
        columns={allColumns}
        // Past a thousand rows the server answers an estimate: the grid pages on without a last page.
        rowCount={estimated ? -1 : (query.data?.total_items ?? 0)}
        estimatedRowCount={estimated ? query.data?.total_items : undefined}
        paginationMeta={
          estimated ? { hasNextPage: params.page * params.pageSize < total } : undefined
        }
        loading={query.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        // A phone shows a column menu's button always (no hover): it took "Folio" down to "F…".
        // A tap on a header still sorts.
        disableColumnMenu={phone}
        disableRowSelectionOnClick
        {...(onRowClick ? { onRowClick: ({ row }: { row: T }) => onRowClick(row) } : {})}
        // On a phone a cell wraps rather than cut what names the row ("2 · BODEGA CENTRAL");
        // between words only, and never inside a value that reads whole ($4,923.04, 27/11/2026).
        getRowHeight={wraps ? () => 'auto' : undefined}
        sx={{
          ...(onRowClick ? { cursor: 'pointer' } : {}),
          ...(wraps && {
            '& .MuiDataGrid-cell': {
              whiteSpace: 'normal',
              overflowWrap: 'break-word',
              lineHeight: 1.35,
              py: 1,
              display: 'flex',
              alignItems: 'center',
            },
            [`& .MuiDataGrid-cell.${WHOLE}`]: { whiteSpace: 'nowrap', overflowWrap: 'normal' },
          }),
          ...(phone && {
            '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
          }),
        }}
        pageSizeOptions={[...PAGE_SIZES]}
        paginationModel={{ page: params.page - 1, pageSize: params.pageSize }}
        onPaginationModelChange={(model) => {
          // Before the first answer the grid knows no row count and would clamp the page the URL
          // asks for (back button) to the first one.
          if (!query.data) return;
          const sizeChanged = model.pageSize !== params.pageSize;
          setParams({ page: sizeChanged ? 1 : model.page + 1, pageSize: model.pageSize });
        }}
        sortingOrder={['desc', 'asc']}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          setParams({
            sortBy: first?.field ?? fallbackSort,
            descending: first ? first.sort !== 'asc' : true,
            page: 1,
          });
        }}
        localeText={{
          ...(i18n.language === 'es'
            ? dataGridEsES.components.MuiDataGrid.defaultProps.localeText
            : {}),
          // The grid's own Spanish says "Ordenar ASC": staff read whole words.
          columnMenuSortAsc: t('common.sortAscending'),
          columnMenuSortDesc: t('common.sortDescending'),
          columnMenuUnsort: t('common.unsort'),
          noRowsLabel: params.search ? t('common.noRows') : (emptyText ?? t('common.noRows')),
          paginationDisplayedRows: ({ from, to }) =>
            t(estimated ? 'common.displayedRowsAbout' : 'common.displayedRows', {
              from: formatCount(from),
              to: formatCount(to),
              count: formatCount(total),
            }),
          noResultsOverlayLabel: t('common.noRows'),
        }}
        autoHeight
      />
      {totals && query.data?.totals && totals(query.data.totals, query.data)}
    </Box>
  );
}
