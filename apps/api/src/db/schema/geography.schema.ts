import { sql } from 'drizzle-orm';
import {
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  index,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { EVENT_COLOR_KEYS } from '@iris/domain/calendar/event-colors';
import { fiscalIssuers } from './invoicing.schema.js';

/*
 * Unique indexes are named `<table>_<what>_u<code>`: the error handler turns a violation of one
 * into that catalogue code (docs/rules.md, Uniqueness). Names compare trimmed and case-insensitively.
 */
const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** docs/spec.md §9's palette, by key: branches and calendar events take one. */
export const eventColorEnum = pgEnum('event_color', EVENT_COLOR_KEYS);

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    duration: integer('duration').notNull().default(0),
    ...audit,
  },
  (t) => [uniqueIndex('countries_name_u550').on(sql`lower(trim(${t.name}))`)],
);

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    ...audit,
  },
  (t) => [uniqueIndex('states_country_name_u551').on(t.countryId, sql`lower(trim(${t.name}))`)],
);

export const municipalities = pgTable(
  'municipalities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    ...audit,
  },
  (t) => [uniqueIndex('municipalities_state_name_u552').on(t.stateId, sql`lower(trim(${t.name}))`)],
);

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    address: text('address').notNull(),
    zipCode: varchar('zip_code', { length: 5 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    openTime: varchar('open_time', { length: 5 }).notNull(),
    closeTime: varchar('close_time', { length: 5 }).notNull(),
    phone: varchar('phone', { length: 10 }),
    email: varchar('email', { length: 150 }),
    /** Personalization: the branch's colour (layout, calendar) and logo (a stored file's key). */
    color: eventColorEnum('color'),
    logo: varchar('logo', { length: 500 }),
    /** Who issues the branch's CFDI (docs/rules.md, Invoicing): none until a super_admin says. */
    fiscalIssuerId: integer('fiscal_issuer_id').references(() => fiscalIssuers.id),
    ...audit,
  },
  (t) => [
    uniqueIndex('branches_name_u550').on(sql`lower(trim(${t.name}))`),
    // Tables that sort by the branch's name walk this, then each branch's rows by id.
    index('branches_name_idx').on(t.name, t.id),
  ],
);

export { audit as auditColumns };
