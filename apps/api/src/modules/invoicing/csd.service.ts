import type { CsdFacts } from '@iris/domain/invoicing/fiscal-issuer.schemas';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { secretIdOf, seal, unseal, type CsdSecrets } from '../../lib/secret-box.js';
import { sealContext } from './csd-cipher.js';
import { checkCsd } from './csd-check.js';
import { lockIssuer, lockSealed, sealedWith, storeCsd } from './csd.repository.js';

export interface CsdUpload {
  id: number;
  certificate: Buffer;
  key: Buffer;
  password: string;
}

/** The key and password sealed with the current secret, for an issuer's row. */
function sealed(secrets: CsdSecrets, id: number, key: Buffer, password: Buffer) {
  return {
    csdKeyCipher: seal(secrets.current, key, sealContext(id, 'key')),
    csdPasswordCipher: seal(secrets.current, password, sealContext(id, 'password')),
    csdSecretId: secretIdOf(secrets.current),
  };
}

/**
 * docs/api.md `PATCH fiscal-issuers/uploadCsd`: a CSD that passes every check replaces the
 * issuer's; a refused one changes nothing. Answers its public facts.
 */
export async function uploadCsd(
  db: Db,
  secrets: CsdSecrets,
  upload: CsdUpload,
  now = new Date(),
): Promise<CsdFacts> {
  return db.transaction(async (tx) => {
    const issuer = await lockIssuer(tx, upload.id);
    if (!issuer) throw notFound();
    const csd = checkCsd({ ...upload, issuerRfc: issuer.rfc, now });
    await storeCsd(tx, issuer.id, {
      csdCertificate: upload.certificate.toString('base64'),
      csdCertificateNumber: csd.facts.certificateNumber,
      csdValidFrom: csd.validFrom,
      csdValidTo: csd.validTo,
      csdRfc: csd.facts.rfc,
      ...sealed(secrets, issuer.id, upload.key, Buffer.from(upload.password, 'utf8')),
    });
    return csd.facts;
  });
}

/**
 * docs/operations.md, Rotating the CSD secret: with IRIS_CSD_SECRET_PREVIOUS set, what it sealed
 * is sealed again with IRIS_CSD_SECRET, each issuer in its own transaction (several servers
 * starting at once re-seal each row once). Answers how many were re-sealed.
 */
export async function resealCsds(db: Db, secrets: CsdSecrets): Promise<number> {
  const previous = secrets.previous;
  if (!previous) return 0;
  const previousId = secretIdOf(previous);
  if (previousId === secretIdOf(secrets.current)) return 0;
  let count = 0;
  for (const id of await sealedWith(db, previousId)) {
    count += await db.transaction(async (tx) => {
      const row = await lockSealed(tx, id, previousId);
      if (!row?.key || !row.password) return 0;
      const key = unseal(previous, row.key, sealContext(id, 'key'));
      const password = unseal(previous, row.password, sealContext(id, 'password'));
      await storeCsd(tx, id, sealed(secrets, id, key, password));
      return 1;
    });
  }
  return count;
}
