import type { LabOrderStatus } from '@iris/domain/lab-orders/lab-order-status';
import Chip from '@mui/material/Chip';
import { blue, cyan, green, grey, red } from '@mui/material/colors';
import { useTranslation } from 'react-i18next';
import { tint } from '../../components/sales-chips';

const HUES = { PEDIDO: grey, ENVIADO: blue, RECIBIDO: cyan, ENTREGADO: green, CANCELADO: red };

/** A lab order's stage, in words, each stage its colour. */
export function LabOrderStageChip({ status }: { status: LabOrderStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(`labOrders.stages.${status}`)} sx={tint(HUES[status])} />;
}
