import type { Sale } from '@iris/domain/sales/sale.schemas';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { moneyShown } from '../../lib/cash-money';
import { useChosenBranch } from '../../lib/working-branch';
import { ReportTotals } from './report-totals';
import { SALES_TABLE, salesCsvRequest } from './reports-api';
import { salesReportColumns } from './sales-report-columns';
import {
  SALES_REPORT_TABLE,
  SalesReportFilters,
  salesReportFilters,
  useSalesReportFilters,
} from './sales-report-filters';
import { useTableOrder } from './use-table-order';

const DEFAULT_SORT = 'id';

/**
 * `/reports/sales` (docs/spec.md §2), Reporte de ventas: the sales of a branch (or, for the
 * administrator, of every branch) by days, status, payment status and salesman, newest first,
 * with what they add up to and their CSV.
 */
export function SalesReportPage() {
  const { t } = useTranslation();
  const [values, set] = useSalesReportFilters();
  const { isAdmin, branchId, choose } = useChosenBranch();
  const columns = useMemo(
    () => salesReportColumns(t, isAdmin && branchId === null),
    [t, isAdmin, branchId],
  );
  const filters = salesReportFilters(values, branchId);
  const order = useTableOrder(columns, DEFAULT_SORT, SALES_REPORT_TABLE);

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('salesReport.title')}
      </Typography>
      <SalesReportFilters values={values} branchId={branchId} onBranch={choose} onChange={set} />
      <DataTable<Sale>
        endpoint={SALES_TABLE}
        urlPrefix={SALES_REPORT_TABLE}
        columns={columns}
        defaultSortBy={DEFAULT_SORT}
        filters={filters}
        searchable={false}
        growRows
        emptyText={t('salesReport.empty')}
        toolbar={
          <DownloadButton
            label={t('reports.downloadCsv')}
            request={salesCsvRequest({ ...order, filters })}
          />
        }
        totals={(sums, table) => (
          <ReportTotals
            rows="salesReport.count"
            table={table}
            figures={[
              { label: t('salesReport.total'), amount: sums.total ?? 0 },
              { label: t('salesReport.paid'), amount: sums.paid ?? 0 },
              { label: t('salesReport.remaining'), amount: sums.remaining ?? 0 },
            ]}
            aside={
              sums.cancelledCount
                ? t('salesReport.cancelled', {
                    count: sums.cancelledCount,
                    total: moneyShown(sums.cancelledTotal ?? 0),
                  })
                : undefined
            }
          />
        )}
      />
    </Paper>
  );
}
