import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';
import { loggerOptions } from '../../lib/logging.js';
import { patchFiles, type FilePart } from '../../testing/multipart.js';
import { makeTestCsd, type TestCsd } from '../../seed/demo-csd.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';
import { secretIdOf, unseal } from '../../lib/secret-box.js';
import { sealContext } from './csd-cipher.js';

/* docs/api.md `PATCH fiscal-issuers/uploadCsd`; docs/rules.md, Invoicing, Issuer. */

const RFC = 'EKU9003173C9';
const DAY_MS = 86_400_000;
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let admin: string;
let issuerId: number;
let csd: TestCsd;

beforeAll(async () => {
  t = await startTestApp(
    { csdSecrets: { current: randomBytes(32), previous: undefined } },
    { logger: { ...(loggerOptions('debug') as object), stream: sink } },
  );
  const branchId = (await seedBranch(t.database)).branch.id;
  await seedUser(t.database, { email: 'admin@iris.test' });
  await seedUser(t.database, { email: 'recepcion@iris.test', role: 'receptionist', branchId });
  await seedUser(t.database, { email: 'doctor@iris.test', role: 'doctor', branchId });
  admin = await t.login('admin@iris.test');
  const created = await t.call<{ data: { id: number } }>('POST', '/api/fiscal-issuers/create', {
    token: admin,
    body: {
      rfc: RFC,
      name: 'ESCUELA KEMPER URGATE',
      regime: '601',
      series: 'A',
      globalPeriodicity: '04',
    },
  });
  issuerId = created.body.data.data.id;
  csd = makeTestCsd({ rfc: `${RFC} / VADA800927DJ3`, password: 'contraseña-Ñ 1' });
});
afterAll(() => t.close());

const filesOf = (certificate: Buffer, key: Buffer): FilePart[] => [
  { field: 'certificate', name: 'csd.cer', content: certificate, type: 'application/octet-stream' },
  { field: 'key', name: 'csd.key', content: key, type: 'application/octet-stream' },
];
const upload = (
  files: FilePart[],
  password: string,
  options: { token?: string; id?: number } = {},
) =>
  patchFiles<{ certificateNumber: string; validFrom: string; validTo: string; rfc: string }>(
    t,
    '/api/fiscal-issuers/uploadCsd',
    options.token ?? admin,
    files,
    [
      { name: 'id', value: String(options.id ?? issuerId) },
      { name: 'password', value: password },
    ],
  );
const row = async () =>
  (await t.database.db.select().from(fiscalIssuers).where(eq(fiscalIssuers.id, issuerId)))[0]!;

/** Every answer that shows an issuer, as raw text. */
async function answersAboutIssuer() {
  const calls = await Promise.all([
    t.app.inject({ method: 'POST', url: `/api/fiscal-issuers/get/${issuerId}`, headers: auth() }),
    t.app.inject({
      method: 'POST',
      url: '/api/fiscal-issuers/getTable',
      headers: auth(),
      payload: {},
    }),
    t.app.inject({ method: 'GET', url: '/api/fiscal-issuers/options', headers: auth() }),
  ]);
  return calls.map((call) => call.body);
}
const auth = () => ({ authorization: `Bearer ${admin}` });

