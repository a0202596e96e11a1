import { createHash } from 'node:crypto';
import type { PacConfig } from '../../../config.js';
import { AppError } from '../../../lib/app-error.js';
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
  type StatusRequest,
} from './stamper.js';
import { CONSULTA_ACTION, consultaEnvelope, satStatusFrom, statusServiceOf } from './sw-status.js';

/** SW's production service; its test service (services.test.sw.com.mx) stamps without value. */
const PRODUCTION_HOST = 'services.sw.com.mx';

/**
 * SW sapien's REST API (docs/operations.md, Choosing a PAC): stamp v4 of an XML Iris sealed, and
 * cancellation by UUID with the issuer's CSD kept in the SW account. The token is SW's long-lived
 * one, sent as `Authorization: Bearer`, to SW only: the status is asked of the SAT's service
 * (sw-status.ts), which takes no token.
 */
export class SwStamper implements Stamper {
  readonly name = 'sw';
  readonly production: boolean;
  readonly #statusUrl: string;

  constructor(private readonly config: PacConfig) {
    this.production = new URL(config.url).hostname === PRODUCTION_HOST;
    this.#statusUrl = statusServiceOf(config.url);
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

  /**
   * SW's 201 says only that the SAT took the request: the SAT's status, asked at once, says
   * whether it is cancelled already (no acceptance needed). Anything else, or no answer, is
   * EN_PROCESO, which the queue follows (a RECHAZADA then would be an earlier request's).
   */
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
    const answered = cancelStatusFrom(await this.#post(`/${path}`), uuid);
    if (answered.status !== 'EN_PROCESO') return answered;
    try {
      const now = await this.status(request);
      return now.status === 'CANCELADA' ? now : answered;
    } catch (error) {
      if (error instanceof AppError) return answered;
      throw error;
    }
  }

  async status(request: StatusRequest): Promise<{ status: CancelStatus }> {
    const text = await this.#send(this.#statusUrl, consultaEnvelope(request), {
      'Content-Type': 'text/xml; charset=utf-8',
      SOAPAction: CONSULTA_ACTION,
    });
    return satStatusFrom(text);
  }

  /** The PAC's answer, or pac_unavailable when there is none to read (nothing done, retry later). */
  async #post(
    path: string,
    body?: FormData,
    headers: Record<string, string> = {},
  ): Promise<SwAnswer> {
    const { url, token } = this.config;
    return parsedAnswer(
      await this.#send(`${url.replace(/\/+$/, '')}${path}`, body, {
        Authorization: `Bearer ${token}`,
        ...headers,
      }),
    );
  }

  /** The body of the answer, or pac_unavailable when there is none to read. */
  async #send(
    address: string,
    body: FormData | string | undefined,
    headers: Record<string, string>,
  ): Promise<string> {
    const { timeoutMs } = this.config;
    let status: number;
    let text: string;
    try {
      const response = await fetch(address, {
        method: 'POST',
        body,
        headers,
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
    return text;
  }
}

function parsedAnswer(text: string): SwAnswer {
  try {
    return swAnswer.parse(JSON.parse(text));
  } catch {
    throw unreadable();
  }
}
