import type { Sale } from '@iris/domain/sales/sale.schemas';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { TableTotals } from '../../components/table-totals';
import { moneyShown } from '../../lib/cash-money';
import { formatCount } from '../../lib/format-number';
import { salePath } from '../../lib/route-id';
import { useChosenBranch } from '../../lib/working-branch';
import { SALES_TABLE } from './audit-api';
import { AuditPanel } from './audit-panel';
import { NewSaleDialog } from './new-sale-dialog';
import { salesColumns } from './sales-columns';
import { hasFilters, saleTableFilters, SalesFilters, useSalesFilters } from './sales-filters';

/**
 * `/sales` (docs/spec.md §2): the branch's sales, filtered by status, payment status, days and the
 * customer's name (the table's search), newest first, with what they add up to (as the sales
 * report says it); a row opens its sale. Above them, the branch's register and "Nueva venta".
 * Branch staff see their own branch; an administrator the session's branch (chosen here or on
 * any other page), or every branch's.
 */
export function SalesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setFilter] = useSalesFilters();
  const [creating, setCreating] = useState(false);
  const { isAdmin, branchId, choose } = useChosenBranch();
  const columns = useMemo(
    () => salesColumns(t, isAdmin && branchId === null),
    [t, isAdmin, branchId],
  );
  const open = (sale: Sale) => void navigate(salePath(sale.id));

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t('sales.title')}
        </Typography>
        <AuditPanel branchId={branchId} />
      </Stack>
      <SalesFilters
        values={values}
        onChange={setFilter}
        branch={
          isAdmin
            ? {
                branchId,
                onBranch: (id) => {
                  choose(id);
                  setFilter();
                },
              }
            : undefined
        }
      />
      <DataTable<Sale>
        endpoint={SALES_TABLE}
        urlPrefix="sales"
        columns={columns}
        defaultSortBy="id"
        filters={saleTableFilters(values, branchId)}
        emptyText={t(hasFilters(values) ? 'sales.emptyFiltered' : 'sales.empty')}
        onRowClick={open}
        growRows
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('sales.new')}
          </Button>
        }
        totals={(sums, table) => {
          const shown = formatCount(table.total_items);
          return (
            <TableTotals
              label={t('sales.totals.label')}
              count={t('sales.totals.count', {
                count: table.total_items,
                formatted: table.total_estimated
                  ? t('sales.totals.about', { count: shown })
                  : shown,
              })}
              figures={[
                { label: t('sales.total'), amount: sums.total ?? 0 },
                { label: t('sales.paid'), amount: sums.paid ?? 0 },
                { label: t('sales.remaining'), amount: sums.remaining ?? 0 },
              ]}
              aside={
                sums.cancelledCount
                  ? t('sales.totals.cancelled', {
                      count: sums.cancelledCount,
                      total: moneyShown(sums.cancelledTotal ?? 0),
                    })
                  : undefined
              }
            />
          );
        }}
      />
      <NewSaleDialog
        open={creating}
        branchId={branchId}
        choosesBranch={isAdmin}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          // Closed first: the back button from the sale returns to the list, not to the dialog.
          setCreating(false);
          void navigate(salePath(id));
        }}
      />
    </Paper>
  );
}
