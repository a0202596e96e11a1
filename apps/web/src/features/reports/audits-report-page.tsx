import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { PlainDateInput } from '../../components/date-input';
import { useChosenBranch } from '../../lib/working-branch';
import { AuditSummaryDialog } from './audit-summary-dialog';
import { auditsReportColumns } from './audits-report-columns';
import { ReportBranchSelect, FILTER_SX } from './report-branch-select';
import { AUDITS_TABLE, auditsCsvRequest } from './reports-api';
import { dateParam, useUrlFilters } from '../../components/url-filters';
import { useTableOrder } from './use-table-order';

const TABLE = 'audits';
/** docs/spec.md §9: audits sort by date. */
const DEFAULT_SORT = 'date';

/**
 * `/reports/audits`, Cortes de caja: the branch's cash registers, newest first (docs/spec.md §9: audits
 * sort by date), with the opening cash, the cash expected and counted and how each closed. A row
 * opens its summary and its corte de caja. Branch staff see their branch's; the administrator
 * every branch's, or one.
 */
export function AuditsReportPage() {
  const { t } = useTranslation();
  const [params, set] = useUrlFilters(TABLE);
  const from = dateParam(params.get('from'));
  const to = dateParam(params.get('to'));
  const { isAdmin, branchId, choose } = useChosenBranch();
  const [opened, setOpened] = useState<AuditSummary | null>(null);
  const columns = useMemo(
    () => auditsReportColumns(t, isAdmin && branchId === null, setOpened),
    [t, isAdmin, branchId],
  );
  const filters = {
    ...(branchId === null ? {} : { branchId }),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const order = useTableOrder(columns, DEFAULT_SORT, TABLE);
  // A date being typed filters once it is whole (or emptied), not at each digit.
  const day = (key: 'from' | 'to', label: string, value: string) => (
    <Box sx={FILTER_SX}>
      <PlainDateInput
        size="small"
        label={label}
        value={value}
        onChange={(date) => {
          if (date === '' || /^\d{4}-\d{2}-\d{2}$/.test(date)) set({ [key]: date });
        }}
      />
    </Box>
  );

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('auditsReport.title')}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        role="group"
        aria-label={t('reports.filters')}
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        <ReportBranchSelect
          value={branchId}
          onChange={(id) => {
            choose(id);
            // Back to the table's first page.
            set({});
          }}
          allowAll
        />
        {day('from', t('reports.from'), from)}
        {day('to', t('reports.to'), to)}
      </Stack>
      <DataTable<AuditSummary>
        endpoint={AUDITS_TABLE}
        urlPrefix={TABLE}
        columns={columns}
        defaultSortBy={DEFAULT_SORT}
        filters={filters}
        searchable={false}
        emptyText={t('auditsReport.empty')}
        toolbar={
          <DownloadButton
            label={t('reports.downloadCsv')}
            request={auditsCsvRequest({ ...order, filters })}
          />
        }
        onRowClick={setOpened}
      />
      <AuditSummaryDialog audit={opened} onClose={() => setOpened(null)} />
    </Paper>
  );
}
