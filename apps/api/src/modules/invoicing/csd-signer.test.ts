import { randomBytes, verify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';
import { AppError } from '../../lib/app-error.js';
import { makeTestCsd } from '../../seed/demo-csd.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { secretIdOf, unseal } from '../../lib/secret-box.js';
import { sealContext } from './csd-cipher.js';
import { loadIssuerSigner } from './csd-signer.js';
import { resealCsds, uploadCsd } from './csd.service.js';

/* docs/rules.md, Invoicing, Seal and stamp: the issuer's CSD seals what invoices will be. */

const ORIGINAL = '||4.0|A|1|2024-05-01T10:00:00|Óptica Ñandú, S.A.: ÁÉÍÓÚ áéíóú ñ Ñ ü & "x"||';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ csdSecrets: { current: randomBytes(32), previous: undefined } });
});
afterAll(() => t.close());

async function seedIssuer(rfc: string, name: string) {
  const [row] = await t.database.db
    .insert(fiscalIssuers)
    .values({ rfc, name, regime: '601', series: 'A', globalPeriodicity: '04' })
    .returning({ id: fiscalIssuers.id });
  return row!.id;
}

const issuerRequired = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('issuer_required');
  expect((error as AppError).status).toBe(422);
};

const verifies = (certificateBase64: string, text: string, signature: string) =>
  verify(
    'sha256',
    Buffer.from(text, 'utf8'),
    new X509Certificate(Buffer.from(certificateBase64, 'base64')).publicKey,
    Buffer.from(signature, 'base64'),
  );

describe('loadIssuerSigner', () => {
  it("signs RSA-SHA256 over the UTF-8 original string, verified by the CSD's certificate", async () => {
    const id = await seedIssuer('EKU9003173C9', 'ESCUELA KEMPER URGATE');
    const csd = makeTestCsd({ rfc: 'EKU9003173C9', password: 'clave Ñ' });
    await uploadCsd(t.database.db, t.config.csdSecrets, { id, ...csd });
    const signer = await loadIssuerSigner(t.database.db, id, t.config);
    expect(signer).toMatchObject({
      rfc: 'EKU9003173C9',
      name: 'ESCUELA KEMPER URGATE',
      regime: '601',
      series: 'A',
      certificateNumber: csd.certificateNumber,
      certificateBase64: csd.certificate.toString('base64'),
    });
    expect(signer.validTo).toBeInstanceOf(Date);
    const seal = signer.sign(ORIGINAL);
    expect(verifies(signer.certificateBase64, ORIGINAL, seal)).toBe(true);
    expect(verifies(signer.certificateBase64, ORIGINAL.replace('Ñandú', 'Nandu'), seal)).toBe(
      false,
    );
    // Latin-1 bytes of the same text are another message: the seal is over UTF-8.
    const latin1 = verify(
      'sha256',
      Buffer.from(ORIGINAL, 'latin1'),
      new X509Certificate(csd.certificate).publicKey,
      Buffer.from(seal, 'base64'),
    );
    expect(latin1).toBe(false);
  });

  it("reads and signs with the SAT's own test CSD (LAN7008173R5) while it was valid", async () => {
    const id = await seedIssuer('LAN7008173R5', 'CINDEMEX');
    const whileValid = new Date('2018-06-01T12:00:00Z');
    const upload = {
      id,
      certificate: fixture('LAN7008173R5.cer'),
      key: fixture('LAN7008173R5.key'),
      password: '12345678a',
    };
    const facts = await uploadCsd(t.database.db, t.config.csdSecrets, upload, whileValid);
    expect(facts).toEqual({
      certificateNumber: '20001000000300022815',
      validFrom: '2016-10-25T21:52:11.000Z',
      validTo: '2020-10-25T21:52:11.000Z',
      rfc: 'LAN7008173R5',
    });
    const signer = await loadIssuerSigner(t.database.db, id, t.config, whileValid);
    expect(verifies(signer.certificateBase64, ORIGINAL, signer.sign(ORIGINAL))).toBe(true);
    // Today it has expired: no invoice is sealed with it.
    await issuerRequired(loadIssuerSigner(t.database.db, id, t.config));
  });

  it('is issuer_required without an issuer, without a CSD, or outside its validity', async () => {
    await issuerRequired(loadIssuerSigner(t.database.db, null, t.config));
    await issuerRequired(loadIssuerSigner(t.database.db, 99999, t.config));
    const bare = await seedIssuer('CACX7605101P8', 'XOCHILT CASAS CHAVEZ');
    await issuerRequired(loadIssuerSigner(t.database.db, bare, t.config));
    const [withCsd] = await t.database.db
      .select({ id: fiscalIssuers.id, validTo: fiscalIssuers.csdValidTo })
      .from(fiscalIssuers)
      .where(eq(fiscalIssuers.rfc, 'EKU9003173C9'));
    const later = new Date(withCsd!.validTo!.getTime() + 1000);
    await issuerRequired(loadIssuerSigner(t.database.db, withCsd!.id, t.config, later));
  });
});

describe('rotating the CSD secret', () => {
  it('re-seals with the new secret what the previous sealed, once; the signer then needs only the new', async () => {
    const [issuer] = await t.database.db
      .select()
      .from(fiscalIssuers)
      .where(eq(fiscalIssuers.rfc, 'EKU9003173C9'));
    const previous = t.config.csdSecrets.current;
    const current = randomBytes(32);
    const rotated = { csdSecrets: { current, previous } };
    expect(await resealCsds(t.database.db, rotated.csdSecrets)).toBe(2);
    expect(await resealCsds(t.database.db, rotated.csdSecrets)).toBe(0);

    const [after] = await t.database.db
      .select()
      .from(fiscalIssuers)
      .where(eq(fiscalIssuers.id, issuer!.id));
    expect(after!.csdSecretId).toBe(secretIdOf(current));
    expect(after!.csdKeyCipher).not.toBe(issuer!.csdKeyCipher);
    const context = sealContext(issuer!.id, 'key');
    expect(unseal(current, after!.csdKeyCipher!, context)).toEqual(
      unseal(previous, issuer!.csdKeyCipher!, context),
    );

    const signer = await loadIssuerSigner(t.database.db, issuer!.id, {
      csdSecrets: { current, previous: undefined },
    });
    expect(verifies(signer.certificateBase64, ORIGINAL, signer.sign(ORIGINAL))).toBe(true);
    // The old secret alone no longer opens it.
    await expect(
      loadIssuerSigner(t.database.db, issuer!.id, {
        csdSecrets: { current: previous, previous: undefined },
      }),
    ).rejects.toThrow(/IRIS_CSD_SECRET/);
  });
});
