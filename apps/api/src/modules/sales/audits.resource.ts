import { eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  auditFilters,
  auditStatus,
  auditSummarySchema,
  closeAuditSchema,
  openAuditSchema,
} from '@iris/domain/sales/audit.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { users } from '../../db/schema/accounts.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { audits } from '../../db/schema/sales.schema.js';
import { AppError } from '../../lib/app-error.js';
import { defineAction, defineResource, insertValues } from '../../lib/recipe/resource.js';
import { auditsCsv } from './audits-report.csv.js';
import {
  auditMethods,
  expectedCashOf,
  livePendingSalesOf,
  liveSalesCountOf,
  pendingSalesOf,
  salesCountOf,
} from './audit-summary.js';
import { jsonDecimal, jsonDecimalOrNull } from '../../lib/json-decimal.js';
import { personNameSql } from '../../lib/person-name.js';

const openedBy = alias(users, 'opened_by_user');
const closedBy = alias(users, 'closed_by_user');
const nameOf = (user: typeof openedBy | typeof closedBy) => personNameSql(user);

/**
 * A branch's cash register (docs/spec.md §4 Cash audit; docs/rules.md, Sales, payments, audits): opened
 * (`audit/open`; the partial unique index makes a second open audit of the branch a 525, also
 * for openings sent at once), summarized (`getSummary/{id}`) and closed once, with whatever was
 * counted, its sales still NUEVO listed as they were.
 */
export const auditsResource = defineResource({
  name: 'audit',
  messages: { created: 'auditOpened' },
  table: audits,
  id: audits.id,
  scope: { kind: 'branch', column: audits.branchId },
  status: { column: audits.status, machine: auditStatus },
  endpoints: {
    getTable: { path: 'getTableAudit' },
    get: { path: 'getSummary/:id' },
    create: { path: 'open' },
  },
  readRoles: ROLES,
  writeRoles: ROLES,
  list: {
    table: audits,
    joins: [
      { table: branches, on: eq(branches.id, audits.branchId) },
      { table: openedBy, on: eq(openedBy.id, audits.openedBy) },
      { table: closedBy, on: eq(closedBy.id, audits.closedBy) },
    ],
    fields: {
      id: audits.id,
      branchId: audits.branchId,
      branchName: branches.name,
      status: audits.status,
      openAmount: audits.openAmount,
      openDate: audits.openDate,
      openTime: audits.openTime,
      openedById: audits.openedBy,
      openedByName: nameOf(openedBy),
      closeAmount: audits.closeAmount,
      closeDate: audits.closeDate,
      closeTime: audits.closeTime,
      closedById: audits.closedBy,
      closedByName: nameOf(closedBy),
      expectedCash: sql<string>`coalesce(${audits.expectedCash}, ${expectedCashOf()})::text`,
      difference: sql<string | null>`(${audits.closeAmount} - ${audits.expectedCash})::text`,
      counts: salesCountOf(),
      pendingSales: pendingSalesOf(),
      byMethod: auditMethods(),
    },
    sortKeys: { id: audits.id, date: audits.openDate },
    defaultSort: 'date',
    search: [],
  },
  filters: {
    shape: auditFilters,
    where: (filters) => [
      filters.branchId === undefined ? undefined : eq(audits.branchId, filters.branchId),
      filters.from === undefined ? undefined : gte(audits.openDate, filters.from),
      filters.to === undefined ? undefined : lte(audits.openDate, filters.to),
    ],
  },
  tableParents: [{ filter: 'branchId', to: 'branch' }],
  // POST audit/getCsv, the audits report's download (audits-report.csv.ts).
  csv: auditsCsv,
  item: auditSummarySchema,
  toItem: (row) => {
    const expectedCash = jsonDecimal(row.expectedCash);
    const closeAmount = jsonDecimalOrNull(row.closeAmount);
    return {
      id: row.id,
      branch: { id: row.branchId, name: row.branchName },
      branchId: row.branchId,
      status: auditStatus.isState(row.status) ? row.status : auditStatus.initial,
      openAmount: jsonDecimal(row.openAmount),
      openDate: row.openDate,
      openTime: row.openTime,
      openedBy: { id: row.openedById, name: row.openedByName },
      closeAmount,
      closeDate: row.closeDate,
      closeTime: row.closeTime,
      closedBy: row.closedById === null ? null : { id: row.closedById, name: row.closedByName },
      salesCount: row.counts.sales,
      openSales: row.counts.open,
      pendingSales: row.pendingSales.map((sale) => ({
        id: sale.id,
        serial: sale.serial,
        customer: { id: sale.customerId, name: sale.customer },
        total: jsonDecimal(sale.total),
        paid: jsonDecimal(sale.paid),
        remaining: jsonDecimal(sale.remaining),
      })),
      expectedCash,
      // Subtracted by the database: exact decimals (null while open).
      difference: jsonDecimalOrNull(row.difference),
      byMethod: row.byMethod.map((method) => ({
        method: { id: method.id, name: method.name },
        isCash: method.isCash,
        payments: jsonDecimal(method.payments),
        refunds: jsonDecimal(method.refunds),
        total: jsonDecimal(method.total),
      })),
    };
  },
  create: {
    schema: openAuditSchema,
    values(input, { session }) {
      const branchId = input.branch?.id ?? session.branchId;
      if (branchId === null) {
        throw new AppError('invalid_input', {
          errors: [{ field: 'branch.id', message: 'validation.required' }],
        });
      }
      return insertValues(audits, {
        branchId,
        openAmount: input.openAmount,
        openedBy: session.id,
      });
    },
  },
  references: [{ field: 'branch', to: 'branch' }],
  actions: [
    defineAction(audits, {
      name: 'close',
      method: 'PUT',
      idIn: 'body',
      body: closeAuditSchema,
      roles: ROLES,
      to: 'CERRADA',
      // docs/rules.md: it closes while some of its sales wait (NUEVO), and freezes them as they are.
      async run({ db, session }, { id, input }) {
        await db
          .update(audits)
          .set({
            // With its closing figures in one statement: the table's check wants both or neither.
            status: 'CERRADA',
            closeAmount: input.closeAmount,
            closeDate: sql`current_date`,
            closeTime: sql`localtime(0)`,
            closedBy: session.id,
            expectedCash: expectedCashOf(),
            salesCount: liveSalesCountOf(),
            pendingSales: livePendingSalesOf(),
          })
          .where(eq(audits.id, id));
      },
    }),
  ],
});
