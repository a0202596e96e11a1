import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../testing/app-error-of.js';
import { sealedCfdi } from '../../../testing/sealed-cfdi.js';
import { startSwPacFake } from '../../../testing/sw-pac.fake.js';
import { SwStamper } from './sw-stamper.js';

/*
 * docs/rules.md, Cancellation; docs/operations.md, Choosing a PAC: SW's cancellation by UUID and
 * the SAT's status service, against the local fake of both (the receiver's answer planned per
 * test: accepted, refused, pending then accepted or refused).
 */
let fake: Awaited<ReturnType<typeof startSwPacFake>>;
let sw: SwStamper;
beforeAll(async () => {
  fake = await startSwPacFake();
  sw = new SwStamper({ name: 'sw', url: fake.url, token: fake.token, timeoutMs: 5_000 });
});
afterAll(() => fake.close());

let folios = 0;
/** A sealed CFDI never sent before. */
const fresh = () => sealedCfdi({ folio: `SWC${(folios += 1)}` });

/** The sealed CFDIs' issuer, receiver and Total: a global invoice's, cancelled at once. */
const cancelRequest = (uuid: string) => ({
  issuerRfc: 'EKU9003173C9',
  uuid,
  kind: 'I',
  total: '1160.00',
  receiverRfc: 'XAXX010101000',
});

describe('SW sapien, cancellation by UUID', () => {
  it('cancels with each reason, 01 naming the replacing CFDI, and asks the SAT at once', async () => {
    const replacing = await sw.stamp(fresh());
    for (const reason of ['01', '02', '03', '04'] as const) {
      const { uuid } = await sw.stamp(fresh());
      const replacementUuid = reason === '01' ? replacing.uuid : undefined;
      const request = { ...cancelRequest(uuid), reason, replacementUuid };
      // 201 (taken), then the SAT's status: no acceptance needed, cancelled.
      expect(await sw.cancel(request)).toEqual({ status: 'CANCELADA' });
      const tail = reason === '01' ? `/${replacing.uuid}` : '';
      const [cancel, status] = fake.received.slice(-2);
      expect(cancel!.path).toBe(`/cfdi33/cancel/EKU9003173C9/${uuid}/${reason}${tail}`);
      // The SAT's service, without SW's token.
      expect(status).toMatchObject({
        path: '/ConsultaCFDIService.svc',
        authorization: '',
        expression: `?re=EKU9003173C9&rr=XAXX010101000&tt=1160.00&id=${uuid}`,
      });
      // 202: cancelled before.
      expect(await sw.cancel(request)).toEqual({ status: 'CANCELADA' });
    }
  });

  it('follows the receiver: accepted, refused, or pending then accepted, refused or lapsed', async () => {
    const cases = [
      ['accepts', 'CANCELADA', ['CANCELADA']],
      // A refusal is only believed from a later query: right after the request it is an old one.
      ['refuses', 'EN_PROCESO', ['RECHAZADA']],
      ['acceptsLater', 'EN_PROCESO', ['CANCELADA', 'CANCELADA']],
      ['refusesLater', 'EN_PROCESO', ['RECHAZADA']],
      ['letsItLapse', 'EN_PROCESO', ['CANCELADA']],
      ['neverAnswers', 'EN_PROCESO', ['EN_PROCESO', 'EN_PROCESO']],
    ] as const;
    for (const [receiver, answered, followed] of cases) {
      const { uuid } = await sw.stamp(fresh());
      // A patient's invoice above $1,000.00; an & of an RFC travels escaped.
      const request = { ...cancelRequest(uuid), receiverRfc: 'AÑ&8701011A1', total: '2500.00' };
      fake.receiver(receiver);
      expect(await sw.cancel({ ...request, reason: '02' }), receiver).toEqual({ status: answered });
      for (const status of followed) {
        expect(await sw.status(request), receiver).toEqual({ status });
      }
      expect(fake.received.at(-1)!.expression).toBe(
        `?re=EKU9003173C9&rr=AÑ&amp;8701011A1&tt=2500.00&id=${uuid}`,
      );
    }
  });

  it('asks again a cancellation the receiver refused', async () => {
    const { uuid } = await sw.stamp(fresh());
    const request = { ...cancelRequest(uuid), receiverRfc: 'VADA800927DJ3', total: '2500.00' };
    fake.receiver('refusesLater');
    expect(await sw.cancel({ ...request, reason: '02' })).toEqual({ status: 'EN_PROCESO' });
    expect(await sw.status(request)).toEqual({ status: 'RECHAZADA' });
    fake.receiver('accepts');
    expect(await sw.cancel({ ...request, reason: '02' })).toEqual({ status: 'CANCELADA' });
  });

  it('without the receiver planned, as the SAT rules: pending above $1,000.00 to a patient', async () => {
    const { uuid } = await sw.stamp(fresh());
    const request = { ...cancelRequest(uuid), receiverRfc: 'VADA800927DJ3', total: '1000.01' };
    expect(await sw.status(request)).toEqual({ status: 'VIGENTE' });
    expect(await sw.cancel({ ...request, reason: '03' })).toEqual({ status: 'EN_PROCESO' });
    expect(await sw.status(request)).toEqual({ status: 'EN_PROCESO' });
  });

  it('is EN_PROCESO when the SAT does not answer right after the request; the status query says why', async () => {
    const { uuid } = await sw.stamp(fresh());
    fake.receiver('accepts');
    fake.next({ kind: 'as-sw' });
    fake.next({ kind: 'raw', status: 503, body: '<h1>Service Unavailable</h1>' });
    expect(await sw.cancel({ ...cancelRequest(uuid), reason: '02' })).toEqual({
      status: 'EN_PROCESO',
    });
    expect(await sw.status(cancelRequest(uuid))).toEqual({ status: 'CANCELADA' });

    fake.next({ kind: 'raw', status: 502, body: '' });
    const down = await failure(sw.status(cancelRequest(uuid)));
    expect([down.code, down.details.reason]).toEqual([
      'pac_unavailable',
      'respondió con el error 502',
    ]);
    fake.next({ kind: 'raw', status: 200, body: '<html>mantenimiento</html>' });
    expect((await failure(sw.status(cancelRequest(uuid)))).code).toBe('pac_unavailable');
    const unknown = await failure(sw.status(cancelRequest('0E4D1C6A-5B1F-4F3E-9C2A-1234567890AB')));
    expect([unknown.code, unknown.details]).toEqual([
      'pac_refused',
      { code: '602', text: 'Comprobante no encontrado.' },
    ]);
  });

  it("refuses with the SAT's folio code, or SW's own", async () => {
    const unknown = await failure(
      sw.cancel({ ...cancelRequest('0E4D1C6A-5B1F-4F3E-9C2A-1234567890AB'), reason: '02' }),
    );
    expect([unknown.code, unknown.details]).toEqual([
      'pac_refused',
      { code: '205', text: 'Folio Fiscal No Existente' },
    ]);
    const { uuid } = await sw.stamp(fresh());
    fake.next({ kind: 'refuse', message: 'CASD - El certificado no corresponde al emisor.' });
    const refused = await failure(sw.cancel({ ...cancelRequest(uuid), reason: '02' }));
    expect([refused.code, refused.status]).toEqual(['pac_refused', 422]);
    fake.next({ kind: 'raw', status: 504, body: '' });
    expect((await failure(sw.cancel({ ...cancelRequest(uuid), reason: '02' }))).code).toBe(
      'pac_unavailable',
    );
  });
});
