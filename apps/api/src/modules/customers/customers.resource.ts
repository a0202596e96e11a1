import { eq, isNull } from 'drizzle-orm';
import {
  createCustomerSchema,
  customerFilters,
  customerSchema,
  updateCustomerSchema,
  type CustomerSex,
  type CustomerVat,
} from '@iris/domain/customers/customer.schemas';
import type { FiscalData } from '@iris/domain/invoicing/fiscal-data.schemas';
import { ROLES } from '@iris/domain/users/roles';
import type { z } from 'zod';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { sortable } from '../../db/search.js';
import { moduleHook } from '../../lib/module-hooks.js';
import { personNameSql } from '../../lib/person-name.js';
import {
  defineResource,
  insertValues,
  updateValues,
  type ResourceContext,
} from '../../lib/recipe/resource.js';
import {
  keepWhatsappNumber,
  whatsappItem,
  whatsappOnCreate,
  whatsappOnUpdate,
} from './customer-whatsapp.js';

/**
 * What the modules built on customers do with a new customer, in its creating transaction: the
 * calendar books the first appointment the form may carry (registered by first-appointment.ts from
 * app.ts, as the calendar imports customers and not the reverse).
 */
export const customerCreated = moduleHook<[context: ResourceContext, customer: NewCustomer]>();

/** A customer just inserted, and the form it came from. */
export interface NewCustomer {
  id: number;
  input: z.infer<typeof createCustomerSchema>;
}

/** A person's own columns from the customer form: trimmed, the e-mail lower-cased. */
const personValues = (input: {
  name: string;
  paternal: string;
  maternal: string;
  phone: string;
  email?: string | undefined;
  address?: string | undefined;
  vatRequired: boolean;
  vat: CustomerVat | null;
  birthDate?: string | undefined;
  sex?: CustomerSex | undefined;
  reminders?: boolean | undefined;
  fiscal?: FiscalData | null | undefined;
}) => ({
  name: input.name,
  paternal: input.paternal,
  maternal: input.maternal,
  phone: input.phone,
  email: input.email?.toLowerCase() ?? null,
  address: input.address ?? null,
  vatRequired: input.vatRequired,
  vat: input.vatRequired ? input.vat : null,
  birthDate: input.birthDate ?? null,
  sex: input.sex ?? null,
  // Absent: the column's default on create, left as it is on update.
  reminders: input.reminders,
  // Absent: none on create (the column's null), left as it is on update; null removes it, and so
  // does a patient who no longer needs invoices (vatRequired off).
  fiscal: input.vatRequired ? input.fiscal : null,
});

/**
 * The patients of a branch (docs/spec.md §3 Customer; docs/api.md customers). Everyone of the branch
 * registers and edits them; the table searches every word of name, surnames, phone and e-mail,
 * accents ignored, at a million rows; reading or changing one is logged (docs/rules.md).
 */
export const customersResource = defineResource({
  name: 'customers',
  messages: { created: 'customerCreated', updated: 'customerUpdated' },
  table: customers,
  id: customers.id,
  scope: { kind: 'branch', column: customers.branchId },
  // A blocked patient (a cancelación, docs/rules.md Privacy and accounts) is gone from every table,
  // get, option and search, and so are their records scoped through them (notes, prescriptions…).
  rows: isNull(customers.blockedAt),
  endpoints: {
    getTable: true,
    get: true,
    create: true,
    update: true,
    options: { path: 'getCustomersOptions' },
  },
  writeRoles: ROLES,
  list: {
    table: customers,
    joins: [{ table: branches, on: eq(branches.id, customers.branchId) }],
    fields: {
      id: customers.id,
      name: customers.name,
      paternal: customers.paternal,
      maternal: customers.maternal,
      phone: customers.phone,
      email: customers.email,
      address: customers.address,
      vatRequired: customers.vatRequired,
      vat: customers.vat,
      birthDate: customers.birthDate,
      sex: customers.sex,
      reminders: customers.reminders,
      whatsappConsent: customers.whatsappConsent,
      whatsappConsentAt: customers.whatsappConsentAt,
      whatsappConsentWay: customers.whatsappConsentWay,
      fiscal: customers.fiscal,
      branchId: customers.branchId,
      branchName: branches.name,
    },
    sortKeys: {
      id: customers.id,
      name: sortable(customers.name),
      paternal: sortable(customers.paternal),
      maternal: sortable(customers.maternal),
      phone: customers.phone,
      email: customers.email,
    },
    defaultSort: 'id',
    search: { document: customers.searchDoc },
  },
  filters: {
    shape: customerFilters,
    where: (filters) => [
      filters.branchId === undefined ? undefined : eq(customers.branchId, filters.branchId),
    ],
  },
  item: customerSchema,
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    paternal: row.paternal,
    maternal: row.maternal,
    phone: row.phone,
    email: row.email,
    address: row.address,
    vatRequired: row.vatRequired,
    vat: row.vat,
    birthDate: row.birthDate,
    // The column's check holds it to CUSTOMER_SEXES.
    sex: row.sex as CustomerSex | null,
    reminders: row.reminders,
    whatsapp: whatsappItem(row),
    fiscal: row.fiscal ?? null,
    branch: { id: row.branchId, name: row.branchName },
    branchId: row.branchId,
  }),
  create: {
    schema: createCustomerSchema,
    values: (input) =>
      insertValues(customers, {
        ...personValues(input),
        ...whatsappOnCreate(input.whatsapp),
        branchId: input.branch.id,
      }),
  },
  after: {
    insert: (context, customer) => customerCreated.run(context, customer),
    update: async (_context, { before, input }) => keepWhatsappNumber(before, input),
  },
  update: {
    schema: updateCustomerSchema,
    values: (input) =>
      updateValues(customers, { ...personValues(input), ...whatsappOnUpdate(input.whatsapp) }),
  },
  references: [{ field: 'branch', to: 'branch' }],
  // An autocomplete for sales and appointments: a page of matches, never the whole table; phone
  // and birth date (its age) tell two namesakes apart.
  options: {
    fields: {
      id: customers.id,
      name: personNameSql(customers),
      phone: customers.phone,
      birthDate: customers.birthDate,
      branchId: customers.branchId,
    },
    orderBy: sortable(customers.name),
    search: { document: customers.searchDoc },
    max: 50,
    byParent: [{ path: 'getCustomersOptions', column: customers.branchId, parent: 'branch' }],
  },
  accessLog: { subject: 'customer', customerOf: async (_context, id) => id },
});
