import Chip from '@mui/material/Chip';
import { amber, cyan, green, grey, red } from '@mui/material/colors';
import Stack from '@mui/material/Stack';

/** A light tint with dark text of the same hue: readable (axe contrast) on any row. */
export const tint = (hue: Record<100 | 900, string>) => ({ bgcolor: hue[100], color: hue[900] });

/** docs/spec.md §4 Sale status: NUEVO cyan, EJECUTADO green, anything else (CANCELADO) red. */
export function SaleStatusChip({ status }: { status: string }) {
  const hue = status === 'NUEVO' ? cyan : status === 'EJECUTADO' ? green : red;
  return <Chip size="small" label={status} sx={tint(hue)} />;
}

/**
 * docs/spec.md §4 Payment status: PENDIENTE amber, PAGADO green, ABONADO cyan; CANCELADO (a cancelled
 * sale owes nothing, docs/rules.md) red like its sale. Amber's own dark shade is orange and too light
 * to read on its tint, so its text is near-black.
 */
export function PaymentStatusChip({ status }: { status: string }) {
  const colors =
    status === 'PENDIENTE'
      ? { bgcolor: amber[200], color: grey[900] }
      : tint(status === 'PAGADO' ? green : status === 'CANCELADO' ? red : cyan);
  return <Chip size="small" label={status} sx={colors} />;
}

/**
 * A table column's width for these chips: the widest, CANCELADO, whole in Arial (what Windows
 * draws for the theme's Roboto; Roboto itself is narrower), with the cell's padding.
 */
export const CHIP_COLUMN_WIDTH = 124;

/**
 * A sale's status over its payment status, in one cell of a list (two columns of chips did not fit
 * at 1366 px). A cancelled sale's payment status says CANCELADO again: shown once.
 */
export function SaleStatusChips({
  status,
  paymentStatus,
  align = 'flex-start',
}: {
  status: string;
  paymentStatus: string;
  /** Beside money, right-aligned: `flex-end`. */
  align?: 'flex-start' | 'flex-end';
}) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: align }}>
      <SaleStatusChip status={status} />
      {paymentStatus !== status && <PaymentStatusChip status={paymentStatus} />}
    </Stack>
  );
}
