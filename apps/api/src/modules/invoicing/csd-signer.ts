import { createPrivateKey, sign } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { secretOfId, unseal } from '../../lib/secret-box.js';
import { sealContext } from './csd-cipher.js';
import { issuerWithCsd } from './csd.repository.js';

/** What a CFDI's Emisor and seal take from its issuer (docs/rules.md, Invoicing, Seal and stamp). */
export interface IssuerSigner {
  rfc: string;
  name: string;
  regime: string;
  series: string;
  /** NoCertificado: 20 digits. */
  certificateNumber: string;
  /** Certificado: the .cer (DER) in base64. */
  certificateBase64: string;
  validTo: Date;
  /** The Sello: RSA-SHA256 over the original string's UTF-8 bytes, in base64. */
  sign(originalString: string): string;
}

type IssuerRow = NonNullable<Awaited<ReturnType<typeof issuerWithCsd>>>;

/** The issuer's CSD when it has one valid at `now` and of its own RFC; null otherwise. */
function usableCsd(issuer: IssuerRow, now: Date) {
  const { csdCertificate, csdCertificateNumber, csdValidFrom, csdValidTo } = issuer;
  const { csdKeyCipher, csdPasswordCipher, csdSecretId } = issuer;
  if (!csdCertificate || !csdCertificateNumber || !csdValidFrom || !csdValidTo) return null;
  if (!csdKeyCipher || !csdPasswordCipher || !csdSecretId) return null;
  if (now < csdValidFrom || now > csdValidTo || issuer.csdRfc !== issuer.rfc) return null;
  return {
    certificate: csdCertificate,
    number: csdCertificateNumber,
    to: csdValidTo,
    key: csdKeyCipher,
    password: csdPasswordCipher,
    secretId: csdSecretId,
  };
}

/**
 * The signer of an issuer (a branch's `fiscalIssuer`, null when it has none), its key opened
 * with its password in memory only. issuer_required when there is no issuer, or it has no CSD
 * valid at `now`.
 */
export async function loadIssuerSigner(
  db: Db,
  issuerId: number | null,
  config: Pick<Config, 'csdSecrets'>,
  now = new Date(),
): Promise<IssuerSigner> {
  const issuer = issuerId === null ? undefined : await issuerWithCsd(db, issuerId);
  const csd = issuer && usableCsd(issuer, now);
  if (!issuer || !csd) throw new AppError('issuer_required');
  const secret = secretOfId(config.csdSecrets, csd.secretId);
  const privateKey = createPrivateKey({
    key: unseal(secret, csd.key, sealContext(issuer.id, 'key')),
    format: 'der',
    type: 'pkcs8',
    passphrase: unseal(secret, csd.password, sealContext(issuer.id, 'password')).toString('utf8'),
  });
  return {
    rfc: issuer.rfc,
    name: issuer.name,
    regime: issuer.regime,
    series: issuer.series,
    certificateNumber: csd.number,
    certificateBase64: csd.certificate,
    validTo: csd.to,
    sign: (originalString) =>
      sign('sha256', Buffer.from(originalString, 'utf8'), privateKey).toString('base64'),
  };
}
