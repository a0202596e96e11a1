import { eq, getTableColumns, sql } from 'drizzle-orm';
import {
  advanceLabOrderSchema,
  createLabOrderSchema,
  labOrderFilters,
  labOrderSchema,
  updateLabOrderSchema,
} from '@iris/domain/lab-orders/lab-order.schemas';
import { labOrderStatus, WAITING_STAGES } from '@iris/domain/lab-orders/lab-order-status';
import { summaryLine } from '@iris/domain/prescriptions/refraction';
import { ROLES } from '@iris/domain/users/roles';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { laboratories, labOrders } from '../../db/schema/lab-orders.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { sales } from '../../db/schema/sales.schema.js';
import { defineAction, defineResource, updateValues } from '../../lib/recipe/resource.js';
import { laboratoriesResource } from '../catalogue/laboratories.resources.js';
import { customersResource } from '../customers/customers.resource.js';
import { eyeValuesOf, storedOf } from '../prescriptions/prescription-values.js';
import { prescriptionsResource } from '../prescriptions/prescriptions.resource.js';
import { salesResource } from '../sales/sales.resource.js';
import { advanceOrder, lockSaleOfOrder, stampStage } from './lab-order-stages.js';
import { historyOf, newOrderValues, type StageRow } from './lab-order-values.js';
import { personNameOfAlias, personNameSql } from '../../lib/person-name.js';

/** The prescription's eye columns (odSphere…, oiAxis…), for the item's one-line summary. */
const eyeFields = Object.fromEntries(
  Object.entries(getTableColumns(prescriptions)).filter(([key]) => /^o[di][A-Z]/.test(key)),
) as Pick<
  typeof prescriptions._.columns,
  Extract<keyof typeof prescriptions._.columns, `od${string}` | `oi${string}`>
>;

const waiting = sql.join(
  WAITING_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
);
/** docs/rules.md: not RECIBIDO by the promised date; today is the clinic's (the session's time zone). */
const overdue = sql<boolean>`(${labOrders.status} in (${waiting}) and ${labOrders.promisedDate} < current_date)`;

// Each stage with who reached it, oldest first; the outer order is named in full.
const history = sql<StageRow[] | string>`coalesce((select json_agg(json_build_object(
    'status', s.status, 'at', s.at, 'id', u.id,
    'name', ${personNameOfAlias('u')}) order by s.at, s.id)
  from lab_order_stages as s join users as u on u.id = s.by_id
  where s.order_id = ${sql.raw('"lab_orders"."id"')}), '[]'::json)`;

/**
 * Lab orders (docs/rules.md, Lab orders): the lenses of a sale sent to a laboratory for one
 * prescription of the sale's customer, in the sale's branch, with a gap-free folio per branch.
 * Stages move one step at a time (`advance`), each stamped in lab_order_stages; `cancel` before
 * ENTREGADO. Every role works them: the front desk sends and delivers the glasses.
 */
export const labOrdersResource = defineResource({
  name: 'lab-orders',
  table: labOrders,
  id: labOrders.id,
  scope: { kind: 'branch', column: labOrders.branchId },
  status: { column: labOrders.status, machine: labOrderStatus },
  endpoints: { getTable: true, get: true, create: true, update: true },
  readRoles: ROLES,
  writeRoles: ROLES,
  list: {
    table: labOrders,
    joins: [
      { table: branches, on: eq(branches.id, labOrders.branchId) },
      { table: sales, on: eq(sales.id, labOrders.saleId) },
      { table: customers, on: eq(customers.id, labOrders.customerId) },
      { table: laboratories, on: eq(laboratories.id, labOrders.laboratoryId) },
      { table: prescriptions, on: eq(prescriptions.id, labOrders.prescriptionId) },
    ],
    fields: {
      id: labOrders.id,
      serial: labOrders.serial,
      status: labOrders.status,
      branchId: labOrders.branchId,
      branchName: branches.name,
      saleId: labOrders.saleId,
      saleSerial: sales.serial,
      customerId: labOrders.customerId,
      customerName: personNameSql(customers),
      laboratoryId: labOrders.laboratoryId,
      laboratoryName: laboratories.name,
      prescriptionId: labOrders.prescriptionId,
      promisedDate: labOrders.promisedDate,
      overdue,
      notes: labOrders.notes,
      history,
      ...eyeFields,
    },
    // Promised date first to last (see `urgency`), then folio or id.
    sortKeys: {
      id: labOrders.id,
      serial: labOrders.serial,
      promisedDate: labOrders.promisedDate,
      urgency: sql`(date '9999-12-31' - ${labOrders.promisedDate})`,
    },
    // Tables sort descending unless asked otherwise; on `urgency` that is the soonest promised
    // date first, so the late orders of a stage lead its column and the due ones follow.
    defaultSort: 'urgency',
    search: { document: customers.searchDoc },
  },
  filters: {
    shape: labOrderFilters,
    where: (filters) => [
      filters.branchId === undefined ? undefined : eq(labOrders.branchId, filters.branchId),
      filters.customerId === undefined ? undefined : eq(labOrders.customerId, filters.customerId),
      filters.shoppingId === undefined ? undefined : eq(labOrders.saleId, filters.shoppingId),
      filters.status === undefined ? undefined : eq(labOrders.status, filters.status),
      filters.overdue === undefined ? undefined : filters.overdue ? overdue : sql`not ${overdue}`,
    ],
  },
  tableParents: [
    { filter: 'branchId', to: 'branch' },
    { filter: 'customerId', to: customersResource },
    { filter: 'shoppingId', to: salesResource },
  ],
  item: labOrderSchema,
  toItem: (row) => ({
    id: row.id,
    serial: row.serial,
    status: labOrderStatus.isState(row.status) ? row.status : labOrderStatus.initial,
    branch: { id: row.branchId, name: row.branchName },
    shopping: { id: row.saleId, serial: row.saleSerial },
    customer: { id: row.customerId, name: row.customerName },
    laboratory: { id: row.laboratoryId, name: row.laboratoryName },
    prescription: {
      id: row.prescriptionId,
      summary: summaryLine(eyeValuesOf(storedOf('od', row)), eyeValuesOf(storedOf('oi', row))),
    },
    promisedDate: row.promisedDate,
    overdue: row.overdue,
    notes: row.notes,
    history: historyOf(row.history),
  }),
  create: {
    schema: createLabOrderSchema,
    values: (input, context) => newOrderValues(context, input),
  },
  update: {
    schema: updateLabOrderSchema,
    values: (input) =>
      updateValues(labOrders, { promisedDate: input.promisedDate, notes: input.notes }),
  },
  after: { insert: (context, { id }) => stampStage(context, [id], 'PEDIDO') },
  references: [
    { field: 'shopping', to: salesResource },
    { field: 'prescription', to: prescriptionsResource },
    { field: 'laboratory', to: laboratoriesResource },
  ],
  actions: [
    defineAction(labOrders, {
      name: 'advance',
      method: 'PUT',
      idIn: 'body',
      body: advanceLabOrderSchema,
      roles: ROLES,
      lock: ({ db }, id) => lockSaleOfOrder(db, id),
      run: (context, { id, before, input }) => advanceOrder(context, { id, before }, input.status),
    }),
    defineAction(labOrders, {
      name: 'cancel',
      method: 'PUT',
      idIn: 'params',
      roles: ROLES,
      to: 'CANCELADO',
      run: (context, { id }) => stampStage(context, [id], 'CANCELADO'),
    }),
  ],
});
