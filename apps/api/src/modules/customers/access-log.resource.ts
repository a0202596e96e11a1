import { eq, gte, lt, sql } from 'drizzle-orm';
import { formatDateTimeSeconds } from '@iris/domain/common/dates';
import { accessLogEntrySchema, accessLogFilters } from '@iris/domain/customers/access-log.schemas';
import { RECORD_LABELS } from '@iris/domain/customers/record-labels';
import { users } from '../../db/schema/accounts.schema.js';
import { accessLog, customers } from '../../db/schema/customers.schema.js';
import { defineResource } from '../../lib/recipe/resource.js';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { TableSource } from '../../lib/table/table-engine.js';
import { personNameSql } from '../../lib/person-name.js';

const fullName = (table: typeof users | typeof customers) => personNameSql(table);

/** The log's rows with who and which patient, for its table and its CSV alike. */
const accessLogSource = {
  table: accessLog,
  joins: [
    { table: users, on: eq(users.id, accessLog.userId) },
    { table: customers, on: eq(customers.id, accessLog.customerId) },
  ],
  fields: {
    id: accessLog.id,
    at: accessLog.at,
    userId: accessLog.userId,
    userName: fullName(users),
    action: accessLog.action,
    subject: accessLog.subject,
    customerId: accessLog.customerId,
    customerName: fullName(customers),
    recordId: accessLog.recordId,
    ip: accessLog.ip,
    detail: accessLog.detail,
  },
} satisfies TableSource<SelectedFields>;

/** The filters of the log; a day is the clinic's (the database session's time zone). */
const accessLogWhere = (filters: {
  userId?: number | undefined;
  customerId?: number | undefined;
  action?: (typeof accessLog.action.enumValues)[number] | undefined;
  subject?: (typeof accessLog.subject.enumValues)[number] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}) => [
  filters.userId === undefined ? undefined : eq(accessLog.userId, filters.userId),
  filters.customerId === undefined ? undefined : eq(accessLog.customerId, filters.customerId),
  filters.action === undefined ? undefined : eq(accessLog.action, filters.action),
  filters.subject === undefined ? undefined : eq(accessLog.subject, filters.subject),
  filters.from === undefined ? undefined : gte(accessLog.at, sql`${filters.from}::date`),
  filters.to === undefined ? undefined : lt(accessLog.at, sql`${filters.to}::date + 1`),
];

/**
 * The access log (docs/rules.md, Clinical record): super_admin searches it; nobody writes it through
 * the API but the recipe, and nobody changes it (the table refuses UPDATE and DELETE).
 */
export const accessLogResource = defineResource({
  name: 'access-log',
  table: accessLog,
  id: accessLog.id,
  scope: { kind: 'global' },
  endpoints: { getTable: true },
  readRoles: ['super_admin'],
  list: {
    ...accessLogSource,
    sortKeys: { id: accessLog.id, at: accessLog.at },
    defaultSort: 'at',
    search: [],
  },
  filters: { shape: accessLogFilters, where: accessLogWhere },
  item: accessLogEntrySchema,
  toItem: (row) => ({
    id: row.id,
    at: row.at.toISOString(),
    user: { id: row.userId, name: row.userName },
    action: row.action,
    subject: row.subject,
    customer: { id: row.customerId, name: row.customerName },
    recordId: row.recordId,
    ip: row.ip,
    detail: row.detail,
  }),
  // POST access-log/getCsv: the log as the table filters and orders it, to the second.
  csv: {
    filename: 'bitacora-de-accesos.csv',
    columns: (lang) => {
      const labels = RECORD_LABELS[lang];
      const words = labels.accessLogColumns;
      return [
        { header: words.at, text: (row, { timeZone }) => formatDateTimeSeconds(row.at, timeZone) },
        { header: words.user, text: (row) => row.userName },
        { header: words.action, text: (row) => labels.actions[row.action] },
        { header: words.subject, text: (row) => labels.subjects[row.subject] },
        { header: words.customer, text: (row) => row.customerName },
        { header: words.recordId, text: (row) => row.recordId },
        { header: words.ip, text: (row) => row.ip },
        { header: words.detail, text: (row) => row.detail },
      ];
    },
  },
});
