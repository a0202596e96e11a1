import { createHash } from 'node:crypto';
import type { PacConfig } from '../../../config.js';
import {
  cancelStatusFrom,
  stampedFrom,
  swAnswer,
  unreadable,
  type SwAnswer,
} from './sw-answers.js';
import {
  pacUnavailable,
  type CancelRequest,
  type CancelStatus,
  type Stamped,
  type Stamper,
} from './stamper.js';

/** SW's production service; its test service (services.test.sw.com.mx) stamps without value. */
const PRODUCTION_HOST = 'services.sw.com.mx';

/**
 * SW sapien's REST API (docs/operations.md, Choosing a PAC): stamp v4 of an XML Iris sealed, and
 * cancellation by UUID with the issuer's CSD kept in the SW account. The token is SW's long-lived
 * one, sent as `Authorization: Bearer`.
 */
export class SwStamper implements Stamper {
  readonly name = 'sw';
  readonly production: boolean;

  constructor(private readonly config: PacConfig) {
    this.production = new URL(config.url).hostname === PRODUCTION_HOST;
  }

  /**
   * `customid` is the sealed XML's SHA-256: SW answers a second request with the same one (for 72
   * hours, as long as the SAT lets a CFDI be stamped after its Fecha) with 307 and the first stamp.
   */
  async stamp(sealedXml: string): Promise<Stamped> {
    const form = new FormData();
    form.append('xml', new Blob([sealedXml], { type: 'text/xml' }), 'xml');
    const customid = createHash('sha256').update(sealedXml).digest('hex');
    return stampedFrom(await this.#post('/v4/cfdi33/stamp/v4', form, { customid }));
  }

  async cancel(request: CancelRequest): Promise<{ status: CancelStatus }> {
    const { issuerRfc, uuid, reason, replacementUuid } = request;
    const path = [
      'cfdi33',
      'cancel',
      issuerRfc,
      uuid,
      reason,
      ...(replacementUuid ? [replacementUuid] : []),
    ]
      .map(encodeURIComponent)
      .join('/');
    return cancelStatusFrom(await this.#post(`/${path}`), uuid);
  }

  /** The PAC's answer, or pac_unavailable when there is none to read (nothing done, retry later). */
  async #post(
    path: string,
    body?: FormData,
    headers: Record<string, string> = {},
  ): Promise<SwAnswer> {
    const { url, token, timeoutMs } = this.config;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${url.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        body,
        headers: { Authorization: `Bearer ${token}`, ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw pacUnavailable(
        timedOut ? `no respondió en ${timeoutMs / 1000} s` : 'no se pudo hablar con él',
      );
    }
    // A bad token is the operator's to fix, not the CFDI's: the same CFDI stamps once it is.
    if (status === 401 || status === 403) {
      throw pacUnavailable('rechazó las credenciales de Iris: revisa IRIS_PAC_TOKEN');
    }
    if (status === 404) throw pacUnavailable('no atiende esa dirección: revisa IRIS_PAC_URL');
    if (status >= 500) throw pacUnavailable(`respondió con el error ${status}`);
    return parsedAnswer(text);
  }
}

function parsedAnswer(text: string): SwAnswer {
  try {
    return swAnswer.parse(JSON.parse(text));
  } catch {
    throw unreadable();
  }
}
