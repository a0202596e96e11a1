import { index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/*
 * docs/rules.md, Invoicing (CFDI 4.0), Issuer. Its own timestamps rather than geography's: the
 * branches there point here, and two schema files must not import each other.
 */
export const fiscalIssuers = pgTable(
  'fiscal_issuers',
  {
    id: serial('id').primaryKey(),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    name: varchar('name', { length: 300 }).notNull(),
    regime: varchar('regime', { length: 3 }).notNull(),
    series: varchar('series', { length: 25 }).notNull(),
    globalPeriodicity: varchar('global_periodicity', { length: 2 }).notNull(),
    /** The CSD's certificate (.cer, DER) and its public facts; all null until one is uploaded. */
    csdCertificate: text('csd_certificate'),
    csdCertificateNumber: varchar('csd_certificate_number', { length: 20 }),
    csdValidFrom: timestamp('csd_valid_from', { withTimezone: true }),
    csdValidTo: timestamp('csd_valid_to', { withTimezone: true }),
    csdRfc: varchar('csd_rfc', { length: 13 }),
    /**
     * The private key (PKCS#8 DER) and its password, each AES-256-GCM under the CSD secret whose
     * id is `csd_secret_id` (csd-secret.ts); never in clear, here or in a backup.
     */
    csdKeyCipher: text('csd_key_cipher'),
    csdPasswordCipher: text('csd_password_cipher'),
    csdSecretId: varchar('csd_secret_id', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fiscal_issuers_rfc_u_issuer_rfc_taken').on(t.rfc),
    index('fiscal_issuers_name_idx').on(t.name, t.id),
  ],
);