describe('uploadCsd: a CSD that passes every check', () => {
  it('answers its number, dates and RFC, and the issuer shows them', async () => {
    const answer = await upload(filesOf(csd.certificate, csd.key), csd.password);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('CSD cargado correctamente.');
    const facts = answer.body.data;
    expect(facts).toEqual({
      certificateNumber: csd.certificateNumber,
      validFrom: expect.any(String) as string,
      validTo: expect.any(String) as string,
      rfc: RFC,
    });
    expect(new Date(facts.validTo).getTime()).toBeGreaterThan(Date.now() + 300 * DAY_MS);
    const item = JSON.parse((await answersAboutIssuer())[0]!) as { data: { data: unknown } };
    expect(item.data.data).toMatchObject({
      csd: { ...facts, expiresSoon: false, expired: false },
    });
  });

  it('keeps the key and password sealed with the secret, never in clear, and opens them again', async () => {
    const stored = await row();
    const secret = t.config.csdSecrets.current;
    expect(stored.csdSecretId).toBe(secretIdOf(secret));
    expect(stored.csdCertificate).toBe(csd.certificate.toString('base64'));
    const sealedKey = Buffer.from(stored.csdKeyCipher!, 'base64');
    expect(sealedKey.includes(csd.key.subarray(0, 64))).toBe(false);
    expect(stored.csdKeyCipher).not.toContain(csd.key.toString('base64').slice(0, 40));
    expect(stored.csdPasswordCipher).not.toContain(csd.password);
    expect(unseal(secret, stored.csdKeyCipher!, sealContext(issuerId, 'key'))).toEqual(csd.key);
    const password = unseal(secret, stored.csdPasswordCipher!, sealContext(issuerId, 'password'));
    expect(password.toString('utf8')).toBe(csd.password);
    // Sealed to its place: another issuer's row would not open it.
    expect(() => unseal(secret, stored.csdKeyCipher!, sealContext(issuerId + 1, 'key'))).toThrow();
  });

  it('never answers nor logs the key, its password or what seals them', async () => {
    const stored = await row();
    const secrets = [
      csd.password,
      csd.key.toString('base64').slice(0, 40),
      csd.key.toString('hex').slice(0, 40),
      stored.csdKeyCipher!.slice(0, 40),
      stored.csdPasswordCipher!,
    ];
    for (const text of [...(await answersAboutIssuer()), lines.join('\n')]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    expect(lines.join('\n')).toContain('/api/fiscal-issuers/uploadCsd');
  });

  it('replaced by another keeps only the new one; one expiring within 30 days is flagged', async () => {
    const soon = makeTestCsd({
      rfc: RFC,
      certificateNumber: '30001000000300099999',
      validTo: new Date(Date.now() + 10 * DAY_MS),
    });
    const before = await row();
    expect((await upload(filesOf(soon.certificate, soon.key), soon.password)).status).toBe(200);
    const after = await row();
    expect(after.csdCertificateNumber).toBe('30001000000300099999');
    expect(after.csdCertificate).toBe(soon.certificate.toString('base64'));
    expect(after.csdKeyCipher).not.toBe(before.csdKeyCipher);
    const secret = t.config.csdSecrets.current;
    expect(unseal(secret, after.csdKeyCipher!, sealContext(issuerId, 'key'))).toEqual(soon.key);
    const item = JSON.parse((await answersAboutIssuer())[0]!) as {
      data: { data: { csd: { expiresSoon: boolean; expired: boolean } } };
    };
    expect(item.data.data.csd).toMatchObject({ expiresSoon: true, expired: false });
  });
});

describe('an issuer with a CSD', () => {
  it("keeps its RFC: another RFC is another issuer, the CSD being the RFC's", async () => {
    const before = await row();
    const refused = await t.call<{ errors: { field: string; message: string }[] }>(
      'PUT',
      '/api/fiscal-issuers/update',
      {
        token: admin,
        body: {
          id: issuerId,
          rfc: 'LAN7008173R5',
          name: 'ESCUELA KEMPER URGATE',
          regime: '601',
          series: 'A',
          globalPeriodicity: '04',
        },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      {
        field: 'rfc',
        message:
          'El RFC no puede cambiar: el emisor tiene un CSD de ese RFC. Para otro RFC, da de alta otro emisor',
      },
    ]);
    expect(await row()).toEqual(before);
  });
});

describe('uploadCsd: refusals say which check failed and change nothing', () => {
  const other = () => makeTestCsd({ rfc: RFC });
  const cases: [string, () => { files: FilePart[]; password: string }, string, string][] = [
    [
      'a wrong password',
      () => ({ files: filesOf(csd.certificate, csd.key), password: 'otra' }),
      'la llave privada (.key) no se pudo leer o la contraseña no es correcta',
      'password',
    ],
    [
      "another certificate's key",
      () => ({ files: filesOf(csd.certificate, other().key), password: '12345678a' }),
      'la llave privada no corresponde al certificado',
      'key',
    ],
    [
      'an expired certificate',
      () => {
        const old = makeTestCsd({
          rfc: RFC,
          validFrom: new Date(Date.now() - 800 * DAY_MS),
          validTo: new Date(Date.now() - DAY_MS),
        });
        return { files: filesOf(old.certificate, old.key), password: old.password };
      },
      'el certificado ya venció',
      'certificate',
    ],
    [
      'a certificate not valid yet',
      () => {
        const future = makeTestCsd({
          rfc: RFC,
          validFrom: new Date(Date.now() + 2 * DAY_MS),
          validTo: new Date(Date.now() + 800 * DAY_MS),
        });
        return { files: filesOf(future.certificate, future.key), password: future.password };
      },
      'el certificado aún no entra en vigor',
      'certificate',
    ],
    [
      "another RFC's certificate",
      () => {
        const foreign = makeTestCsd({ rfc: 'LAN7008173R5 / FUAB770117BXA' });
        return { files: filesOf(foreign.certificate, foreign.key), password: foreign.password };
      },
      'el RFC del certificado no es el del emisor',
      'certificate',
    ],
    [
      'an e.firma (no branch in the subject)',
      () => {
        const fiel = makeTestCsd({ rfc: RFC, unit: null });
        return { files: filesOf(fiel.certificate, fiel.key), password: fiel.password };
      },
      'el certificado es una e.firma (FIEL), no un Certificado de Sello Digital',
      'certificate',
    ],
    [
      'a garbage certificate',
      () => ({ files: filesOf(randomBytes(900), csd.key), password: csd.password }),
      'el archivo .cer no es un certificado',
      'certificate',
    ],
    [
      'a garbage key',
      () => ({ files: filesOf(csd.certificate, randomBytes(900)), password: csd.password }),
      'la llave privada (.key) no se pudo leer o la contraseña no es correcta',
      'password',
    ],
    [
      'a file over 64 KB',
      () => ({ files: filesOf(Buffer.alloc(70_000, 1), csd.key), password: csd.password }),
      'cada archivo debe pesar como máximo 64 KB',
      'certificate',
    ],
  ];

  it.each(cases)('%s', async (_name, make, reason, field) => {
    const before = await row();
    const { files, password } = make();
    const answer = await upload(files, password);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      codeError: 'csd_invalid',
      message: `El CSD no es válido: ${reason}.`,
      data: { reason, errors: [{ field, message: reason }] },
    });
    expect(await row()).toEqual(before);
  });

  it('refuses a form without its files or fields on each missing one', async () => {
    const before = await row();
    const answer = await patchFiles<{ errors: { field: string }[] }>(
      t,
      '/api/fiscal-issuers/uploadCsd',
      admin,
      [filesOf(csd.certificate, csd.key)[0]!],
      [{ name: 'id', value: 'x' }],
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.map((error) => error.field).sort()).toEqual([
      'id',
      'key',
      'password',
    ]);
    expect(await row()).toEqual(before);
  });

  it('answers 404 for an issuer that does not exist', async () => {
    const answer = await upload(filesOf(csd.certificate, csd.key), csd.password, { id: 99999 });
    expect(answer.status).toBe(404);
    expect(answer.body.codeError).toBe('not_found');
  });

  it('is refused to receptionists and doctors (403), nothing changed', async () => {
    const before = await row();
    for (const email of ['recepcion@iris.test', 'doctor@iris.test']) {
      const token = await t.login(email);
      const answer = await upload(filesOf(csd.certificate, csd.key), csd.password, { token });
      expect(answer.status).toBe(403);
      expect(answer.body.codeError).toBe('forbidden');
    }
    expect(await row()).toEqual(before);
  });
});
