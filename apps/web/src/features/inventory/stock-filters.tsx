import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Option } from '@iris/domain/common/table';
import { useTranslation } from 'react-i18next';
import { useOptions } from '../../lib/options-query';
import { useChildOptions } from './inventory-api';

export interface StockFilterValues {
  categoryId?: number;
  subcategoryId?: number;
  productId?: number;
}

function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  /** The choice of no filter, agreeing with the noun: "Todas" (categorías), "Todos" (productos). */
  all: string;
  value: number | undefined;
  options: Option[] | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const known = options?.some((option) => option.id === value) ?? false;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? value : ''}
      disabled={!options}
      onChange={(event) => {
        const chosen = Number(event.target.value);
        onChange(chosen > 0 ? chosen : undefined);
      }}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={0}>{all}</MenuItem>
      {(options ?? []).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * docs/spec.md §2 Stock: the cascading category → subcategory → product filters. Choosing a level
 * clears the ones under it; a level waits for the one above.
 */
export function StockFilters({
  value,
  onChange,
}: {
  value: StockFilterValues;
  onChange: (next: StockFilterValues) => void;
}) {
  const { t } = useTranslation();
  const categories = useOptions('categories');
  const subcategories = useChildOptions(
    'subcategories/getOptionsByCategory/{id}',
    value.categoryId,
  );
  const products = useChildOptions('products/getOptionsByDetails/{id}', value.subcategoryId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <FilterSelect
        label={t('stock.category')}
        all={t('stock.all')}
        value={value.categoryId}
        options={categories.data}
        onChange={(categoryId) => onChange({ categoryId })}
      />
      <FilterSelect
        label={t('stock.subcategory')}
        all={t('stock.all')}
        value={value.subcategoryId}
        options={value.categoryId ? subcategories.data : undefined}
        onChange={(subcategoryId) => onChange({ categoryId: value.categoryId, subcategoryId })}
      />
      <FilterSelect
        label={t('stock.product')}
        all={t('stock.allProducts')}
        value={value.productId}
        options={value.subcategoryId ? products.data : undefined}
        onChange={(productId) => onChange({ ...value, productId })}
      />
    </Stack>
  );
}
