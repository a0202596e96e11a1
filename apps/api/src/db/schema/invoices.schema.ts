import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.js';
import { customers } from './customers.schema.js';
import { auditColumns, branches } from './geography.schema.js';
import { fiscalIssuers } from './invoicing.schema.js';
import { payments, sales } from './sales.schema.js';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * A CFDI of Iris (docs/rules.md, Invoicing): sealed by Iris, then stamped by the PAC. TIMBRANDO
 * is the sealed XML kept before the PAC is asked, so that a retry after a lost answer sends the
 * same bytes (the PAC answers the same stamp) and a refused one (FALLIDA) gives its folio to the
 * issuer's next CFDI: folios stay gap-free. Neither is a CFDI yet: lists and reads skip them.
 * The stamped `xml` is kept as the PAC answered it and never rewritten.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 1 }).notNull().default('I'),
    issuerId: integer('issuer_id')
      .notNull()
      .references(() => fiscalIssuers.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    series: varchar('series', { length: 25 }).notNull(),
    folio: integer('folio').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('TIMBRANDO'),
    global: boolean('global').notNull().default(false),
    /** The customer's invoice: its sale and customer. A global invoice: neither (invoice_sales). */
    saleId: integer('shopping_id').references(() => sales.id),
    customerId: integer('customer_id').references(() => customers.id),
    /** A payment complement (P): the payment it reports, one CFDI per payment. */
    paymentId: integer('payment_id').references(() => payments.id),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    name: varchar('name', { length: 300 }).notNull(),
    cfdiUse: varchar('cfdi_use', { length: 4 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 3 }).notNull(),
    paymentForm: varchar('payment_form', { length: 2 }).notNull(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull(),
    vat: money('vat').notNull(),
    total: money('total').notNull(),
    /** The CFDI's Fecha: the clinic's wall clock when it was sealed. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sealedXml: text('sealed_xml').notNull(),
    xml: text('xml'),
    uuid: varchar('uuid', { length: 36 }),
    stampedAt: timestamp('stamped_at', { withTimezone: true }),
    /** False: the built-in test stamper's, which has no value before the SAT. */
    production: boolean('production').notNull().default(false),
    /** A request holds the PAC call from here; a dead one's hold lapses (invoice-stamping.ts). */
    attemptAt: timestamp('attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    cancelReason: varchar('cancel_reason', { length: 2 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** EN_PROCESO: when the SAT's status was last asked (the queue follows it until settled). */
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('invoices_issuer_folio_key').on(t.issuerId, t.series, t.folio),
    uniqueIndex('invoices_uuid_key').on(t.uuid),
    index('invoices_branch_idx').on(t.branchId, t.id),
    index('invoices_sale_idx').on(t.saleId),
    index('invoices_customer_idx').on(t.customerId, t.id),
    index('invoices_issued_idx').on(t.issuedAt, t.id),
    // One complement per payment, and one credit note per sale, whatever runs at once.
    uniqueIndex('invoices_payment_key')
      .on(t.paymentId)
      .where(sql`${t.status} <> 'FALLIDA'`),
    uniqueIndex('invoices_credit_note_key')
      .on(t.saleId)
      .where(sql`${t.kind} = 'E' and ${t.status} not in ('FALLIDA', 'CANCELADA')`),
    index('invoices_pending_status_idx')
      .on(t.statusCheckedAt)
      .where(sql`${t.status} = 'EN_PROCESO'`),
    check('invoices_kind', sql`${t.kind} in ('I', 'E', 'P')`),
    check(
      'invoices_status',
      sql`${t.status} in ('TIMBRANDO', 'FALLIDA', 'VIGENTE', 'EN_PROCESO', 'CANCELADA', 'RECHAZADA')`,
    ),
    check('invoices_stamped', sql`(${t.uuid} is null) = (${t.status} in ('TIMBRANDO', 'FALLIDA'))`),
  ],
);

/**
 * The sales a CFDI covers: one for a customer's invoice, every one of its period for a global.
 * `active` while the CFDI may still be valid; the partial unique index is the rule "a sale is
 * covered by at most one valid CFDI", held by the database whatever runs at once.
 */
export const invoiceSales = pgTable(
  'invoice_sales',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    saleId: integer('shopping_id')
      .notNull()
      .references(() => sales.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.saleId] }),
    uniqueIndex('invoice_sales_valid_u_sale_already_invoiced')
      .on(t.saleId)
      .where(sql`${t.active}`),
  ],
);

/** CfdiRelacionados: this CFDI relates to `relatedId` with the SAT's TipoRelacion. */
export const invoiceRelations = pgTable(
  'invoice_relations',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    relatedId: integer('related_id')
      .notNull()
      .references(() => invoices.id),
    relation: varchar('relation', { length: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.relatedId] })],
);

/**
 * A CFDI's IVA per rate (TasaOCuota '0.160000'…): the document's Traslados of an invoice (I) or a
 * credit note (E), the paid share (TrasladosP) of a payment complement (P). The month's
 * reconciliation sums them without reading the XML.
 */
export const invoiceTaxes = pgTable(
  'invoice_taxes',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    rate: varchar('rate', { length: 8 }).notNull(),
    base: money('base').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.rate] })],
);
