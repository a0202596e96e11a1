import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { failure } from '../../../testing/app-error-of.js';
import { sealedCfdi } from '../../../testing/sealed-cfdi.js';
import { startSwPacFake } from '../../../testing/sw-pac.fake.js';
import { stamperFrom } from './stamper-from.js';
import { SwStamper } from './sw-stamper.js';

let fake: Awaited<ReturnType<typeof startSwPacFake>>;
let sw: SwStamper;
beforeAll(async () => {
  fake = await startSwPacFake();
  sw = new SwStamper({ name: 'sw', url: fake.url, token: fake.token, timeoutMs: 5_000 });
});
afterAll(() => fake.close());

let folios = 0;
/** A sealed CFDI never sent before. */
const fresh = () => sealedCfdi({ folio: `SW${(folios += 1)}` });

describe('SW sapien, stamp v4', () => {
  it("sends the sealed XML as it is and keeps SW's stamped XML byte for byte", async () => {
    const sealed = fresh();
    const before = fake.stampedCount;
    const stamped = await sw.stamp(sealed);

    const request = fake.received.at(-1)!;
    expect(request).toEqual({
      path: '/v4/cfdi33/stamp/v4',
      authorization: `Bearer ${fake.token}`,
      customid: createHash('sha256').update(sealed).digest('hex'),
      xml: sealed,
    });
    const data = fake.stamps.at(-1)!;
    expect(stamped).toEqual({
      xml: data.cfdi,
      uuid: data.uuid.toUpperCase(),
      stampedAt: data.fechaTimbrado,
      satCertificateNumber: data.noCertificadoSAT,
      satSeal: data.selloSAT,
      tfdOriginalString: data.cadenaOriginalSAT,
    });
    expect(Buffer.from(stamped.xml).equals(Buffer.from(data.cfdi))).toBe(true);
    expect(stamped.xml).toContain(`UUID="${stamped.uuid}"`);
    expect(fake.stampedCount).toBe(before + 1);
    expect([sw.name, sw.production]).toEqual(['sw', false]);
  });

  it("turns each of SW's refusals into pac_refused with SW's own code and text", async () => {
    const refusals = [
      ['301. XML mal formado.', '301', 'XML mal formado.'],
      ['302. Sello mal formado o inválido.', '302', 'Sello mal formado o inválido.'],
      [
        '305. La fecha de emisión no está dentro de la vigencia del CSD del Emisor.',
        '305',
        'La fecha de emisión no está dentro de la vigencia del CSD del Emisor.',
      ],
      [
        '401. El rango de la fecha de generación no debe de ser mayor a 72 horas para la emisión del timbre.',
        '401',
        'El rango de la fecha de generación no debe de ser mayor a 72 horas para la emisión del timbre.',
      ],
      [
        'CFDI40108 - El campo TipoDeComprobante no contiene un valor del catálogo c_TipoDeComprobante.',
        'CFDI40108',
        'El campo TipoDeComprobante no contiene un valor del catálogo c_TipoDeComprobante.',
      ],
      ['CO1000 - Error no controlado.', 'CO1000', 'Error no controlado.'],
      // 307 without the first stamp in `data`: nothing to recover, and no second stamp either.
      [
        '307. El comprobante contiene un timbre previo.',
        '307',
        'El comprobante contiene un timbre previo.',
      ],
      ['Error inesperado', '', 'Error inesperado'],
    ] as const;
    const before = fake.stampedCount;
    for (const [message, code, text] of refusals) {
      fake.next({ kind: 'refuse', message, messageDetail: 'detalle de SW' });
      const error = await failure(sw.stamp(fresh()));
      expect([error.code, error.status, error.details]).toEqual([
        'pac_refused',
        422,
        { code, text },
      ]);
    }
    expect(fake.stampedCount).toBe(before);
  });

  it('is unavailable, not refused, when SW refuses the token: the same CFDI stamps once it is fixed', async () => {
    const wrong = new SwStamper({ name: 'sw', url: fake.url, token: 'otro', timeoutMs: 5_000 });
    const sealed = fresh();
    const error = await failure(wrong.stamp(sealed));
    expect([error.code, error.status]).toEqual(['pac_unavailable', 503]);
    expect(error.details.reason).toContain('IRIS_PAC_TOKEN');
    const stamped = await sw.stamp(sealed);
    expect(stamped.uuid).toBe(fake.stamps.at(-1)!.uuid.toUpperCase());
  });

  it('gives up when SW does not answer within the configured time', async () => {
    const impatient = new SwStamper({
      name: 'sw',
      url: fake.url,
      token: fake.token,
      timeoutMs: 300,
    });
    fake.next({ kind: 'hang' });
    const started = Date.now();
    const error = await failure(impatient.stamp(fresh()));
    const waited = Date.now() - started;
    expect([error.code, error.status]).toEqual(['pac_unavailable', 503]);
    expect(error.details.reason).toContain('0.3 s');
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(10_000);
  });

  it('is unavailable on a 5xx, an answer it cannot read, a wrong address or no server', async () => {
    for (const status of [500, 502, 503]) {
      fake.next({ kind: 'raw', status, body: '<h1>Service Unavailable</h1>' });
      const error = await failure(sw.stamp(fresh()));
      expect([error.code, error.details.reason]).toEqual([
        'pac_unavailable',
        `respondió con el error ${status}`,
      ]);
    }
    fake.next({ kind: 'raw', status: 200, body: '<html>mantenimiento</html>' });
    expect((await failure(sw.stamp(fresh()))).code).toBe('pac_unavailable');

    const misplaced = new SwStamper({
      name: 'sw',
      url: `${fake.url}/api`,
      token: fake.token,
      timeoutMs: 5_000,
    });
    const wrongAddress = await failure(misplaced.stamp(fresh()));
    expect([wrongAddress.code, wrongAddress.details.reason]).toEqual([
      'pac_unavailable',
      'no atiende esa dirección: revisa IRIS_PAC_URL',
    ]);

    const nowhere = new SwStamper({
      name: 'sw',
      url: 'http://127.0.0.1:1',
      token: 'x',
      timeoutMs: 5_000,
    });
    expect((await failure(nowhere.stamp(fresh()))).code).toBe('pac_unavailable');
  });

  it('answers a retry after a lost answer with the first stamp: one CFDI, the same UUID and bytes', async () => {
    const sealed = fresh();
    const before = fake.stampedCount;
    fake.next({ kind: 'lose' });
    expect((await failure(sw.stamp(sealed))).code).toBe('pac_unavailable');
    expect(fake.stampedCount).toBe(before + 1);
    const first = fake.stamps.at(-1)!;

    const retried = await sw.stamp(sealed);
    expect(retried.uuid).toBe(first.uuid.toUpperCase());
    expect(retried.xml).toBe(first.cfdi);
    expect(await sw.stamp(sealed)).toEqual(retried);
    expect(fake.stampedCount).toBe(before + 1);
    const customids = fake.received.slice(-3).map((request) => request.customid);
    expect(new Set(customids).size).toBe(1);
  });
});

describe('choosing the stamper', () => {
  it('is the test stamper without IRIS_PAC, and SW with it', async () => {
    const builtIn = stamperFrom(loadConfig({ JWT_SECRET: 'x' }));
    expect([builtIn.name, builtIn.production]).toEqual(['prueba', false]);

    const env = {
      JWT_SECRET: 'x',
      IRIS_PAC: 'sw',
      IRIS_PAC_URL: fake.url,
      IRIS_PAC_TOKEN: fake.token,
    };
    const configured = stamperFrom(loadConfig(env));
    expect([configured.name, configured.production]).toEqual(['sw', false]);
    const before = fake.stampedCount;
    await configured.stamp(fresh());
    expect(fake.stampedCount).toBe(before + 1);

    const production = { ...env, IRIS_PAC_URL: 'https://services.sw.com.mx' };
    expect(stamperFrom(loadConfig(production)).production).toBe(true);
    const sandbox = { ...env, IRIS_PAC_URL: 'https://services.test.sw.com.mx/' };
    expect(stamperFrom(loadConfig(sandbox)).production).toBe(false);
  });
});
