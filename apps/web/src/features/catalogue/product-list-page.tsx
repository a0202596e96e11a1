import { PRODUCT_KINDS } from '@iris/domain/catalogue/product-attributes';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterSearch, FilterSelect } from '../../components/filter-fields';
import { oneOf, useUrlFilters } from '../../components/url-filters';
import type { CatalogueDeclaration } from './catalogue-declaration';
import { CatalogueListPage } from './catalogue-list-page';

/**
 * The products' list (docs/api.md optical catalogue): the catalogue list with its kind and a whole
 * code (what a scanner types) as filters, kept in the address like the other pages' filters.
 */
const TABLE_PREFIX = 'products';

export function ProductListPage({ declaration }: { declaration: CatalogueDeclaration }) {
  const { t } = useTranslation();
  // A filter changed goes back to the table's first page.
  const [params, setFilters] = useUrlFilters(TABLE_PREFIX);
  const kind = oneOf(PRODUCT_KINDS, params.get('kind'));
  const code = params.get('code') ?? '';
  const filters = { ...(kind ? { kind } : {}), ...(code ? { code } : {}) };
  return (
    <CatalogueListPage
      declaration={declaration}
      filters={filters}
      urlPrefix={TABLE_PREFIX}
      filterBar={
        <FilterBar label={t('catalogue.productFilters.label')}>
          <FilterSelect
            label={t('catalogue.fields.kind')}
            value={kind ?? ''}
            choices={[
              { value: '', label: t('catalogue.productFilters.allKinds') },
              ...PRODUCT_KINDS.map((value) => ({ value, label: t(`catalogue.kinds.${value}`) })),
            ]}
            onChange={(value) => setFilters({ kind: value })}
          />
          <FilterSearch
            label={t('catalogue.productFilters.code')}
            value={code}
            onChange={(value) => setFilters({ code: value })}
          />
        </FilterBar>
      }
    />
  );
}
