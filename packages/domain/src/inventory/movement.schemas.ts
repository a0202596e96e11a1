import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { dateField, idField, relation, timeField, wholeNumber } from '../common/fields.js';
import { moneyField } from '../common/money.js';
import { idFilter } from '../common/table.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { movementStatus } from './movement-status.js';

/**
 * docs/spec.md §3, §9: a movement's type, by name; its number is what docs/api.md and the database carry.
 * An exit and a transfer take stock out.
 */
export const MOVEMENT_TYPE = { physical: 1, entry: 2, exit: 3, transfer: 4 } as const;
export type MovementType = (typeof MOVEMENT_TYPE)[keyof typeof MOVEMENT_TYPE];
/** Every type, in the order a form offers them. */
export const MOVEMENT_TYPES: readonly MovementType[] = Object.values(MOVEMENT_TYPE);

export const isExitType = (type: number) =>
  type === MOVEMENT_TYPE.exit || type === MOVEMENT_TYPE.transfer;

interface Ends {
  type: number;
  storageId: number;
  estorageId: number | null;
}

/** Where a movement's stock leaves from: an exit's own storage, a transfer's origin; else none. */
export const originOf = (movement: Ends): number | null =>
  !isExitType(movement.type)
    ? null
    : movement.type === MOVEMENT_TYPE.transfer
      ? movement.estorageId
      : movement.storageId;

/** Where it arrives or is counted: every type but an exit. */
export const destinationOf = (movement: Ends): number | null =>
  movement.type === MOVEMENT_TYPE.exit ? null : movement.storageId;

/** docs/spec.md §4's labels: a transfer reads as an entry at its destination, an exit at its origin. */
export type MovementLabel = 'physical' | 'entry' | 'exit' | 'transferIn' | 'transferOut';
export function movementLabel(type: number, destinationId: number, viewedFrom: number) {
  const labels: Record<MovementType, MovementLabel> = {
    [MOVEMENT_TYPE.physical]: 'physical',
    [MOVEMENT_TYPE.entry]: 'entry',
    [MOVEMENT_TYPE.exit]: 'exit',
    [MOVEMENT_TYPE.transfer]: destinationId === viewedFrom ? 'transferIn' : 'transferOut',
  };
  return labels[type as MovementType];
}

/** docs/rules.md, Access: only they set a price, and only on a movement that brings stock in. */
export const PRICE_ROLES = ['super_admin', 'doctor'] as const;

const movementFields = {
  type: wholeNumber(MOVEMENT_TYPE.physical, MOVEMENT_TYPE.transfer),
  date: dateField(),
  time: timeField(),
  /** The origin of a transfer (docs/spec.md: `exit_storage`); other types have none. */
  estorage: relation().nullable().optional(),
};

interface TypedMovement {
  type: number;
  estorage?: { id: number } | null | undefined;
}

/** A transfer names its origin, another storage than its destination; other types name none. */
function checkOrigin(
  movement: TypedMovement & { storage?: { id: number } },
  context: z.RefinementCtx,
) {
  const origin = movement.estorage?.id;
  if (movement.type === MOVEMENT_TYPE.transfer && origin === undefined) {
    context.addIssue({ code: 'custom', path: ['estorage', 'id'], message: m('required') });
  }
  if (movement.type !== MOVEMENT_TYPE.transfer && origin !== undefined) {
    context.addIssue({ code: 'custom', path: ['estorage', 'id'], message: m('invalid') });
  }
  if (origin !== undefined && origin === movement.storage?.id) {
    context.addIssue({ code: 'custom', path: ['estorage', 'id'], message: m('sameStorage') });
  }
}

/** docs/api.md movements/create: the storage whose page creates it is the destination. */
export const createMovementSchema = z
  .object({ ...movementFields, storage: relation() })
  .superRefine(checkOrigin);
export type CreateMovementInput = z.input<typeof createMovementSchema>;

/** While NUEVO its type, date, time and origin change; it never moves to another storage. */
export const updateMovementSchema = z
  .object({ id: idField(), ...movementFields })
  .superRefine(checkOrigin);
export type UpdateMovementInput = z.input<typeof updateMovementSchema>;

/** The movement dialog's own fields (the storage and the id come from the page). */
export const movementFormSchema = z.object(movementFields).superRefine(checkOrigin);
export type MovementFormValues = z.output<typeof movementFormSchema>;

export const movementFilters = { storageId: idFilter(), branchId: idFilter() };

const storageRef = refSchema.extend({ branch: refSchema });

export const movementSchema = z.object({
  id: z.number(),
  serial: z.number(),
  type: z.number(),
  date: z.string(),
  time: z.string(),
  status: z.enum(movementStatus.states),
  storage: storageRef,
  storageId: z.number(),
  estorage: storageRef.nullable(),
  estorageId: z.number().nullable(),
  branch_id: z.number(),
  details: z.number(),
});
export type Movement = z.infer<typeof movementSchema>;

const detailFields = {
  product: relation(),
  qty: wholeNumber(1, 1_000_000),
  /** Absent or null: no price given (an entry then keeps the stock's price). */
  price: moneyField().nullable().optional(),
};

/** docs/api.md movement-details/create. */
export const createDetailSchema = z.object({ movement: relation(), ...detailFields });
export type CreateDetailInput = z.input<typeof createDetailSchema>;

export const updateDetailSchema = z.object({ id: idField(), ...detailFields });
export type UpdateDetailInput = z.input<typeof updateDetailSchema>;

export const detailFormSchema = z.object(detailFields);
export type DetailFormValues = z.output<typeof detailFormSchema>;

export const detailFilters = { movementId: idField() };

export const movementDetailSchema = z.object({
  id: z.number(),
  product: refSchema,
  product_name: z.string(),
  category: refSchema,
  subcategory: refSchema,
  qty: z.number(),
  price: z.number().nullable(),
  movement: z.object({ id: z.number() }),
  movementId: z.number(),
  /** The stock of the product where the movement takes it from (exits and transfers). */
  remaining: z.number().nullable(),
});
export type MovementDetail = z.infer<typeof movementDetailSchema>;
