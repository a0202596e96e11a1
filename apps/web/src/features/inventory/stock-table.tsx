import type { StockRow } from '@iris/domain/inventory/stock.schemas';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import { formatCount, formatMoney } from '../../lib/format-number';
import { STOCK_TABLE } from './inventory-api';
import { StockFilters, type StockFilterValues } from './stock-filters';

function stockColumns(t: TFunction, withStorage: boolean): TableColumn<StockRow>[] {
  const name = (field: 'category' | 'subcategory' | 'product' | 'storage') =>
    ({
      field,
      headerName: t(`stock.${field}`),
      flex: 1,
      minWidth: 150,
      // A phone shows what is where and how many (the product, its storage, the stock).
      phone: field === 'product' || field === 'storage',
      valueGetter: (_value: unknown, row: StockRow) => row[field].name,
    }) satisfies TableColumn<StockRow>;
  return [
    name('category'),
    name('subcategory'),
    name('product'),
    ...(withStorage ? [name('storage')] : []),
    {
      field: 'stock',
      headerName: t('stock.stock'),
      type: 'number',
      width: 130,
      phone: true,
      valueFormatter: (value: number) => formatCount(value),
    },
    {
      field: 'price',
      headerName: t('stock.price'),
      type: 'number',
      width: 150,
      valueFormatter: (value: number) => formatMoney(value),
    },
  ];
}

/**
 * docs/spec.md §2 Stock: one storage's stock, or a branch's across its storages (with the storage
 * column), sorted by category by default and narrowed by the cascading product filters.
 */
export function StockTable(where: { storageId: number } | { branchId: number }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<StockFilterValues>({});
  const branchWide = 'branchId' in where;
  const columns = useMemo(() => stockColumns(t, branchWide), [t, branchWide]);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <>
      <StockFilters value={filters} onChange={setFilters} />
      <DataTable<StockRow>
        endpoint={STOCK_TABLE}
        urlPrefix="stock"
        columns={columns}
        defaultSortBy="category"
        filters={{ ...where, ...filters }}
        emptyText={t(
          filtered ? 'stock.emptyFiltered' : branchWide ? 'stock.emptyBranch' : 'stock.empty',
        )}
      />
    </>
  );
}
