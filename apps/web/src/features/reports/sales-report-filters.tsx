import { PAYMENT_FILTERS, type PaymentFilter } from '@iris/domain/sales/sale.schemas';
import { saleStatus, type SaleStatus } from '@iris/domain/sales/sale-status';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlainDateInput } from '../../components/date-input';
import { FILTER_SX, ReportBranchSelect } from './report-branch-select';
import { reportQueries } from './reports-api';
import { dateParam, idParam, oneOf, useReportParams } from './use-report-params';

/** SPEC.md §4's payment filter, in its order: Todos, Pagado, Abonado, Pendiente. */
const PAYMENT_CHOICES = Object.keys(PAYMENT_FILTERS) as PaymentFilter[];

export const SALES_REPORT_TABLE = 'sales';

export interface SalesReportValues {
  /** The administrator's branch; null: every branch. */
  branch: number | null;
  from: string;
  to: string;
  status: SaleStatus | null;
  payment: PaymentFilter;
  salesman: number | null;
}

/** The report's filters, kept in the address with its table's page and sort. */
export function useSalesReportFilters() {
  const [params, set] = useReportParams(SALES_REPORT_TABLE);
  const values: SalesReportValues = {
    branch: idParam(params.get('branch')),
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    status: oneOf(saleStatus.states, params.get('status')),
    payment: oneOf(PAYMENT_CHOICES, params.get('payment')) ?? 'ALL',
    salesman: idParam(params.get('salesman')),
  };
  return [values, set] as const;
}

/** The filters as shoppings/getTable (and its CSV) read them (API.md). */
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

interface Choice {
  value: string;
  label: string;
}

/**
 * Branch (all for the administrator), days, status, payment status and salesman (the branch's
 * staff; the administrator chooses a branch first). Each applies at once.
 */
export function SalesReportFilters({
  values,
  branchId,
  onChange,
}: {
  values: SalesReportValues;
  branchId: number | null;
  onChange: ReturnType<typeof useSalesReportFilters>[1];
}) {
  const { t } = useTranslation();
  const staff = useQuery(reportQueries.staff(branchId));
  const select = (key: string, label: string, value: string, choices: Choice[], off = false) => (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={choices.some((choice) => choice.value === value) ? value : ''}
      disabled={off}
      onChange={(event) => onChange({ [key]: event.target.value })}
      // "Todos" is the empty value: shown as chosen, not as an empty box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={FILTER_SX}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
  // A date being typed filters once it is whole (or emptied), not at each digit.
  const day = (key: 'from' | 'to', label: string) => (
    <Box sx={FILTER_SX}>
      <PlainDateInput
        size="small"
        label={label}
        value={values[key]}
        onChange={(date) => {
          if (date === '' || /^\d{4}-\d{2}-\d{2}$/.test(date)) onChange({ [key]: date });
        }}
      />
    </Box>
  );
  const all = { value: '', label: t('reports.all') };

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      role="group"
      aria-label={t('reports.filters')}
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      <ReportBranchSelect
        value={values.branch}
        // Another branch has other staff: its salesman filter starts over.
        onChange={(id) => onChange({ branch: id, salesman: null })}
        allowAll
      />
      {day('from', t('reports.from'))}
      {day('to', t('reports.to'))}
      {select('status', t('salesReport.status'), values.status ?? '', [
        all,
        ...saleStatus.states.map((state) => ({ value: state, label: state })),
      ])}
      {select(
        'payment',
        t('salesReport.paymentStatus'),
        values.payment === 'ALL' ? '' : values.payment,
        PAYMENT_CHOICES.map((choice) => ({
          value: choice === 'ALL' ? '' : choice,
          label: t(`salesReport.paymentFilters.${choice}`),
        })),
      )}
      {select(
        'salesman',
        t('salesReport.salesman'),
        branchId === null ? '' : String(values.salesman ?? ''),
        [
          branchId === null ? { value: '', label: t('salesReport.chooseBranchFirst') } : all,
          ...(staff.data ?? []).map((person) => ({ value: String(person.id), label: person.name })),
        ],
        branchId === null,
      )}
    </Stack>
  );
}
