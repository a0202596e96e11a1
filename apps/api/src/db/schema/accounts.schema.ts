import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@iris/domain/users/roles';
import { auditColumns, branches } from './geography.schema.js';

export const roleEnum = pgEnum('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    paternal: varchar('paternal', { length: 100 }).notNull(),
    maternal: varchar('maternal', { length: 100 }).notNull(),
    email: varchar('email', { length: 150 }).notNull(),
    phone: varchar('phone', { length: 10 }),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    /** null until a super_admin assigns one to a self-registered account. */
    role: roleEnum('role'),
    branchId: integer('branch_id').references(() => branches.id),
    emailVerified: boolean('email_verified').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    image: varchar('image', { length: 500 }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('users_email_u101').on(sql`lower(trim(${t.email}))`),
    uniqueIndex('users_phone_u102').on(t.phone),
    index('users_branch_idx').on(t.branchId),
    // Staff tables sort by these; with the id as tie-breaker a page is an index walk, not a sort.
    index('users_name_idx').on(t.name, t.id),
    index('users_paternal_idx').on(t.paternal, t.id),
    index('users_email_idx').on(t.email, t.id),
  ],
);

export const tokenPurposeEnum = pgEnum('token_purpose', ['recovery', 'email_confirmation']);

/** Recovery and confirmation tokens: only their SHA-256 is stored; single use; expiring. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_tokens_hash_uq').on(t.tokenHash)],
);

/** Failed logins, kept in the database so that the limit holds across API replicas. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 150 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_at_idx').on(t.email, t.at)],
);
