import Chip from '@mui/material/Chip';
import { amber, cyan, green, grey, red } from '@mui/material/colors';

/** A light tint with dark text of the same hue: readable (axe contrast) on any row. */
export const tint = (hue: Record<100 | 900, string>) => ({ bgcolor: hue[100], color: hue[900] });

/** SPEC.md §4 Sale status: NUEVO cyan, EJECUTADO green, anything else (CANCELADO) red. */
export function SaleStatusChip({ status }: { status: string }) {
  const hue = status === 'NUEVO' ? cyan : status === 'EJECUTADO' ? green : red;
  return <Chip size="small" label={status} sx={tint(hue)} />;
}

/**
 * SPEC.md §4 Payment status: PENDIENTE amber, PAGADO green, ABONADO cyan; CANCELADO (a cancelled
 * sale owes nothing, RULES.md) red like its sale. Amber's own dark shade is orange and too light
 * to read on its tint, so its text is near-black.
 */
export function PaymentStatusChip({ status }: { status: string }) {
  const colors =
    status === 'PENDIENTE'
      ? { bgcolor: amber[200], color: grey[900] }
      : tint(status === 'PAGADO' ? green : status === 'CANCELADO' ? red : cyan);
  return <Chip size="small" label={status} sx={colors} />;
}
