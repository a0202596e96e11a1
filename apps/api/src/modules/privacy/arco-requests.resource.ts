import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  ARCO_KINDS,
  arcoRequestFilters,
  arcoRequestSchema,
  arcoStatus,
  changedFields,
  createArcoRequestSchema,
  resolveArcoRequestSchema,
} from '@iris/domain/privacy/arco.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { arcoRequests } from '../../db/schema/privacy.schema.js';
import { personNameOfAlias, personNameSql } from '../../lib/person-name.js';
import { defineAction, defineResource } from '../../lib/recipe/resource.js';
import { customersResource } from '../customers/customers.resource.js';
import { newArcoValues, resolveArco } from './arco-values.js';

/** Open and past its due date; today is the clinic's (the database session's time zone). */
const overdue = sql<boolean>`(${arcoRequests.status} = 'ABIERTA' and ${arcoRequests.dueDate} < current_date)`;
const dueSoon = sql<boolean>`(${arcoRequests.status} = 'ABIERTA' and ${arcoRequests.dueDate} >= current_date
  and ${arcoRequests.warningDate} <= current_date)`;

const userRef = (column: PgColumn) =>
  sql<{ id: number; name: string } | null>`(select json_build_object('id', u.id,
    'name', ${personNameOfAlias('u')}) from users as u where u.id = ${column})`;

const kindOf = (value: string) => ARCO_KINDS.find((kind) => kind === value) ?? 'ACCESO';

/**
 * The patients' ARCO requests (docs/rules.md, Privacy and accounts): registered in the patient's
 * branch with the day they were received and due 20 business days later, resolved once. Every
 * role works them, branch staff their own branch's patients; each read, registration and
 * resolution is in the access log with the patient.
 */
export const arcoRequestsResource = defineResource({
  name: 'arco-requests',
  messages: { created: 'arcoRequestCreated' },
  table: arcoRequests,
  id: arcoRequests.id,
  scope: { kind: 'branch', column: arcoRequests.branchId },
  status: { column: arcoRequests.status, machine: arcoStatus },
  endpoints: { getTable: true, get: true, create: true },
  readRoles: ROLES,
  writeRoles: ROLES,
  list: {
    table: arcoRequests,
    joins: [
      { table: branches, on: eq(branches.id, arcoRequests.branchId) },
      { table: customers, on: eq(customers.id, arcoRequests.customerId) },
    ],
    fields: {
      id: arcoRequests.id,
      branchId: arcoRequests.branchId,
      branchName: branches.name,
      customerId: arcoRequests.customerId,
      customerName: personNameSql(customers),
      kind: arcoRequests.kind,
      status: arcoRequests.status,
      receivedAt: arcoRequests.receivedAt,
      dueDate: arcoRequests.dueDate,
      overdue,
      dueSoon,
      notes: arcoRequests.notes,
      resolution: arcoRequests.resolution,
      createdAt: arcoRequests.createdAt,
      createdBy: userRef(arcoRequests.createdBy),
      resolvedAt: arcoRequests.resolvedAt,
      resolvedBy: userRef(arcoRequests.resolvedBy),
      dataBefore: arcoRequests.dataBefore,
      dataAfter: arcoRequests.dataAfter,
    },
    sortKeys: {
      id: arcoRequests.id,
      dueDate: arcoRequests.dueDate,
      receivedAt: arcoRequests.receivedAt,
    },
    defaultSort: 'id',
    search: { document: customers.searchDoc },
  },
  filters: {
    shape: arcoRequestFilters,
    where: (filters) => [
      filters.branchId === undefined ? undefined : eq(arcoRequests.branchId, filters.branchId),
      filters.customerId === undefined
        ? undefined
        : eq(arcoRequests.customerId, filters.customerId),
      filters.kind === undefined ? undefined : eq(arcoRequests.kind, filters.kind),
      filters.status === undefined ? undefined : eq(arcoRequests.status, filters.status),
      filters.overdue === undefined ? undefined : filters.overdue ? overdue : sql`not ${overdue}`,
    ],
  },
  tableParents: [
    { filter: 'branchId', to: 'branch' },
    { filter: 'customerId', to: customersResource },
  ],
  item: arcoRequestSchema,
  toItem: (row) => ({
    id: row.id,
    branch: { id: row.branchId, name: row.branchName },
    customer: { id: row.customerId, name: row.customerName },
    kind: kindOf(row.kind),
    status: arcoStatus.isState(row.status) ? row.status : arcoStatus.initial,
    receivedAt: row.receivedAt,
    dueDate: row.dueDate,
    overdue: row.overdue,
    dueSoon: row.dueSoon,
    notes: row.notes,
    resolution: row.resolution,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
    rectification: row.dataBefore
      ? {
          before: row.dataBefore,
          after: row.dataAfter,
          changes: row.dataAfter ? changedFields(row.dataBefore, row.dataAfter) : [],
        }
      : null,
  }),
  create: {
    schema: createArcoRequestSchema,
    values: (input, context) => newArcoValues(context, input),
  },
  references: [{ field: 'customer', to: customersResource }],
  actions: [
    defineAction(arcoRequests, {
      name: 'resolve',
      method: 'PUT',
      idIn: 'body',
      body: resolveArcoRequestSchema,
      roles: ROLES,
      to: 'RESUELTA',
      message: () => 'arcoRequestResolved',
      run: (context, { id, before, input }) =>
        resolveArco(context, { id, before }, input.resolution),
    }),
  ],
  accessLog: {
    subject: 'arcoRequest',
    customerOf: async ({ db }, id) =>
      (
        await db
          .select({ customerId: arcoRequests.customerId })
          .from(arcoRequests)
          .where(eq(arcoRequests.id, id))
      )[0]?.customerId,
  },
});
