import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../calendar/appointment-status.js';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { dateField, idField } from '../common/fields.js';
import { ARCO_KINDS } from '../privacy/arco.schemas.js';

/** How many of the day's appointments the tile lists (the rest are counted). */
export const DASHBOARD_APPOINTMENTS = 8;
/** A product is low in a default storage at this quantity or less (none left included). */
export const LOW_STOCK_THRESHOLD = 3;
/** How many low products the tile lists (the rest are counted). */
export const DASHBOARD_LOW_STOCK = 8;
/** How many ARCO requests due soon or overdue the tile lists (the rest are counted). */
export const DASHBOARD_ARCO = 8;
/** The charts' window: this many days ending on the dashboard's day. */
export const DASHBOARD_DAYS = 30;

/**
 * docs/api.md dashboard/get: one branch's tiles, or (super_admin, no branch) every branch's; the day
 * is today on the clinic's calendar unless given.
 */
export const dashboardQuerySchema = z.object({
  branchId: idField().optional(),
  date: dateField().optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export const dashboardAppointmentSchema = z.object({
  id: z.number(),
  branch: refSchema,
  /** Its start, HH:mm, and end (HH:mm; another day's when it runs past midnight). */
  time: z.string(),
  endTime: z.string(),
  name: z.string(),
  patient: refSchema.nullable(),
  type: refSchema,
  status: z.enum(APPOINTMENT_STATUSES),
  doctor: refSchema.nullable(),
});

export const dashboardMethodSchema = z.object({
  method: refSchema,
  /** Payments taken (refunds not counted). */
  count: z.number(),
  /** Sum of its payments' totals, and of its refunds' as an amount given back; total is the net. */
  payments: z.number(),
  refunds: z.number(),
  total: z.number(),
});

export const dashboardAuditSchema = z.object({
  id: z.number(),
  branch: refSchema,
  openDate: z.string(),
  openTime: z.string(),
  openedBy: refSchema,
  openAmount: z.number(),
});

export const lowStockItemSchema = z.object({
  product: refSchema,
  storage: refSchema,
  branch: refSchema,
  qty: z.number(),
});

export const dashboardSchema = z.object({
  /** The day the tiles are about, YYYY-MM-DD. */
  date: z.string(),
  /** The branch asked for; null: every branch (super_admin). */
  branch: refSchema.nullable(),
  appointments: z.object({
    /** All of the day's, and how many have not ended yet. */
    count: z.number(),
    upcoming: z.number(),
    /** Those still to come (or under way) first, soonest first; then the ones past, latest first. */
    items: z.array(dashboardAppointmentSchema),
  }),
  /** The day's sales, cancelled ones apart (their totals are not sales). */
  sales: z.object({ count: z.number(), total: z.number(), cancelled: z.number() }),
  /** The day's payments and refunds (deleted ones left out), in all and by method. */
  payments: z.object({
    count: z.number(),
    total: z.number(),
    byMethod: z.array(dashboardMethodSchema),
  }),
  /** The open registers: one branch's (none or one) or every branch's. */
  registers: z.array(dashboardAuditSchema),
  /**
   * docs/rules.md WhatsApp, _Piden cambio_: appointments not yet begun whose patient asked to
   * change them, soonest first (DASHBOARD_APPOINTMENTS of them; the rest counted).
   */
  changeRequests: z.object({
    count: z.number(),
    items: z.array(dashboardAppointmentSchema.extend({ date: z.string() })),
  }),
  /**
   * docs/rules.md, Privacy and accounts, _ARCO por vencer/vencidas_: the open requests due within
   * 5 business days of the day or past due, soonest due first (DASHBOARD_ARCO of them).
   */
  arco: z.object({
    count: z.number(),
    overdue: z.number(),
    items: z.array(
      z.object({
        id: z.number(),
        branch: refSchema,
        customer: refSchema,
        kind: z.enum(ARCO_KINDS),
        dueDate: z.string(),
        overdue: z.boolean(),
      }),
    ),
  }),
  lowStock: z.object({
    threshold: z.number(),
    /** The branch's default storage (null: every branch asked, or none is the default). */
    storage: refSchema.nullable(),
    count: z.number(),
    /** Fewest first. */
    items: z.array(lowStockItemSchema),
  }),
  charts: z.object({
    from: z.string(),
    to: z.string(),
    /** Every day of the window, oldest first, also those without sales. */
    salesByDay: z.array(z.object({ date: z.string(), count: z.number(), total: z.number() })),
    /** The window's payments by method, largest net first. */
    paymentsByMethod: z.array(dashboardMethodSchema),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
