import { formatDateTime } from '@iris/domain/common/dates';
import type { LabOrder } from '@iris/domain/lab-orders/lab-order.schemas';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { red } from '@mui/material/colors';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { shownDate } from '../../lib/format-date';
import { customerPath, salePath } from '../../lib/route-id';
import { LabTicketButton } from './lab-ticket-button';
import { canCancel, nextStage, type useLabOrderActions } from './use-lab-order-actions';

export interface LabOrderCardProps {
  order: LabOrder;
  actions: ReturnType<typeof useLabOrderActions>;
}

/**
 * One order on the board: its folio, the patient and the sale (each a link to its page), the
 * laboratory, the promised date (late ones marked in words, not by colour alone), who moved it to
 * its stage and when, its ticket for the laboratory, and its next step and "Cancelar" while it is
 * open.
 */
export function LabOrderCard({ order, actions }: LabOrderCardProps) {
  const { t } = useTranslation();
  const next = nextStage(order);
  const last = order.history.at(-1);
  const folio = t('labOrders.board.folio', { serial: order.serial });
  const unpaid = actions.unpaid?.orderId === order.id ? actions.unpaid : null;
  const busy = actions.busy === order.id;
  return (
    <Card
      component="article"
      aria-label={folio}
      variant="outlined"
      sx={order.overdue ? { borderColor: red[700], borderLeftWidth: 4 } : undefined}
    >
      <CardContent sx={{ px: 1.5, pb: 1, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
            {folio}
          </Typography>
          {order.overdue && (
            <Chip
              size="small"
              icon={<WarningAmberIcon />}
              label={t('labOrders.overdue')}
              sx={{
                bgcolor: red[700],
                color: 'common.white',
                '& .MuiChip-icon': { color: 'inherit' },
              }}
            />
          )}
        </Box>
        <Link component={RouterLink} to={customerPath(order.customer.id)} sx={{ fontWeight: 500 }}>
          {order.customer.name}
        </Link>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Link component={RouterLink} to={salePath(order.shopping.id)}>
            {t('labOrders.board.sale', { serial: order.shopping.serial })}
          </Link>
          {' · '}
          {order.laboratory.name}
        </Typography>
        <Typography
          variant="body2"
          sx={order.overdue ? { color: red[800], fontWeight: 600 } : undefined}
        >
          {t('labOrders.board.due', { date: shownDate(order.promisedDate) })}
        </Typography>
        {last && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t('labOrders.board.lastStage', {
              stage: t(`labOrders.stages.${last.status}`),
              name: last.by.name,
              at: formatDateTime(last.at),
            })}
          </Typography>
        )}
        {unpaid && (
          // No icon: in a narrow column the message needs the width.
          <Alert
            severity="warning"
            icon={false}
            onClose={actions.dismissUnpaid}
            sx={{ mt: 1, px: 1.5, '& .MuiAlert-action': { pl: 0.5, mr: -1 } }}
          >
            {unpaid.message}{' '}
            <Link
              component={RouterLink}
              to={`${salePath(order.shopping.id)}?tab=payments`}
              sx={{ display: 'block', mt: 0.5, fontWeight: 500 }}
            >
              {t('labOrders.board.toPayments')}
            </Link>
          </Alert>
        )}
      </CardContent>
      {order.status !== 'CANCELADO' && (
        <CardActions sx={{ pt: 0, px: 1.5, pb: 1.5, flexWrap: 'wrap', gap: 1 }}>
          <LabTicketButton id={order.id} serial={order.serial} />
          {next && (
            <Button
              size="small"
              variant="contained"
              loading={busy}
              disabled={actions.busy !== null && !busy}
              onClick={() => void actions.advance(order)}
            >
              {t('labOrders.board.advance', { stage: t(`labOrders.stages.${next}`) })}
            </Button>
          )}
          {canCancel(order) && (
            <Button
              size="small"
              color="error"
              aria-label={t('labOrders.board.cancelLabel', { serial: order.serial })}
              disabled={actions.busy !== null}
              onClick={() => void actions.cancel(order)}
              sx={{ ml: 'auto !important' }}
            >
              {t('labOrders.board.cancel')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
