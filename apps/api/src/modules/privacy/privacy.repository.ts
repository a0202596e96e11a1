import { and, desc, eq } from 'drizzle-orm';
import type { ConsentWay } from '@iris/domain/privacy/consent.schemas';
import type { Db } from '../../db/client.js';
import { customerConsents, privacyNotices } from '../../db/schema/privacy.schema.js';

/** The version in force: the highest published, or undefined when none was. */
export async function currentNotice(db: Db) {
  const [row] = await db
    .select({
      id: privacyNotices.id,
      version: privacyNotices.version,
      text: privacyNotices.text,
      createdAt: privacyNotices.createdAt,
    })
    .from(privacyNotices)
    .orderBy(desc(privacyNotices.version))
    .limit(1);
  return row;
}

/**
 * A new acceptance, marked as the patient's latest; the one before stays, no longer latest. The
 * caller holds the patient's row locked, so two at once follow each other.
 */
export async function insertConsent(
  db: Db,
  consent: {
    customerId: number;
    notice: { id: number; version: number };
    way: ConsentWay;
    sensitive: boolean;
    userId: number;
  },
) {
  await db
    .update(customerConsents)
    .set({ latest: false })
    .where(
      and(eq(customerConsents.customerId, consent.customerId), eq(customerConsents.latest, true)),
    );
  const [row] = await db
    .insert(customerConsents)
    .values({
      customerId: consent.customerId,
      noticeId: consent.notice.id,
      version: consent.notice.version,
      way: consent.way,
      sensitive: consent.sensitive,
      createdBy: consent.userId,
    })
    .returning({ id: customerConsents.id, at: customerConsents.at });
  if (!row) throw new Error('the consent was not inserted');
  return row;
}
