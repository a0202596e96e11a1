import { generateKeyPairSync, sign } from 'node:crypto';

/*
 * CSDs made here, not by the SAT, shaped as the SAT issues them (docs/rules.md, Invoicing): for the
 * demo data's issuer (stamped by the test stamper, without fiscal value) and the tests. A DER certificate
 * whose subject's x500UniqueIdentifier holds the RFC and whose serial number is the ASCII of its
 * 20-digit NoCertificado, and its key as PKCS#8 DER encrypted with a password. Built here with a
 * few DER helpers, so that any validity (expired, not yet valid) can be had without a tool.
 */

const tlv = (tag: number, content: Buffer) => {
  const length = content.length;
  const head =
    length < 0x80
      ? Buffer.from([tag, length])
      : length < 0x100
        ? Buffer.from([tag, 0x81, length])
        : Buffer.from([tag, 0x82, length >> 8, length & 0xff]);
  return Buffer.concat([head, content]);
};
const sequence = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));

function oid(dotted: string) {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const value of rest) {
    const chunk = [value & 0x7f];
    for (let left = value >> 7; left > 0; left >>= 7) chunk.unshift((left & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

const SHA256_WITH_RSA = sequence(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
const ATTRIBUTES = { CN: '2.5.4.3', O: '2.5.4.10', OU: '2.5.4.11', UID: '2.5.4.45' } as const;

function name(attributes: Partial<Record<keyof typeof ATTRIBUTES, string>>) {
  const sets = Object.entries(attributes).map(([key, value]) =>
    tlv(
      0x31,
      sequence(oid(ATTRIBUTES[key as keyof typeof ATTRIBUTES]), tlv(0x0c, Buffer.from(value))),
    ),
  );
  return sequence(...sets);
}

/** UTCTime until 2049, GeneralizedTime after, as X.509 wants. */
function time(date: Date) {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(text.slice(2)))
    : tlv(0x18, Buffer.from(text));
}

export interface TestCsdOptions {
  /** The RFC in x500UniqueIdentifier; a company's may be followed by " / representative's RFC". */
  rfc: string;
  certificateNumber?: string;
  validFrom?: Date;
  validTo?: Date;
  password?: string;
  /** The branch (sucursal) a CSD names; an e.firma (FIEL) has none: null. */
  unit?: string | null;
}

export interface TestCsd {
  certificate: Buffer;
  key: Buffer;
  password: string;
  certificateNumber: string;
}

const DAY_MS = 86_400_000;

export function makeTestCsd(options: TestCsdOptions): TestCsd {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificateNumber = options.certificateNumber ?? '30001000000300023708';
  const password = options.password ?? '12345678a';
  const unit = options.unit === undefined ? 'SUCURSAL CENTRO' : options.unit;
  const now = Date.now();
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, Buffer.from(certificateNumber, 'latin1')),
    SHA256_WITH_RSA,
    name({ CN: 'AC DE PRUEBAS', O: 'SERVICIO DE ADMINISTRACION TRIBUTARIA', UID: 'SAT970701NN3' }),
    sequence(
      time(options.validFrom ?? new Date(now - DAY_MS)),
      time(options.validTo ?? new Date(now + 365 * DAY_MS)),
    ),
    name({
      CN: 'ÓPTICAS DE PRUEBA',
      O: 'ÓPTICAS DE PRUEBA',
      UID: options.rfc,
      ...(unit === null ? {} : { OU: unit }),
    }),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(
    tbs,
    SHA256_WITH_RSA,
    tlv(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  const key = privateKey.export({
    type: 'pkcs8',
    format: 'der',
    cipher: 'aes-256-cbc',
    passphrase: password,
  });
  return { certificate, key, password, certificateNumber };
}
