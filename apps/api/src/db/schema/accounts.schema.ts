import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@iris/domain/users/roles';
import { searchDocument, sortable } from '../search.js';
import { auditColumns, branches } from './geography.schema.js';

/** The columns the staff table's search reads, for its index and its query alike. */
export const USER_SEARCH = (t: {
  name: AnyPgColumn;
  paternal: AnyPgColumn;
  maternal: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
}) => [t.name, t.paternal, t.maternal, t.email, t.phone];

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
    /** A doctor's cédula profesional, printed on the prescriptions they sign. */
    professionalLicense: varchar('professional_license', { length: 20 }),
    /** Signed into every token; raised by a password change or reset, so older tokens stop. */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * Two-factor sign-in (docs/rules.md, Privacy and accounts): the TOTP seed, sealed with the CSD
     * secret (lib/secret-box.ts) whose id is beside it; set up but not yet enabled while
     * `mfa_enabled_at` is null. `mfa_last_step` is the step of the last code accepted: a code is
     * accepted only for a later one, so none is accepted twice.
     */
    mfaSeed: text('mfa_seed'),
    mfaSeedSecretId: varchar('mfa_seed_secret_id', { length: 16 }),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
    mfaLastStep: integer('mfa_last_step'),
    /**
     * The staff search reads this folded copy of the searched columns: kept by PostgreSQL on every
     * write, so a search compares stored text instead of folding accents row by row.
     */
    searchDoc: text('search_doc').generatedAlwaysAs((): SQL => searchDocument(USER_SEARCH(users))),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('users_email_u101').on(sql`lower(trim(${t.email}))`),
    uniqueIndex('users_phone_u102').on(t.phone),
    // Staff tables sort by these; with the id as tie-breaker a page is an index walk, not a sort.
    index('users_branch_idx').on(t.branchId, t.id),
    index('users_name_idx').on(sortable(t.name), t.id),
    index('users_paternal_idx').on(sortable(t.paternal), t.id),
    index('users_maternal_idx').on(sortable(t.maternal), t.id),
    index('users_email_idx').on(t.email, t.id),
    index('users_phone_idx').on(t.phone, t.id),
    index('users_role_idx').on(t.role, t.id),
    index('users_search_trgm').using('gin', t.searchDoc.op('gin_trgm_ops')),
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

export const attemptKindEnum = pgEnum('attempt_kind', ['login', 'recover', 'verification', 'mfa']);

/**
 * Rate-limited account calls, per e-mail and per address, kept in the database so that the limit
 * holds across API replicas. An attempt is written before it is checked, so parallel attempts
 * count each other (docs/rules.md, Accounts); a successful login removes its own.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    kind: attemptKindEnum('kind').notNull(),
    email: varchar('email', { length: 150 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_attempts_email_idx').on(t.kind, t.email, t.at),
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.at),
  ],
);

/** Two-factor recovery codes: only their SHA-256 is stored; each one signs in once. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_u').on(t.userId, t.codeHash)],
);

/**
 * A signed-in device (docs/rules.md, Privacy and accounts): its id is in the token, and every call
 * reads it with the user, so one ended here, idle too long or past its end is refused at once.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser and system, as its User-Agent says them ("Chrome 131 en Windows"). */
    device: varchar('device', { length: 120 }).notNull(),
    /** The User-Agent whole: a sign-in from one not seen before is a new device. */
    userAgent: varchar('user_agent', { length: 500 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.id)],
);
