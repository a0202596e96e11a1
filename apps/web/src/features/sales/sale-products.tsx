import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-client';
import { formatCount } from '../../lib/format-number';
import { useOptions } from '../../lib/options-query';
import { SaleProductCard, type SellableProduct } from './sale-product-card';
import { MAX_SELLABLE, saleQueries } from './sale-queries';

const SEARCH_DEBOUNCE_MS = 250;
/** About two screens of cards: drawn at once, before the rest. */
const FIRST_CARDS = 36;

/** As the API searches names: every word, whatever its case and accents (`aviador` finds AVIADÓR). */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Its own state: a keystroke redraws this input only; the cards hear the search once typing pauses. */
function SearchBox({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextField
      type="search"
      size="small"
      label={t('sale.products.search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flex: '1 1 220px' }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

const gridSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fill, minmax(160px, 1fr))',
  },
} as const;

const ProductGrid = memo(function ProductGrid({
  products,
  onSelect,
}: {
  products: readonly SellableProduct[];
  onSelect: (product: SellableProduct) => void;
}) {
  const { t } = useTranslation();
  // The first cards at once; the rest in a render React interrupts for a keystroke.
  const first = useMemo(() => products.slice(0, FIRST_CARDS), [products]);
  const deferred = useDeferredValue(products, first);
  const cards = deferred === products ? products : first;
  return (
    <Box component="ul" aria-label={t('sale.products.title')} sx={{ ...gridSx, p: 0, m: 0 }}>
      {cards.map((product) => (
        <Box component="li" key={product.id} sx={{ listStyle: 'none', minWidth: 0 }}>
          <SaleProductCard product={product} onSelect={onSelect} />
        </Box>
      ))}
    </Box>
  );
});

type Sellable = SellableProduct & { category: { id: number; name: string } };

/**
 * docs/spec.md §2: a NUEVO sale's sellable products as cards, searched by name and filtered by
 * category. The API lists up to a thousand at once: while it answered them all they are filtered
 * here, at once; past that each search asks the API.
 */
export function SaleProducts({
  saleId,
  onSelect,
}: {
  saleId: number;
  onSelect: (product: SellableProduct) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const all = useQuery(saleQueries.sellable(saleId));
  const complete = all.data !== undefined && all.data.length < MAX_SELLABLE;
  const filtered = search !== '' || categoryId !== '';
  const narrowed = useQuery({
    ...saleQueries.sellable(saleId, {
      search: search || undefined,
      categoryId: categoryId === '' ? undefined : categoryId,
    }),
    enabled: all.data !== undefined && !complete && filtered,
    placeholderData: keepPreviousData,
  });
  const catalogue = useOptions('categories', all.data !== undefined && !complete);

  // Each name made searchable once per answer, not per keystroke.
  const index = useMemo(
    () => (all.data ?? []).map((product) => ({ product, name: searchable(product.name) })),
    [all.data],
  );
  const shown = useMemo<readonly Sellable[] | undefined>(() => {
    if (!filtered) return all.data;
    if (!complete) return narrowed.data;
    const words = searchable(search).split(/\s+/).filter(Boolean);
    return index
      .filter(
        ({ product, name }) =>
          (categoryId === '' || product.category.id === categoryId) &&
          words.every((word) => name.includes(word)),
      )
      .map(({ product }) => product);
  }, [filtered, complete, all.data, narrowed.data, index, search, categoryId]);

  const categories = useMemo(() => {
    if (!complete) return catalogue.data ?? [];
    const byId = new Map(all.data.map((product) => [product.category.id, product.category]));
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }, [complete, all.data, catalogue.data]);

  if (all.isError) return <Alert severity="warning">{errorText(all.error)}</Alert>;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <SearchBox onSearch={setSearch} />
        <TextField
          select
          size="small"
          label={t('sale.products.category')}
          value={categoryId}
          onChange={(event) => {
            const value = event.target.value as number | string;
            setCategoryId(value === '' ? '' : Number(value));
          }}
          sx={{ flex: '1 1 180px' }}
        >
          <MenuItem value="">{t('sale.products.allCategories')}</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {shown === undefined ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('sale.products.loading')} />
        </Box>
      ) : shown.length === 0 ? (
        <Alert severity="info">
          {t(filtered ? 'sale.products.noMatches' : 'sale.products.empty')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {t('sale.products.count', { count: shown.length, shown: formatCount(shown.length) })}
          </Typography>
          <ProductGrid products={shown} onSelect={onSelect} />
        </>
      )}
    </Box>
  );
}
