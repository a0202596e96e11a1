import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Stamped } from '../modules/invoicing/stamping/stamper.js';
import { TestStamper } from '../modules/invoicing/stamping/test-stamper.js';
import { consultaOf, fakeSat, type Receiver } from './sat-status.fake.js';

/** What the fake does with the next request, instead of answering as SW does. */
export type SwBehaviour =
  | { kind: 'refuse'; message: string; messageDetail?: string }
  /** Never answers: the client's time-out. */
  | { kind: 'hang' }
  /** Stamps, then cuts the connection before answering: the lost answer. */
  | { kind: 'lose' }
  /** Answers this status and body as they are (a 5xx, an HTML page). */
  | { kind: 'raw'; status: number; body: string }
  /** Answers as SW does: what is queued after it is for the request after this one. */
  | { kind: 'as-sw' };

interface Received {
  path: string;
  authorization: string;
  customid: string;
  /** The multipart field `xml` of a stamp, as it arrived. */
  xml: string;
  /** A status query's expression, `?re=…&rr=…&tt=…&id=…`. */
  expression?: string;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));

const error = (message: string, messageDetail: string | null = null, data: unknown = null) => ({
  message,
  messageDetail,
  data,
  status: 'error',
});

/** Stamp v4's `data` (developers.sw.com.mx, Stamp): the CFDI whole and its timbre's fields. */
const stampData = (stamped: Stamped, sealedXml: string) => ({
  cfdi: stamped.xml,
  cadenaOriginalSAT: stamped.tfdOriginalString,
  noCertificadoSAT: stamped.satCertificateNumber,
  noCertificadoCFDI: /NoCertificado="(\d+)"/.exec(sealedXml)?.[1] ?? '',
  // SW's example answers the folio in lower case.
  uuid: stamped.uuid.toLowerCase(),
  selloSAT: stamped.satSeal,
  selloCFDI: /Sello='([^']*)'|Sello="([^"]*)"/.exec(sealedXml)?.slice(1).join('') ?? '',
  fechaTimbrado: stamped.stampedAt,
  qrCode: 'iVBORw0KGgo=',
});

/** The multipart field `xml`, as the client sent it (one small form: no library needed). */
function formXml(contentType: string, body: Buffer): string {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/.exec(contentType);
  if (!boundary) return '';
  for (const part of body.toString('utf8').split(`--${boundary[1] ?? boundary[2] ?? ''}`)) {
    const headersEnd = part.indexOf('\r\n\r\n');
    if (headersEnd >= 0 && /name="xml"/.test(part.slice(0, headersEnd))) {
      return part.slice(headersEnd + 4, part.lastIndexOf('\r\n'));
    }
  }
  return '';
}

/**
 * SW sapien's REST API on loopback, answering as its documentation shows: stamp v4 of a sealed XML
 * (`POST /v4/cfdi33/stamp/v4`, multipart `xml`, header `customid`), a second request with the same
 * customid or the same XML answered 400 with 307 and the first stamp, cancellation by UUID
 * (`POST /cfdi33/cancel/{rfc}/{uuid}/{motivo}/{folioSustitucion}`) with the SAT's folio codes, 401
 * for another token, and the SAT's status service (`POST /ConsultaCFDIService.svc`, SOAP, no token)
 * following each cancellation as its receiver answers (`receiver()`, sat-status.fake.ts). The
 * timbre is the built-in test stamper's. Where the documentation is silent (the text of a 401, the
 * 404 page, the acuse's exact form) the fake's words are its own.
 */
