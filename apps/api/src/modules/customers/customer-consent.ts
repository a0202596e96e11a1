import { CONSENT_WAYS, type Consent } from '@iris/domain/privacy/consent.schemas';

/**
 * docs/rules.md, Privacy and accounts: the patient's latest acceptance of the aviso de privacidad
 * (recorded by the privacy module's customers/consent), or null when they never accepted one.
 */
export function consentItem(row: {
  consentVersion: number | null;
  consentAt: Date | null;
  consentWay: string | null;
  consentSensitive: boolean | null;
}): Consent | null {
  const way = CONSENT_WAYS.find((candidate) => candidate === row.consentWay);
  if (row.consentVersion === null || row.consentAt === null || !way) return null;
  return {
    version: row.consentVersion,
    at: row.consentAt.toISOString(),
    way,
    sensitive: row.consentSensitive === true,
  };
}
