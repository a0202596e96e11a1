import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ACCESS_ACTIONS, ACCESS_SUBJECTS } from '@iris/domain/customers/access-log.schemas';
import type { FiscalData } from '@iris/domain/invoicing/fiscal-data.schemas';
import { searchDocument, sortable } from '../search.js';
import { users } from './accounts.schema.js';
import { auditColumns, branches } from './geography.schema.js';

/**
 * Patients of a branch. The e-mail (101) and the phone (102) are unique within the branch; the
 * table sorts and searches at a million rows through an index per sort key (also per branch, for
 * branch staff) and a trigram index on a stored, folded copy of the searched columns.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    paternal: varchar('paternal', { length: 100 }).notNull(),
    maternal: varchar('maternal', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    email: varchar('email', { length: 150 }),
    address: varchar('address', { length: 300 }),
    vatRequired: boolean('vat_required').notNull().default(false),
    vat: smallint('vat'),
    /** An optometrist needs both (issue: the front desk); optional for patients registered before. */
    birthDate: date('birth_date'),
    sex: varchar('sex', { length: 1 }),
    /** docs/api.md customers: the patient receives e-mails (glasses ready, reminders) unless opted out. */
    reminders: boolean('reminders').notNull().default(true),
    /**
     * docs/rules.md WhatsApp: the patient gets WhatsApp notices only with this consent; when and how
     * (MOSTRADOR, RESPUESTA) it was last given or ended, null when it never was.
     */
    whatsappConsent: boolean('whatsapp_consent').notNull().default(false),
    whatsappConsentAt: timestamp('whatsapp_consent_at', { withTimezone: true }),
    whatsappConsentWay: varchar('whatsapp_consent_way', { length: 10 }),
    /**
     * docs/rules.md Invoicing: the customer's fiscal data (RFC, name, regime, zip code, CFDI use,
     * e-mail), validated as a whole by fiscalDataSchema; null when they want no invoices.
     */
    fiscal: jsonb('fiscal').$type<FiscalData>(),
    /**
     * docs/rules.md, Privacy and accounts: a cancelación blocks the patient (gone from every screen,
     * list, search and reminder; kept with the log) and, once the retention period is over, the
     * personal data may be anonymised for good.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedBy: integer('blocked_by').references(() => users.id),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    /** The branch's "PÚBLICO EN GENERAL": the customer of a walk-in sale, one per branch. */
    walkIn: boolean('walk_in').notNull().default(false),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    searchDoc: text('search_doc').generatedAlwaysAs((): SQL =>
      searchDocument([
        customers.name,
        customers.paternal,
        customers.maternal,
        customers.phone,
        customers.email,
      ]),
    ),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('customers_branch_email_u101').on(t.branchId, sql`lower(trim(${t.email}))`),
    uniqueIndex('customers_branch_phone_u102').on(t.branchId, t.phone),
    uniqueIndex('customers_one_walk_in_per_branch')
      .on(t.branchId)
      .where(sql`${t.walkIn}`),
    check('customers_sex', sql`${t.sex} in ('F', 'M', 'X')`),
    check(
      'customers_whatsapp_consent_way',
      sql`${t.whatsappConsentWay} in ('MOSTRADOR', 'RESPUESTA')`,
    ),
    check(
      'customers_whatsapp_consent_dated',
      sql`not ${t.whatsappConsent} or (${t.whatsappConsentAt} is not null and ${t.whatsappConsentWay} is not null)`,
    ),
    index('customers_name_idx').on(sortable(t.name), t.id),
    index('customers_paternal_idx').on(sortable(t.paternal), t.id),
    index('customers_maternal_idx').on(sortable(t.maternal), t.id),
    index('customers_phone_idx').on(t.phone, t.id),
    index('customers_email_idx').on(t.email, t.id),
    index('customers_branch_idx').on(t.branchId, t.id),
    index('customers_branch_name_idx').on(t.branchId, sortable(t.name), t.id),
    index('customers_branch_paternal_idx').on(t.branchId, sortable(t.paternal), t.id),
    index('customers_branch_maternal_idx').on(t.branchId, sortable(t.maternal), t.id),
    index('customers_branch_phone_idx').on(t.branchId, t.phone, t.id),
    index('customers_branch_email_idx').on(t.branchId, t.email, t.id),
    index('customers_search_trgm').using('gin', t.searchDoc.op('gin_trgm_ops')),
    check('customers_vat_check', sql`${t.vat} IS NULL OR ${t.vat} IN (8, 16)`),
  ],
);

export const noteKindEnum = pgEnum('note_kind', ['reception', 'doctor']);

/**
 * Receptionist notes and doctor notes of a patient, told apart by `kind`. `code` numbers each
 * kind per patient without gaps (assigned under the patient's row lock; the unique index is the
 * last line of defence). A deleted note keeps its row and its code (docs/rules.md: soft delete).
 */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    kind: noteKindEnum('kind').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    code: integer('code').notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('notes_customer_kind_code_uq').on(t.customerId, t.kind, t.code),
    index('notes_customer_idx').on(t.customerId, t.kind, t.id),
  ],
);

/** The files of a note, kept in the file storage under branch/{id}/customer/{id}. */
export const noteDocuments = pgTable(
  'note_documents',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => notes.id),
    fileKey: varchar('file_key', { length: 500 }).notNull(),
    mime: varchar('mime', { length: 50 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('note_documents_note_idx').on(t.noteId, t.id)],
);

export const accessActionEnum = pgEnum('access_action', ACCESS_ACTIONS);
export const accessSubjectEnum = pgEnum('access_subject', ACCESS_SUBJECTS);

/**
 * Who read or changed which patient's record, when and from where (docs/rules.md, Clinical record).
 * Append-only: a trigger refuses UPDATE and DELETE (migration), whatever the client.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: accessActionEnum('action').notNull(),
    subject: accessSubjectEnum('subject').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    recordId: integer('record_id'),
    ip: varchar('ip', { length: 64 }).notNull(),
    /** What the entry names beyond its subject: the fields an anonymisation removed, never values. */
    detail: text('detail'),
  },
  (t) => [
    index('access_log_at_idx').on(t.at, t.id),
    index('access_log_customer_idx').on(t.customerId, t.at),
    index('access_log_user_idx').on(t.userId, t.at),
  ],
);
