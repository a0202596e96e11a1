import { eq, gte, lte, sql } from 'drizzle-orm';
import {
  REMINDER_CHANNELS,
  WHATSAPP_ANSWERS,
  WHATSAPP_DELIVERIES,
} from '@iris/domain/whatsapp/whatsapp.schemas';
import {
  REMINDER_KINDS,
  REMINDER_REASONS,
  REMINDER_STATUSES,
  reminderFilters,
  reminderSchema,
} from '@iris/domain/reminders/reminder.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { whatsappMessages } from '../../db/schema/whatsapp.schema.js';
import { defineResource } from '../../lib/recipe/resource.js';
import { customersResource } from '../customers/customers.resource.js';
import { personNameSql } from '../../lib/person-name.js';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/**
 * The reminders sent, to send, failed and skipped (docs/rules.md, Reminders and recalls): read by every
 * role, branch staff their own branch's; written only by the planner and the e-mail jobs.
 */
export const remindersResource = defineResource({
  name: 'reminders',
  table: reminders,
  id: reminders.id,
  scope: { kind: 'branch', column: reminders.branchId },
  endpoints: { getTable: true },
  readRoles: ROLES,
  list: {
    table: reminders,
    joins: [
      { table: customers, on: eq(customers.id, reminders.customerId) },
      { table: branches, on: eq(branches.id, reminders.branchId) },
      // One message per reminder: its key is the reminder's.
      { table: whatsappMessages, on: eq(whatsappMessages.reminderId, reminders.id) },
    ],
    fields: {
      id: reminders.id,
      kind: reminders.kind,
      status: reminders.status,
      branchId: reminders.branchId,
      branchName: branches.name,
      customerId: reminders.customerId,
      customerName: personNameSql(customers),
      dueDate: reminders.dueDate,
      eventId: reminders.eventId,
      appointmentDate: sql<string | null>`to_char(${reminders.appointmentAt}, 'YYYY-MM-DD')`,
      appointmentTime: sql<string | null>`to_char(${reminders.appointmentAt}, 'HH24:MI')`,
      reason: reminders.reason,
      detail: reminders.detail,
      channel: reminders.channel,
      delivery: whatsappMessages.status,
      answer: whatsappMessages.answer,
      attempts: reminders.attempts,
      sentAt: reminders.sentAt,
    },
    sortKeys: { id: reminders.id, dueDate: reminders.dueDate },
    defaultSort: 'dueDate',
    search: { document: customers.searchDoc },
  },
  filters: {
    shape: reminderFilters,
    where: (filters) => [
      filters.branchId === undefined ? undefined : eq(reminders.branchId, filters.branchId),
      filters.customerId === undefined ? undefined : eq(reminders.customerId, filters.customerId),
      filters.kind === undefined ? undefined : eq(reminders.kind, filters.kind),
      filters.status === undefined ? undefined : eq(reminders.status, filters.status),
      filters.channel === undefined ? undefined : eq(reminders.channel, filters.channel),
      filters.from === undefined ? undefined : gte(reminders.dueDate, filters.from),
      filters.to === undefined ? undefined : lte(reminders.dueDate, filters.to),
    ],
  },
  tableParents: [
    { filter: 'branchId', to: 'branch' },
    { filter: 'customerId', to: customersResource },
  ],
  item: reminderSchema,
  toItem: (row) => ({
    id: row.id,
    kind: oneOf(REMINDER_KINDS, row.kind) ?? 'CITA',
    status: oneOf(REMINDER_STATUSES, row.status) ?? 'PENDIENTE',
    branch: { id: row.branchId, name: row.branchName },
    customer: { id: row.customerId, name: row.customerName },
    dueDate: row.dueDate,
    appointment:
      row.appointmentDate && row.appointmentTime
        ? { id: row.eventId, date: row.appointmentDate, time: row.appointmentTime }
        : null,
    reason: oneOf(REMINDER_REASONS, row.reason),
    detail: row.detail,
    channel: oneOf(REMINDER_CHANNELS, row.channel) ?? 'EMAIL',
    // An e-mail's delivery is not followed; a WhatsApp message's once Meta took it.
    delivery: row.channel === 'WHATSAPP' ? oneOf(WHATSAPP_DELIVERIES, row.delivery) : null,
    answer: oneOf(WHATSAPP_ANSWERS, row.answer),
    attempts: row.attempts,
    sentAt: row.sentAt?.toISOString() ?? null,
  }),
});
