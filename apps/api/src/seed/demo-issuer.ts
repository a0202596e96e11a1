import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { branches } from '../db/schema/geography.schema.js';
import { fiscalIssuers } from '../db/schema/invoicing.schema.js';
import type { CsdSecrets } from '../config-secrets.js';
import { uploadCsd } from '../modules/invoicing/csd.service.js';
import { makeTestCsd } from './demo-csd.js';

/** The SAT's sandbox RFC: its CFDIs are the test stamper's, SIN VALIDEZ FISCAL. */
const ISSUER = {
  rfc: 'EKU9003173C9',
  name: 'ESCUELA KEMPER URGATE',
  regime: '601',
  series: 'A',
  globalPeriodicity: '01',
};

/**
 * The demo's issuer, so that `npm start` invoices out of the box (README, Invoicing): the SAT's
 * test RFC with a CSD made here, valid for a year from the seed, and each demo branch without one
 * its. A
 * second run keeps what is there, and gives a CSD again only when the one kept has expired.
 */
export async function seedDemoIssuer(db: Db, secrets: CsdSecrets, branchIds: number[]) {
  const [found] = await db
    .select({ id: fiscalIssuers.id, validTo: fiscalIssuers.csdValidTo })
    .from(fiscalIssuers)
    .where(eq(fiscalIssuers.rfc, ISSUER.rfc));
  const id =
    found?.id ??
    (await db.insert(fiscalIssuers).values(ISSUER).returning({ id: fiscalIssuers.id }))[0]?.id;
  if (id === undefined) throw new Error('the demo issuer was not written');
  if (!found?.validTo || found.validTo < new Date()) {
    const csd = makeTestCsd({ rfc: ISSUER.rfc });
    await uploadCsd(db, secrets, { id, ...csd });
  }
  // A branch given another issuer by hand keeps it.
  await db
    .update(branches)
    .set({ fiscalIssuerId: id })
    .where(and(inArray(branches.id, branchIds), isNull(branches.fiscalIssuerId)));
}
