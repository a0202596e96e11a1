import { PAYMENT_FILTERS, type PaymentFilter } from '@iris/domain/sales/sale.schemas';
import { saleStatus, type SaleStatus } from '@iris/domain/sales/sale-status';
import { useTranslation } from 'react-i18next';
import { BranchFilter, FilterBar, FilterDay, FilterSelect } from '../../components/filter-fields';
import { oneOf, useUrlFilters } from '../../components/url-filters';

/** docs/spec.md §4's payment filter, in its order: Todos, Pagado, Abonado, Pendiente. */
const PAYMENT_CHOICES = Object.keys(PAYMENT_FILTERS) as PaymentFilter[];

export interface SalesFilterValues {
  status: SaleStatus | null;
  payment: PaymentFilter;
  from: string;
  to: string;
}

/**
 * The list's filters kept in the address (`?status=NUEVO&payment=PENDING&from=…`), as its page,
 * size and sort are, so that the back button from a sale returns to the same list. Changing one
 * goes back to the first page. The branch is not among them: it is the session's
 * (useChosenBranch), the same on every page.
 */
export function useSalesFilters() {
  const [params, setFilters] = useUrlFilters('sales');
  const values: SalesFilterValues = {
    status: oneOf(saleStatus.states, params.get('status')),
    payment: oneOf(PAYMENT_CHOICES, params.get('payment')) ?? 'ALL',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  /** A filter changed (none: another branch chosen), and the list back to its first page. */
  const set = (key?: 'status' | 'payment' | 'from' | 'to', value = '') =>
    setFilters(
      key === undefined ? {} : { [key]: key === 'payment' && value === 'ALL' ? '' : value },
    );
  return [values, set] as const;
}

/** The table's filters as the API reads them (docs/api.md shoppings/getTable). */
export function saleTableFilters(values: SalesFilterValues, branchId: number | null) {
  return {
    ...(branchId === null ? {} : { branchId }),
    ...(values.status ? { status: values.status } : {}),
    ...(values.payment === 'ALL' ? {} : { paymentStatus: values.payment }),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
  };
}

export const hasFilters = (values: SalesFilterValues) =>
  values.status !== null || values.payment !== 'ALL' || values.from !== '' || values.to !== '';

export interface SalesFiltersProps {
  values: SalesFilterValues;
  onChange: ReturnType<typeof useSalesFilters>[1];
  /**
   * super_admin: every branch's sales, or one branch's (the session's branch, `branchId`, changed
   * through `onBranch`); absent for branch staff.
   */
  branch?: { branchId: number | null; onBranch: (branchId: number | null) => void };
}

export function SalesFilters({ values, onChange, branch }: SalesFiltersProps) {
  const { t } = useTranslation();

  return (
    <FilterBar label={t('sales.filters.label')}>
      {branch && (
        <BranchFilter
          label={t('sales.filters.branch')}
          allLabel={t('sales.filters.allBranches')}
          value={branch.branchId}
          onChange={(value) => branch.onBranch(value === '' ? null : Number(value))}
        />
      )}
      <FilterSelect
        label={t('sales.filters.status')}
        value={values.status ?? ''}
        choices={[
          { value: '', label: t('sales.filters.all') },
          ...saleStatus.states.map((state) => ({ value: state, label: state })),
        ]}
        onChange={(value) => onChange('status', value)}
      />
      <FilterSelect
        label={t('sales.filters.paymentStatus')}
        value={values.payment}
        choices={PAYMENT_CHOICES.map((choice) => ({
          value: choice,
          label: t(`sales.paymentFilters.${choice}`),
        }))}
        onChange={(value) => onChange('payment', value)}
      />
      <FilterDay
        label={t('sales.filters.from')}
        value={values.from}
        onChange={(date) => onChange('from', date)}
      />
      <FilterDay
        label={t('sales.filters.to')}
        value={values.to}
        onChange={(date) => onChange('to', date)}
      />
    </FilterBar>
  );
}
