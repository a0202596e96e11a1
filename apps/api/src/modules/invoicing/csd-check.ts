import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { CsdFacts } from '@iris/domain/invoicing/fiscal-issuer.schemas';
import type { ValidationKey } from '@iris/domain/i18n/message-keys';
import { validationMessage } from '@iris/domain/i18n/validation-key';
import { AppError } from '../../lib/app-error.js';

/*
 * docs/rules.md, Invoicing, Issuer: a CSD is refused, saying which check failed, when the .cer
 * is no certificate, the key cannot be read with the password, the key is not the certificate's,
 * the certificate has expired or is not valid yet, its RFC is not the issuer's, or it is an
 * e.firma (FIEL) rather than a CSD.
 */

export type CsdField = 'certificate' | 'key' | 'password';

/** csd_invalid, its reason said in the message and on the field it concerns. */
export function csdInvalid(reason: ValidationKey, field: CsdField): AppError {
  const message = validationMessage(reason);
  return new AppError('csd_invalid', { reason: message, errors: [{ field, message }] });
}

/** A certificate's subject line (`x500UniqueIdentifier=LAN7008173R5 / FUAB770117BXA`), by name. */
function subjectValue(certificate: X509Certificate, name: string): string | undefined {
  const line = certificate.subject.split('\n').find((entry) => entry.startsWith(`${name}=`));
  return line?.slice(name.length + 1).trim();
}

/**
 * The certificate's RFC: its subject's x500UniqueIdentifier (OID 2.5.4.45), which for a company
 * reads "company RFC / representative's RFC".
 */
const rfcOf = (certificate: X509Certificate) =>
  subjectValue(certificate, 'x500UniqueIdentifier')?.split('/')[0]?.trim().toUpperCase() ?? '';

/** NoCertificado: the serial number, whose bytes are the ASCII digits of 20 decimal digits. */
function certificateNumberOf(certificate: X509Certificate): string {
  const hex =
    certificate.serialNumber.length % 2 ? `0${certificate.serialNumber}` : certificate.serialNumber;
  return Buffer.from(hex, 'hex').toString('latin1');
}

function readCertificate(der: Buffer): X509Certificate {
  try {
    return new X509Certificate(der);
  } catch {
    throw csdInvalid('csdCertificate', 'certificate');
  }
}

function readKey(der: Buffer, password: string): KeyObject {
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8', passphrase: password });
  } catch {
    throw csdInvalid('csdKey', 'password');
  }
}

const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'der' });

export interface CheckedCsd {
  facts: CsdFacts;
  validFrom: Date;
  validTo: Date;
}

/** The CSD's public facts, once every check passed; the first that fails is thrown. */
export function checkCsd(input: {
  certificate: Buffer;
  key: Buffer;
  password: string;
  issuerRfc: string;
  now: Date;
}): CheckedCsd {
  const certificate = readCertificate(input.certificate);
  const key = readKey(input.key, input.password);
  if (!spki(createPublicKey(key)).equals(spki(certificate.publicKey))) {
    throw csdInvalid('csdMismatch', 'key');
  }
  const validFrom = new Date(certificate.validFrom);
  const validTo = new Date(certificate.validTo);
  if (input.now < validFrom) throw csdInvalid('csdNotYetValid', 'certificate');
  if (input.now > validTo) throw csdInvalid('csdExpired', 'certificate');
  const rfc = rfcOf(certificate);
  if (rfc !== input.issuerRfc) throw csdInvalid('csdRfc', 'certificate');
  // The SAT names a CSD's branch (sucursal) in its OU; an e.firma has none.
  if (!subjectValue(certificate, 'OU')) throw csdInvalid('csdFiel', 'certificate');
  const certificateNumber = certificateNumberOf(certificate);
  if (!/^\d{20}$/.test(certificateNumber)) throw csdInvalid('csdCertificate', 'certificate');
  return {
    facts: {
      certificateNumber,
      validFrom: validFrom.toISOString(),
      validTo: validTo.toISOString(),
      rfc,
    },
    validFrom,
    validTo,
  };
}
