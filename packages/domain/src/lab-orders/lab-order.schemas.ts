import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { dateField, idField, optionalText, relation } from '../common/fields.js';
import { idFilter } from '../common/table.js';
import { LAB_ORDER_STAGES, labOrderStatus } from './lab-order-status.js';

/**
 * docs/api.md lab-orders/create: the sale, one prescription of its customer and the laboratory. The
 * promised date left out (or null) is today in the clinic + the laboratory's lead days.
 */
export const createLabOrderSchema = z.object({
  shopping: relation(),
  prescription: relation(),
  laboratory: relation(),
  promisedDate: dateField().nullable().optional(),
  notes: optionalText(500).nullable(),
});
export type CreateLabOrderInput = z.input<typeof createLabOrderSchema>;

/** While the order is not ENTREGADO or CANCELADO: its promised date and notes. */
export const updateLabOrderSchema = z.object({
  id: idField(),
  promisedDate: dateField().optional(),
  notes: optionalText(500).nullable(),
});
export type UpdateLabOrderInput = z.input<typeof updateLabOrderSchema>;

/** `PUT lab-orders/advance`: the next stage, one step from the current one. */
export const advanceLabOrderSchema = z.object({
  id: idField(),
  status: z.enum(LAB_ORDER_STAGES),
});
export type AdvanceLabOrderInput = z.input<typeof advanceLabOrderSchema>;

export const labOrderFilters = {
  branchId: idFilter(),
  status: z.enum(labOrderStatus.states).optional(),
  /** Only the late ones (true) or only those on time (false). */
  overdue: z.boolean().optional(),
  customerId: idFilter(),
  shoppingId: idFilter(),
};

export const labOrderStageSchema = z.object({
  status: z.enum(labOrderStatus.states),
  /** ISO instant. */
  at: z.string(),
  by: refSchema,
});

export const labOrderSchema = z.object({
  id: z.number(),
  serial: z.number(),
  status: z.enum(labOrderStatus.states),
  branch: refSchema,
  shopping: z.object({ id: z.number(), serial: z.number() }),
  customer: refSchema,
  laboratory: refSchema,
  prescription: z.object({ id: z.number(), summary: z.string() }),
  promisedDate: z.string(),
  overdue: z.boolean(),
  notes: z.string().nullable(),
  /** Oldest first: when and by whom each stage was reached. */
  history: z.array(labOrderStageSchema),
});
export type LabOrder = z.infer<typeof labOrderSchema>;
