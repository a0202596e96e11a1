import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { dateField, idField, relation } from '../common/fields.js';
import { moneyField } from '../common/money.js';
import { idFilter } from '../common/table.js';
import { defineStateMachine } from '../common/state-machine.js';

/** docs/spec.md §4: an audit is opened, then closed; a closed audit never changes again. */
export const auditStatus = defineStateMachine({
  initial: 'ABIERTA',
  transitions: { ABIERTA: ['CERRADA'], CERRADA: [] },
  editable: ['ABIERTA'],
});

/** docs/rules.md, Access: only they choose the branch of the audit they open. */
export const AUDIT_BRANCH_ROLES = ['super_admin', 'doctor'] as const;

/** docs/api.md audit/open: a branch's staff may leave the branch out (their own). */
export const openAuditSchema = z.object({
  openAmount: moneyField(),
  branch: relation().nullable().optional(),
});
export type OpenAuditInput = z.input<typeof openAuditSchema>;

/** docs/api.md audit/close: whatever was counted (docs/rules.md: a different amount is accepted). */
export const closeAuditSchema = z.object({ id: idField(), closeAmount: moneyField() });
export type CloseAuditInput = z.input<typeof closeAuditSchema>;

/** docs/api.md audit/get: the open audit of a branch (or null). */
export const currentAuditSchema = z.object({ branchId: idField() });

export const auditFilters = {
  branchId: idFilter(),
  from: dateField().optional(),
  to: dateField().optional(),
};

export const auditMethodSchema = z.object({
  method: refSchema,
  isCash: z.boolean(),
  /** Sum of its payments' totals in this audit. */
  payments: z.number(),
  /** Sum of its refunds' totals in this audit, as a positive amount given back. */
  refunds: z.number(),
  total: z.number(),
});

/**
 * A sale of the audit still NUEVO (docs/rules.md: the register closes while glasses wait for their
 * lenses): what it comes to and what it has received; frozen as they were when the audit closed.
 */
export const auditPendingSaleSchema = z.object({
  id: z.number(),
  serial: z.number(),
  customer: refSchema,
  total: z.number(),
  paid: z.number(),
  remaining: z.number(),
});
export type AuditPendingSale = z.infer<typeof auditPendingSaleSchema>;

/** docs/api.md audit/close, audit/getSummary: the audit with its summary. */
export const auditSummarySchema = z.object({
  id: z.number(),
  branch: refSchema,
  branchId: z.number(),
  status: z.enum(auditStatus.states),
  openAmount: z.number(),
  openDate: z.string(),
  openTime: z.string(),
  openedBy: refSchema,
  closeAmount: z.number().nullable(),
  closeDate: z.string().nullable(),
  closeTime: z.string().nullable(),
  closedBy: refSchema.nullable(),
  /** Sales created in it and not cancelled; `openSales` of those are still NUEVO. */
  salesCount: z.number(),
  openSales: z.number(),
  pendingSales: z.array(auditPendingSaleSchema),
  expectedCash: z.number(),
  /** closeAmount - expectedCash: negative is faltante, positive sobrante; null while open. */
  difference: z.number().nullable(),
  byMethod: z.array(auditMethodSchema),
});
export type AuditSummary = z.infer<typeof auditSummarySchema>;
