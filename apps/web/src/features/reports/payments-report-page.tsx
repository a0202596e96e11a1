import type { PaymentsReportItem } from '@iris/domain/reports/payments-report.schemas';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { today } from '../../lib/format-date';
import { useChosenBranch } from '../../lib/working-branch';
import { PaymentsReportFilters, type PaymentsReportValues } from './payments-report-filters';
import { paymentsReportColumns } from './payments-report-columns';
import { ReportTotals } from './report-totals';
import { PAYMENTS_TABLE, paymentsCsvRequest } from './reports-api';
import { dateParam, idParam, useUrlFilters } from '../../components/url-filters';
import { useTableOrder } from './use-table-order';

const TABLE = 'payments';
const DEFAULT_SORT = 'date';

/** The report's filters as the API reads them (docs/api.md shoppings/getTablePayments). */
const tableFilters = (values: PaymentsReportValues, branchId: number) => ({
  branchId,
  date: values.date,
  ...(values.audit === null ? {} : { auditId: values.audit }),
  ...(values.method === null ? {} : { methodId: values.method }),
});

/**
 * `/payments` (docs/spec.md §2), Reporte de pagos: the payments and refunds a branch took on a day
 * (today unless another is chosen), in one register or all, by one method or all, newest first,
 * with their totals and their CSV. What was searched is kept in the address, so that the back
 * button from a sale returns to the same report. Branch staff see their own branch's at once;
 * the administrator chooses a branch and searches.
 */
export function PaymentsReportPage() {
  const { t } = useTranslation();
  const [params, set] = useUrlFilters(TABLE);
  const { isAdmin, branchId, choose } = useChosenBranch();
  const applied: PaymentsReportValues = {
    branch: branchId,
    date: dateParam(params.get('date')) || today(),
    audit: idParam(params.get('audit')),
    method: idParam(params.get('method')),
  };
  const columns = useMemo(() => paymentsReportColumns(t), [t]);
  const order = useTableOrder(columns, DEFAULT_SORT, TABLE);
  const search = (values: PaymentsReportValues) => {
    // The administrator's branch is the session's: the other pages show it too from now on.
    if (isAdmin) choose(values.branch);
    set({ date: values.date, audit: values.audit, method: values.method });
  };

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('paymentsReport.title')}
      </Typography>
      <PaymentsReportFilters
        // A search from elsewhere (the back button) starts the form over from what it shows.
        key={[applied.branch, applied.date, applied.audit, applied.method].join('|')}
        applied={applied}
        ownBranch={isAdmin ? null : branchId}
        onSearch={search}
        csvRequest={(values, branch) =>
          paymentsCsvRequest({ ...order, filters: tableFilters(values, branch) })
        }
      />
      {branchId === null ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('reports.chooseBranch')}
        </Typography>
      ) : (
        <DataTable<PaymentsReportItem>
          endpoint={PAYMENTS_TABLE}
          urlPrefix={TABLE}
          columns={columns}
          defaultSortBy={DEFAULT_SORT}
          filters={tableFilters(applied, branchId)}
          searchable={false}
          growRows
          emptyText={t('paymentsReport.empty')}
          totals={(sums, table) => (
            <ReportTotals
              rows="paymentsReport.count"
              table={table}
              figures={[
                { label: t('paymentsReport.amount'), amount: sums.amount ?? 0 },
                { label: t('paymentsReport.vat'), amount: sums.vat ?? 0 },
                { label: t('paymentsReport.total'), amount: sums.total ?? 0 },
              ]}
            />
          )}
        />
      )}
    </Paper>
  );
}
