import { movementLabel, type Movement } from '@iris/domain/inventory/movement.schemas';
import Chip from '@mui/material/Chip';
import { cyan, green, red } from '@mui/material/colors';
import { useTranslation } from 'react-i18next';
import '../../lib/inventory-messages';

/** SPEC.md §4: a transfer reads as an entry at its destination and an exit at its origin. */
export function useMovementLabel() {
  const { t } = useTranslation();
  return (movement: Pick<Movement, 'type' | 'storageId'>, viewedFrom: number) =>
    t(`movements.labels.${movementLabel(movement.type, movement.storageId, viewedFrom)}`);
}

/** SPEC.md §4: NUEVO cyan, EJECUTADO green, anything else red; dark text for contrast. */
export function StatusChip({ status }: { status: string }) {
  const hue = status === 'NUEVO' ? cyan : status === 'EJECUTADO' ? green : red;
  return <Chip size="small" label={status} sx={{ bgcolor: hue[100], color: hue[900] }} />;
}
