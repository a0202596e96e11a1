import {
  destinationOf,
  MOVEMENT_TYPE,
  movementLabel,
  originOf,
  type Movement,
} from '@iris/domain/inventory/movement.schemas';
import Chip from '@mui/material/Chip';
import { cyan, green, red } from '@mui/material/colors';
import { useTranslation } from 'react-i18next';

/** docs/spec.md §4: a transfer reads as an entry at its destination and an exit at its origin. */
export function useMovementLabel() {
  const { t } = useTranslation();
  return (movement: Pick<Movement, 'type' | 'storageId'>, viewedFrom: number) =>
    t(`movements.labels.${movementLabel(movement.type, movement.storageId, viewedFrom)}`);
}

/**
 * A movement's folio as people say it. Folios count per storage, and a transfer is numbered by
 * its destination: its origin lists it beside its own movements of the same number. So a
 * transfer's folio always names the storage that numbered it ("2 · BODEGA CENTRAL"), in both
 * lists and on its page.
 */
export const folioOf = (movement: Pick<Movement, 'type' | 'serial' | 'storage'>) =>
  movement.type === MOVEMENT_TYPE.transfer
    ? `${movement.serial} · ${movement.storage.name}`
    : `${movement.serial}`;

type Place = NonNullable<Movement['estorage']>;

/**
 * Where a movement takes stock from and where it takes it (domain originOf/destinationOf): an
 * exit names only its origin, an entry only its destination, a count only the storage counted.
 */
export function useMovementEnds() {
  const { t } = useTranslation();
  return (movement: Movement) => {
    const placeOf = (id: number | null): Place | null =>
      id === null ? null : id === movement.storageId ? movement.storage : movement.estorage;
    const at = (place: Place) => `${place.name} (${place.branch.name})`;
    const origin = placeOf(originOf(movement));
    const destination = placeOf(destinationOf(movement));
    if (movement.type === MOVEMENT_TYPE.physical && destination)
      return `${t('movements.counted')}: ${at(destination)}`;
    return [
      origin && `${t('movements.origin')}: ${at(origin)}`,
      destination && `${t('movements.destination')}: ${at(destination)}`,
    ]
      .filter(Boolean)
      .join(' · ');
  };
}

/** docs/spec.md §4: NUEVO cyan, EJECUTADO green, anything else red; dark text for contrast. */
export function StatusChip({ status }: { status: string }) {
  const hue = status === 'NUEVO' ? cyan : status === 'EJECUTADO' ? green : red;
  return <Chip size="small" label={status} sx={{ bgcolor: hue[100], color: hue[900] }} />;
}
