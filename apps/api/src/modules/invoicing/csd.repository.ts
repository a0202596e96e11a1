import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';

/** An issuer's columns that a CSD is stored in. */
export type CsdColumns = Pick<
  typeof fiscalIssuers.$inferInsert,
  | 'csdCertificate'
  | 'csdCertificateNumber'
  | 'csdValidFrom'
  | 'csdValidTo'
  | 'csdRfc'
  | 'csdKeyCipher'
  | 'csdPasswordCipher'
  | 'csdSecretId'
>;

/** The issuer, locked until the transaction ends: one CSD upload at a time replaces another. */
export async function lockIssuer(db: Db, id: number) {
  const [row] = await db
    .select({ id: fiscalIssuers.id, rfc: fiscalIssuers.rfc })
    .from(fiscalIssuers)
    .where(eq(fiscalIssuers.id, id))
    .for('no key update');
  return row;
}

/** Writes a CSD over the one the issuer had: only the newest is kept. */
export async function storeCsd(db: Db, id: number, csd: CsdColumns) {
  await db
    .update(fiscalIssuers)
    .set({ ...csd, updatedAt: new Date() })
    .where(eq(fiscalIssuers.id, id));
}

/** What signing needs of an issuer: its fiscal data and its CSD, still sealed. */
export async function issuerWithCsd(db: Db, id: number) {
  const [row] = await db.select().from(fiscalIssuers).where(eq(fiscalIssuers.id, id));
  return row;
}

/** The issuers whose CSD a given secret sealed. */
export async function sealedWith(db: Db, secretId: string) {
  const rows = await db
    .select({ id: fiscalIssuers.id })
    .from(fiscalIssuers)
    .where(eq(fiscalIssuers.csdSecretId, secretId));
  return rows.map((row) => row.id);
}

/** An issuer's sealed key and password, locked, if that secret still seals them. */
export async function lockSealed(db: Db, id: number, secretId: string) {
  const [row] = await db
    .select({ key: fiscalIssuers.csdKeyCipher, password: fiscalIssuers.csdPasswordCipher })
    .from(fiscalIssuers)
    .where(and(eq(fiscalIssuers.id, id), eq(fiscalIssuers.csdSecretId, secretId)))
    .for('no key update');
  return row;
}
