import type { LabOrder } from '@iris/domain/lab-orders/lab-order.schemas';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable, type TableColumn } from '../../components/data-table';
import { shownDate } from '../../lib/format-date';
import { salePath } from '../../lib/route-id';
import { LabOrderStageChip } from './lab-order-stage-chip';
import { LAB_ORDERS_TABLE } from './lab-orders-api';
import { boardPathOf } from './use-board-params';

/** Whose orders: a sale's (its tab) or a patient's (the record's tab). */
export type LabOrdersOf = { shoppingId: number } | { customerId: number };

// A link inside a clickable row acts alone: the row would open the board as well.
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * A sale's list names the prescription sent; a patient's names the sale, a link to it. Both show
 * the folio (the keyboard's way to the board), the laboratory, the promised date and the stage,
 * "Atrasada" beside it when the order is late. A phone shows folio, date and stage.
 */
function labOrderColumns(t: TFunction, bySale: boolean): TableColumn<LabOrder>[] {
  const linked: TableColumn<LabOrder> = bySale
    ? {
        field: 'prescription',
        headerName: t('labOrders.prescription'),
        flex: 1.4,
        minWidth: 220,
        sortable: false,
        valueGetter: (value: LabOrder['prescription']) => value.summary,
      }
    : {
        field: 'shopping',
        headerName: t('labOrders.sale'),
        width: 80,
        sortable: false,
        renderCell: ({ row, tabIndex }) => (
          <Link
            component={RouterLink}
            to={salePath(row.shopping.id)}
            tabIndex={tabIndex}
            aria-label={t('labOrders.list.openSale', { serial: row.shopping.serial })}
            onClick={stop}
          >
            {row.shopping.serial}
          </Link>
        ),
      };
  return [
    {
      field: 'serial',
      headerName: t('labOrders.folio'),
      width: 80,
      phone: true,
      renderCell: ({ row, tabIndex }) => (
        <Link
          component={RouterLink}
          to={boardPathOf(row)}
          tabIndex={tabIndex}
          aria-label={t('labOrders.list.open', { serial: row.serial })}
          onClick={stop}
        >
          {row.serial}
        </Link>
      ),
    },
    linked,
    {
      field: 'laboratory',
      headerName: t('labOrders.laboratory'),
      flex: 1.2,
      minWidth: 200,
      sortable: false,
      valueGetter: (value: LabOrder['laboratory']) => value.name,
    },
    {
      field: 'promisedDate',
      headerName: t('labOrders.promisedDate'),
      width: 140,
      phone: true,
      valueFormatter: (value: string) => shownDate(value),
    },
    {
      field: 'status',
      headerName: t('labOrders.list.stage'),
      width: 200,
      sortable: false,
      phone: true,
      renderCell: ({ row }) => (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ height: '100%', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <LabOrderStageChip status={row.status} />
          {row.overdue && (
            <Chip size="small" color="error" variant="outlined" label={t('labOrders.overdue')} />
          )}
        </Stack>
      ),
    },
  ];
}

/**
 * The lab orders of a sale or of a patient, soonest promised first, a page at a time; a row opens
 * the board, where orders move on.
 */
export function LabOrdersList({ of }: { of: LabOrdersOf }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bySale = 'shoppingId' in of;
  const columns = useMemo(() => labOrderColumns(t, bySale), [t, bySale]);
  return (
    <DataTable<LabOrder>
      endpoint={LAB_ORDERS_TABLE}
      urlPrefix="labOrders"
      columns={columns}
      defaultSortBy="urgency"
      filters={of}
      searchable={false}
      emptyText={t('labOrders.empty')}
      onRowClick={(row) => void navigate(boardPathOf(row))}
    />
  );
}
