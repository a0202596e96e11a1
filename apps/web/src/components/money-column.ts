import type { GridValidRowModel } from '@mui/x-data-grid';
import { moneyShown } from '../lib/cash-money';
import type { TableColumn } from './data-table';

/**
 * A column of money as the clinics read it, $1,234.56 (through integer cents), right-aligned, on
 * one line and whole up to -$99,999.99 or $999,999.99 in Arial (the theme's Roboto where Windows
 * has none; Roboto is narrower), also on a phone; an empty cell where there is no amount yet (a
 * register not counted). `options` adds to or changes the column (a wrapped header, not sortable).
 */
export function moneyColumn<T extends GridValidRowModel>(
  field: string,
  headerName: string,
  options: Partial<TableColumn<T>> = {},
): TableColumn<T> {
  return {
    field,
    headerName,
    width: 100,
    whole: true,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number | null) => (value === null ? '' : moneyShown(value)),
    ...options,
  };
}
