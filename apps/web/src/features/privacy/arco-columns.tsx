import type { ArcoRequest } from '@iris/domain/privacy/arco.schemas';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import type { TableColumn } from '../../components/data-table';
import { shownDate } from '../../lib/format-date';
import { customerPath } from '../../lib/route-id';

/** The due date, with "Vencida" (red) or "Por vencer" (amber) on an open request. */
export function DueDateCell({ request, t }: { request: ArcoRequest; t: TFunction }) {
  return (
    // Wrapped: at phone width the chip goes under the date rather than past the column's edge.
    <Stack
      direction="row"
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
        py: 0.5,
        minHeight: '100%',
      }}
    >
      <span>{shownDate(request.dueDate)}</span>
      {request.overdue && <Chip size="small" color="error" label={t('arco.overdueChip')} />}
      {request.dueSoon && (
        <Chip size="small" color="warning" variant="outlined" label={t('arco.dueSoonChip')} />
      )}
    </Stack>
  );
}

/** The requests' columns; the branch when super_admin looks at every branch. */
export function arcoColumns(t: TFunction, withBranch: boolean): TableColumn<ArcoRequest>[] {
  return [
    {
      field: 'dueDate',
      headerName: t('arco.columns.dueDate'),
      width: 200,
      phone: true,
      renderCell: ({ row }) => <DueDateCell request={row} t={t} />,
    },
    {
      field: 'customer',
      headerName: t('arco.columns.customer'),
      flex: 1,
      minWidth: 140,
      sortable: false,
      phone: true,
      valueGetter: (value: ArcoRequest['customer']) => value.name,
      renderCell: ({ row, tabIndex }) => (
        <Link component={RouterLink} to={customerPath(row.customer.id)} tabIndex={tabIndex}>
          {row.customer.name}
        </Link>
      ),
    },
    {
      field: 'kind',
      headerName: t('arco.columns.kind'),
      width: 130,
      sortable: false,
      valueFormatter: (value: ArcoRequest['kind']) => t(`arco.kinds.${value}`),
    },
    {
      field: 'receivedAt',
      headerName: t('arco.columns.receivedAt'),
      width: 110,
      valueFormatter: (value: string) => shownDate(value),
    },
    {
      field: 'status',
      headerName: t('arco.columns.status'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.status === 'RESUELTA' ? 'success' : 'default'}
          label={t(`arco.statuses.${row.status}`)}
        />
      ),
    },
    ...(withBranch
      ? [
          {
            field: 'branch',
            headerName: t('arco.columns.branch'),
            flex: 1,
            minWidth: 110,
            sortable: false,
            valueGetter: (value: ArcoRequest['branch']) => value.name,
          } satisfies TableColumn<ArcoRequest>,
        ]
      : []),
  ];
}
