import { PAYMENT_FILTERS, type PaymentFilter } from '@iris/domain/sales/sale.schemas';
import { saleStatus, type SaleStatus } from '@iris/domain/sales/sale-status';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterDay, FilterSelect } from '../../components/filter-fields';
import { FILTER_SX, ReportBranchSelect } from './report-branch-select';
import { reportQueries } from './reports-api';
import { dateParam, idParam, oneOf, useUrlFilters } from '../../components/url-filters';

/** docs/spec.md §4's payment filter, in its order: Todos, Pagado, Abonado, Pendiente. */
const PAYMENT_CHOICES = Object.keys(PAYMENT_FILTERS) as PaymentFilter[];

export const SALES_REPORT_TABLE = 'sales';

export interface SalesReportValues {
  from: string;
  to: string;
  status: SaleStatus | null;
  payment: PaymentFilter;
  salesman: number | null;
}

/** The report's filters, kept in the address with its table's page and sort. */
export function useSalesReportFilters() {
  const [params, set] = useUrlFilters(SALES_REPORT_TABLE);
  const values: SalesReportValues = {
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    status: oneOf(saleStatus.states, params.get('status')),
    payment: oneOf(PAYMENT_CHOICES, params.get('payment')) ?? 'ALL',
    salesman: idParam(params.get('salesman')),
  };
  return [values, set] as const;
}

/** The filters as shoppings/getTable (and its CSV) read them (docs/api.md). */
export function salesReportFilters(values: SalesReportValues, branchId: number | null) {
  return {
    ...(branchId === null ? {} : { branchId }),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(values.status ? { status: values.status } : {}),
    ...(values.payment === 'ALL' ? {} : { paymentStatus: values.payment }),
    // A salesman belongs to one branch: the filter stands only with that branch chosen.
    ...(values.salesman !== null && branchId !== null ? { salesmanId: values.salesman } : {}),
  };
}

/**
 * Branch (all for the administrator), days, status, payment status and salesman (the branch's
 * staff; the administrator chooses a branch first). Each applies at once.
 */
export function SalesReportFilters({
  values,
  branchId,
  onBranch,
  onChange,
}: {
  values: SalesReportValues;
  /** The session's branch (useChosenBranch): null, every branch. */
  branchId: number | null;
  onBranch: (branchId: number | null) => void;
  onChange: ReturnType<typeof useSalesReportFilters>[1];
}) {
  const { t } = useTranslation();
  const staff = useQuery(reportQueries.staff(branchId));
  const all = { value: '', label: t('reports.all') };

  return (
    <FilterBar label={t('reports.filters')}>
      <ReportBranchSelect
        value={branchId}
        onChange={(id) => {
          onBranch(id);
          // Another branch has other staff: its salesman filter starts over.
          onChange({ salesman: null });
        }}
        allowAll
      />
      <FilterDay
        label={t('reports.from')}
        value={values.from}
        onChange={(date) => onChange({ from: date })}
        sx={FILTER_SX}
      />
      <FilterDay
        label={t('reports.to')}
        value={values.to}
        onChange={(date) => onChange({ to: date })}
        sx={FILTER_SX}
      />
      <FilterSelect
        label={t('salesReport.status')}
        value={values.status ?? ''}
        choices={[all, ...saleStatus.states.map((state) => ({ value: state, label: state }))]}
        onChange={(value) => onChange({ status: value })}
        sx={FILTER_SX}
      />
      <FilterSelect
        label={t('salesReport.paymentStatus')}
        value={values.payment === 'ALL' ? '' : values.payment}
        choices={PAYMENT_CHOICES.map((choice) => ({
          value: choice === 'ALL' ? '' : choice,
          label: t(`salesReport.paymentFilters.${choice}`),
        }))}
        onChange={(value) => onChange({ payment: value })}
        sx={FILTER_SX}
      />
      <FilterSelect
        label={t('salesReport.salesman')}
        value={branchId === null ? '' : String(values.salesman ?? '')}
        choices={[
          branchId === null ? { value: '', label: t('salesReport.chooseBranchFirst') } : all,
          ...(staff.data ?? []).map((person) => ({ value: String(person.id), label: person.name })),
        ]}
        onChange={(value) => onChange({ salesman: value })}
        disabled={branchId === null}
        sx={FILTER_SX}
      />
    </FilterBar>
  );
}