export async function startSwPacFake({ token = 'token-de-prueba' } = {}) {
  const stamper = new TestStamper();
  /** Every CFDI the fake stamped, by the key a duplicate is known by. */
  const cfdis = new Map<string, { xml: string; data: ReturnType<typeof stampData> }>();
  const sat = fakeSat();
  const received: Received[] = [];
  const behaviours: SwBehaviour[] = [];

  async function stamp(req: IncomingMessage, res: ServerResponse, xml: string, customid: string) {
    const key = customid || createHash('sha256').update(xml).digest('hex');
    const before = cfdis.get(key);
    if (before && before.xml !== xml) {
      const message = 'CFDI3307 - Timbre duplicado. El customId proporcionado está duplicado.';
      return json(res, 400, error(message));
    }
    if (before) {
      return json(
        res,
        400,
        error('307. El comprobante contiene un timbre previo.', null, before.data),
      );
    }
    const data = stampData(await stamper.stamp(xml), xml);
    cfdis.set(key, { xml, data });
    if (behaviours[0]?.kind === 'lose') {
      behaviours.shift();
      return req.socket.destroy();
    }
    return json(res, 200, { data, status: 'success' });
  }

  const stamped = (folio: string) =>
    [...cfdis.values()].some(({ data }) => data.uuid.toUpperCase() === folio);

  function cancel(res: ServerResponse, uuid: string) {
    const folio = uuid.toUpperCase();
    const code = stamped(folio) ? sat.cancel(folio) : '205';
    const acuse = `<?xml version="1.0" encoding="utf-8"?><Acuse Fecha="2026-11-28T10:20:00"><Folios><UUID>${folio}</UUID><EstatusUUID>${code}</EstatusUUID></Folios></Acuse>`;
    return json(res, 200, { data: { acuse, uuid: { [folio]: code } }, status: 'success' });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const path = req.url ?? '';
        const isStamp = req.method === 'POST' && path === '/v4/cfdi33/stamp/v4';
        const body = Buffer.concat(chunks);
        const xml = isStamp ? formXml(req.headers['content-type'] ?? '', body) : '';
        const customid = String(req.headers.customid ?? '');
        const isStatus = req.method === 'POST' && path === '/ConsultaCFDIService.svc';
        const soap = isStatus ? body.toString('utf8') : '';
        received.push({
          path,
          authorization: req.headers.authorization ?? '',
          customid,
          xml,
          ...(isStatus ? { expression: consultaOf(soap).expression } : {}),
        });
        // The SAT's service takes no token.
        if (!isStatus && req.headers.authorization !== `Bearer ${token}`) {
          return json(res, 401, error('AU2000 - El token proporcionado no es válido.'));
        }
        const behaviour = behaviours[0]?.kind === 'lose' ? undefined : behaviours.shift();
        switch (behaviour?.kind) {
          case 'hang':
            return;
          case 'raw':
            return res
              .writeHead(behaviour.status, { 'content-type': 'text/html' })
              .end(behaviour.body);
          case 'refuse':
            return json(res, 400, error(behaviour.message, behaviour.messageDetail));
          case 'lose':
          case 'as-sw':
          case undefined:
            break;
        }
        if (isStamp) return stamp(req, res, xml, customid);
        if (isStatus) {
          return res
            .writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
            .end(sat.consulta(soap, stamped));
        }
        const cancelPath = /^\/cfdi33\/cancel\/[^/]+\/([^/]+)\/(0[1-4])(?:\/[^/]+)?$/.exec(path);
        if (req.method === 'POST' && cancelPath) return cancel(res, cancelPath[1] ?? '');
        return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    /** Every request as it arrived, the refused ones too. */
    received,
    /** How many CFDIs the fake stamped: a retry must never add one. */
    get stampedCount() {
      return cfdis.size;
    },
    /** The stamp v4 `data` of each CFDI, in the order stamped. */
    get stamps() {
      return [...cfdis.values()].map(({ data }) => data);
    },
    /** How the receiver of the next cancellation SW takes answers it (else: the SAT's rule). */
    receiver(answer: Receiver) {
      sat.plan(answer);
    },
    /** What the next request gets instead of SW's answer. */
    next(behaviour: SwBehaviour) {
      behaviours.push(behaviour);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
