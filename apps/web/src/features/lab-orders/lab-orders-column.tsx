import type { LabOrderStatus } from '@iris/domain/lab-orders/lab-order-status';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-client';
import { formatCount } from '../../lib/format-number';
import { LabOrderCard } from './lab-order-card';
import { columnFilters, type BoardParams } from './use-board-params';
import type { useLabOrderActions } from './use-lab-order-actions';
import { useLabOrderColumn } from './use-lab-order-column';

export interface LabOrdersColumnProps {
  stage: LabOrderStatus;
  branchId: number;
  params: BoardParams;
  actions: ReturnType<typeof useLabOrderActions>;
  /** The cancelled orders alone fill the board: their cards side by side, not in one column. */
  wide?: boolean;
}

/**
 * A stage's column: its name and how many orders are in it, then their cards, the soonest
 * promised first, a page at a time ("Ver más"); skeletons while the first page comes, and a word
 * when it is empty.
 */
export function LabOrdersColumn({ stage, branchId, params, actions, wide }: LabOrdersColumnProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const column = useLabOrderColumn(columnFilters(params, branchId, stage));
  const filtered = params.search !== '' || params.onlyOverdue;
  const count =
    column.total === undefined
      ? null
      : t(column.estimated ? 'labOrders.board.countAbout' : 'labOrders.board.count', {
          count: formatCount(column.total),
        });
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t(`labOrders.stages.${stage}`)}
        </Typography>
        {count !== null && <Chip size="small" label={count} />}
      </Box>
      {column.error && <Alert severity="warning">{errorText(column.error)}</Alert>}
      {column.loading && (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={132} />
          ))}
        </Stack>
      )}
      {!column.loading && !column.error && column.orders.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t(filtered ? 'labOrders.board.emptyFiltered' : 'labOrders.board.empty')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: wide ? 'repeat(auto-fill, minmax(260px, 1fr))' : '1fr',
        }}
      >
        {column.orders.map((order) => (
          <LabOrderCard key={order.id} order={order} actions={actions} />
        ))}
      </Box>
      {column.hasMore && (
        <Button fullWidth loading={column.loadingMore} onClick={column.more} sx={{ mt: 1 }}>
          {t('labOrders.board.more')}
        </Button>
      )}
    </Box>
  );
}
