import { INVOICE_STATUSES, type InvoiceStatus } from '@iris/domain/invoicing/invoice.schemas';
import Box from '@mui/material/Box';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker, type CustomerChoice } from '../../components/customer-picker';
import {
  BranchFilter,
  FilterBar,
  FilterDay,
  FilterSearch,
  FilterSelect,
} from '../../components/filter-fields';
import { oneOf, useUrlFilters } from '../../components/url-filters';
import { useChosenBranch } from '../../lib/working-branch';

/** The table's params in the address (`invoices.page`): a new filter starts again at page 1. */
export const TABLE_PREFIX = 'invoices';

/** The kinds of CFDI the "Tipo" filter tells apart, as the address keeps them. */
const KIND_CHOICES = ['invoice', 'global', 'payment', 'credit'] as const;
type KindChoice = (typeof KIND_CHOICES)[number];

/** Each choice as the API's filters read it (docs/api.md invoices/getTable). */
const KIND_FILTERS: Record<KindChoice, { kind: 'I' | 'P' | 'E'; global?: boolean }> = {
  invoice: { kind: 'I', global: false },
  global: { kind: 'I', global: true },
  payment: { kind: 'P' },
  credit: { kind: 'E' },
};

export interface InvoiceFilterValues {
  status: InvoiceStatus | null;
  from: string;
  to: string;
  /** The patient chosen, with the name the picker shows. */
  customer: CustomerChoice | null;
  /** RFC, UUID, folio or name, as the table searches them. */
  search: string;
  kind: KindChoice | null;
  /** super_admin's branch, the session's (useChosenBranch); null: every branch. */
  branchId: number | null;
}

type TextKey = 'status' | 'from' | 'to' | 'search' | 'kind';
export type InvoiceFilterChange =
  | { key: TextKey; value: string }
  | { key: 'customer'; value: CustomerChoice | null }
  | { key: 'branch'; value: number | null };

/**
 * The filters kept in the address (`?status=VIGENTE&from=2026-11-01&customer=7&customerName=…`),
 * as the sales' are, so that the back button from a sale returns to the same list.
 */
export function useInvoiceFilters() {
  const [params, setFilters] = useUrlFilters(TABLE_PREFIX);
  const { isAdmin, branchId, choose } = useChosenBranch();
  const customerId = Number(params.get('customer'));
  const values: InvoiceFilterValues = {
    status: oneOf(INVOICE_STATUSES, params.get('status')),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    customer:
      Number.isInteger(customerId) && customerId > 0
        ? { id: customerId, name: params.get('customerName') ?? '' }
        : null,
    search: params.get('search') ?? '',
    kind: oneOf(KIND_CHOICES, params.get('kind')),
    branchId: isAdmin ? branchId : null,
  };
  const set = useCallback(
    (change: InvoiceFilterChange) => {
      // The branch is the session's, for every page.
      if (change.key === 'branch') choose(change.value);
      if (change.key === 'customer') {
        setFilters({
          customer: change.value?.id ?? null,
          customerName: change.value?.name ?? null,
        });
      } else {
        setFilters(change.key === 'branch' ? {} : { [change.key]: change.value });
      }
    },
    [choose, setFilters],
  );
  return [values, set] as const;
}

/** The table's filters as the API reads them (docs/api.md invoices/getTable). */
export function invoiceTableFilters(values: InvoiceFilterValues, branchId: number | null) {
  return {
    ...(branchId === null ? {} : { branchId }),
    ...(values.status ? { status: values.status } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(values.customer ? { customerId: values.customer.id } : {}),
    ...(values.search ? { search: values.search } : {}),
    ...(values.kind ? KIND_FILTERS[values.kind] : {}),
  };
}

export const hasFilters = (values: InvoiceFilterValues) =>
  values.status !== null ||
  values.from !== '' ||
  values.to !== '' ||
  values.customer !== null ||
  values.search !== '' ||
  values.kind !== null;

export interface InvoicesFiltersProps {
  values: InvoiceFilterValues;
  onChange: (change: InvoiceFilterChange) => void;
  /** super_admin: every branch's CFDIs, or one branch's. */
  showBranch: boolean;
}

export function InvoicesFilters({ values, onChange, showBranch }: InvoicesFiltersProps) {
  const { t } = useTranslation();
  const text = (key: TextKey) => (value: string) => onChange({ key, value });
  return (
    <FilterBar label={t('invoices.filters.label')}>
      {showBranch && (
        <BranchFilter
          label={t('invoices.filters.branch')}
          allLabel={t('invoices.filters.allBranches')}
          value={values.branchId}
          onChange={(value) => onChange({ key: 'branch', value: value ? Number(value) : null })}
        />
      )}
      <FilterDay label={t('invoices.filters.from')} value={values.from} onChange={text('from')} />
      <FilterDay label={t('invoices.filters.to')} value={values.to} onChange={text('to')} />
      <FilterSelect
        label={t('invoices.filters.status')}
        value={values.status ?? ''}
        choices={[
          { value: '', label: t('invoices.filters.all') },
          ...INVOICE_STATUSES.map((status) => ({
            value: status,
            label: t(`invoices.statuses.${status}`),
          })),
        ]}
        onChange={text('status')}
      />
      <FilterSelect
        label={t('invoices.filters.kind')}
        value={values.kind ?? ''}
        choices={[
          { value: '', label: t('invoices.filters.kindAll') },
          ...KIND_CHOICES.map((kind) => ({ value: kind, label: t(`invoices.kinds.${kind}`) })),
        ]}
        onChange={text('kind')}
      />
      <Box sx={{ flex: '1 1 240px', maxWidth: { sm: 320 } }}>
        <CustomerPicker
          label={t('invoices.filters.customer')}
          branchId={values.branchId ?? undefined}
          value={values.customer}
          onChange={(value) => onChange({ key: 'customer', value })}
        />
      </Box>
      <FilterSearch
        label={t('invoices.filters.search')}
        value={values.search}
        onChange={text('search')}
      />
    </FilterBar>
  );
}
