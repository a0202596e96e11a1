import { execFile } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { failure } from '../../../testing/app-error-of.js';
import { sealedCfdi } from '../../../testing/sealed-cfdi.js';
import { TestStamper } from './test-stamper.js';
import { mexicoCityTime } from './timbre.js';

const run = promisify(execFile);
const SAT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sat', 'TimbreFiscalDigital');
const dir = mkdtempSync(path.join(tmpdir(), 'iris-timbre-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TIMBRE = /<tfd:TimbreFiscalDigital [^>]*\/>/;
const attribute = (xml: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';

/** The file `xml` is written to, for xmllint and xsltproc. */
function file(name: string, xml: string) {
  const written = path.join(dir, name);
  writeFileSync(written, xml);
  return written;
}

describe('the built-in test stamper', () => {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const stamper = new TestStamper(key);

  it('adds a Complemento with the timbre before the closing tag, every other byte as sealed', async () => {
    const sealed = sealedCfdi();
    const before = mexicoCityTime(new Date());
    const stamped = await stamper.stamp(sealed);
    const after = mexicoCityTime(new Date());

    const timbre = TIMBRE.exec(stamped.xml)?.[0] ?? '';
    const end = sealed.lastIndexOf('</cfdi:Comprobante>');
    expect(stamped.xml).toBe(
      `${sealed.slice(0, end)}<cfdi:Complemento>${timbre}</cfdi:Complemento>${sealed.slice(end)}`,
    );
    await run('xmllint', ['--noout', file('stamped.xml', stamped.xml)]);
    expect(stamped.uuid).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    );
    expect(stamped.stampedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(stamped.stampedAt >= before && stamped.stampedAt <= after).toBe(true);
    expect(attribute(timbre, 'UUID')).toBe(stamped.uuid);
    expect(attribute(timbre, 'FechaTimbrado')).toBe(stamped.stampedAt);
    expect(attribute(timbre, 'RfcProvCertif')).toBe('SAT970701NN3');
    expect(attribute(timbre, 'SelloCFD')).toBe(/Sello='([^']*)'/.exec(sealed)?.[1]);
    expect(attribute(timbre, 'NoCertificadoSAT')).toBe(stamped.satCertificateNumber);
    expect(attribute(timbre, 'SelloSAT')).toBe(stamped.satSeal);
    expect([stamper.name, stamper.production]).toEqual(['prueba', false]);
  });

  it("writes a timbre the SAT's schema takes, whose SAT transform gives its original string, sealed with the test key", async () => {
    const sealed = sealedCfdi({ folio: '2' });
    const stamped = await stamper.stamp(sealed);
    const timbre = file('timbre.xml', TIMBRE.exec(stamped.xml)?.[0] ?? '');

    const schema = path.join(SAT, 'TimbreFiscalDigitalv11.xsd');
    const validation = await run('xmllint', ['--noout', '--schema', schema, timbre]);
    expect(validation.stderr).toContain('validates');
    const transform = path.join(SAT, 'cadenaoriginal_TFD_1_1.xslt');
    const { stdout } = await run('xsltproc', [transform, timbre]);
    expect(stdout).toBe(stamped.tfdOriginalString);
    expect(stamped.tfdOriginalString).toBe(
      `||1.1|${stamped.uuid}|${stamped.stampedAt}|SAT970701NN3|${/Sello='([^']*)'/.exec(sealed)?.[1]}|00000000000000000000||`,
    );
    const seal = Buffer.from(stamped.satSeal, 'base64');
    const publicKey = createPublicKey(key);
    expect(verify('sha256', Buffer.from(stdout), publicKey, seal)).toBe(true);
    expect(verify('sha256', Buffer.from(`${stdout} `), publicKey, seal)).toBe(false);
  });

  it("puts the timbre at the end of the CFDI's own Complemento when it has one", async () => {
    const sealed = sealedCfdi({ folio: '3', pagos: true });
    const stamped = await stamper.stamp(sealed);
    const timbre = TIMBRE.exec(stamped.xml)?.[0] ?? '';
    const end = sealed.lastIndexOf('</cfdi:Complemento>');
    expect(stamped.xml).toBe(`${sealed.slice(0, end)}${timbre}${sealed.slice(end)}`);
    expect(stamped.xml.match(/<cfdi:Complemento>/g)).toHaveLength(1);
  });

  it('answers the same sealed XML with its first stamp, and another with a new one', async () => {
    const sealed = sealedCfdi({ folio: '4' });
    const first = await stamper.stamp(sealed);
    expect(await stamper.stamp(sealed)).toEqual(first);
    const other = await stamper.stamp(sealedCfdi({ folio: '4' }));
    expect(other.uuid).not.toBe(first.uuid);
  });

  it('forgets the oldest stamps past the thousand it remembers', async () => {
    const own = new TestStamper(key);
    const sealed = sealedCfdi({ folio: '5' });
    const first = await own.stamp(sealed);
    for (let folio = 0; folio < 999; folio += 1)
      await own.stamp(sealedCfdi({ folio: `x${folio}` }));
    expect((await own.stamp(sealed)).uuid).toBe(first.uuid);
    await own.stamp(sealedCfdi({ folio: 'one more' }));
    await own.stamp(sealedCfdi({ folio: 'and another' }));
    expect((await own.stamp(sealed)).uuid).not.toBe(first.uuid);
  });

  it('refuses an XML that is not sealed, not a CFDI or already stamped, with its own codes', async () => {
    const cases: [string, string][] = [
      [sealedCfdi({ sello: null }), 'PRUEBA-302'],
      [sealedCfdi({ sello: ' ' }), 'PRUEBA-302'],
      ['<cfdi:Comprobante Sello="abc">', 'PRUEBA-301'],
      ['<factura Sello="abc"></factura>', 'PRUEBA-301'],
      [(await stamper.stamp(sealedCfdi({ folio: '6' }))).xml, 'PRUEBA-307'],
    ];
    for (const [xml, code] of cases) {
      const error = await failure(stamper.stamp(xml));
      expect([error.code, error.status, error.details.code]).toEqual(['pac_refused', 422, code]);
      expect(error.details.text).toMatch(/\S/);
    }
  });

  it('cancels with 02, 03 and 04, and with 01 only when the replacing UUID is given', async () => {
    const request = {
      issuerRfc: 'EKU9003173C9',
      uuid: (await stamper.stamp(sealedCfdi({ folio: '7' }))).uuid,
      kind: 'I',
      total: '1160.00',
      receiverRfc: 'XAXX010101000',
    };
    for (const reason of ['02', '03', '04'] as const) {
      expect(await stamper.cancel({ ...request, reason })).toEqual({ status: 'CANCELADA' });
    }
    const replacementUuid = (await stamper.stamp(sealedCfdi({ folio: '8' }))).uuid;
    expect(await stamper.cancel({ ...request, reason: '01', replacementUuid })).toEqual({
      status: 'CANCELADA',
    });
    const error = await failure(stamper.cancel({ ...request, reason: '01' }));
    expect([error.code, error.details.code]).toEqual(['pac_refused', 'PRUEBA-C01']);
  });

  it('leaves EN_PROCESO what the receiver must accept, settled CANCELADA by the next status query', async () => {
    const request = {
      issuerRfc: 'EKU9003173C9',
      uuid: (await stamper.stamp(sealedCfdi({ folio: '10' }))).uuid,
      reason: '02' as const,
      kind: 'I',
      receiverRfc: 'VADA800927DJ3',
    };
    // Above $1,000.00 to a receiver of its own, to the cent.
    expect(await stamper.cancel({ ...request, total: '1000.01' })).toEqual({
      status: 'EN_PROCESO',
    });
    expect(await stamper.status({ ...request, total: '1000.01' })).toEqual({
      status: 'CANCELADA',
    });
    for (const total of ['1000.00', '999.99']) {
      expect(await stamper.cancel({ ...request, total })).toEqual({ status: 'CANCELADA' });
    }
    // A credit note, and a global invoice, whatever their amount.
    expect(await stamper.cancel({ ...request, kind: 'E', total: '5000.00' })).toEqual({
      status: 'CANCELADA',
    });
    const global = { ...request, total: '5000.00', receiverRfc: 'XAXX010101000' };
    expect(await stamper.cancel(global)).toEqual({ status: 'CANCELADA' });
  });

  it('signs with a key of its own when none is given', async () => {
    const stamped = await new TestStamper().stamp(sealedCfdi({ folio: '9' }));
    const seal = Buffer.from(stamped.satSeal, 'base64');
    expect(seal).toHaveLength(256);
    expect(
      verify('sha256', Buffer.from(stamped.tfdOriginalString), createPublicKey(key), seal),
    ).toBe(false);
  });
});
