import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { cancelNeedsAcceptance } from '@iris/domain/invoicing/cancel-acceptance';
import {
  pacRefused,
  type CancelRequest,
  type CancelStatus,
  type Stamped,
  type Stamper,
  type StatusRequest,
} from './stamper.js';
import {
  comprobanteAttributes,
  mexicoCityTime,
  timbreElement,
  timbreOriginalString,
  withTimbre,
} from './timbre.js';

/** The SAT's own RFC, never a PAC's: a timbre that no one can take for a real one. */
const TEST_PAC_RFC = 'SAT970701NN3';
/** Twenty digits that are no SAT certificate's serial. */
const TEST_SAT_CERTIFICATE = '00000000000000000000';

/**
 * The test stamper's refusals, its own codes (docs/operations.md, Choosing a PAC), named after the
 * SAT's matrix where one fits: 301 structure, 302 seal, 307 stamped before.
 */
const TEST_REFUSALS = {
  notCfdi: ['PRUEBA-301', 'El XML no es un cfdi:Comprobante completo.'],
  unsealed: ['PRUEBA-302', 'El comprobante no tiene Sello: séllalo antes de timbrarlo.'],
  stamped: ['PRUEBA-307', 'El comprobante ya contiene un TimbreFiscalDigital.'],
  noReplacement: [
    'PRUEBA-C01',
    'El motivo 01 necesita el UUID del CFDI que sustituye al cancelado.',
  ],
} as const;

/** How many stamps are remembered for a retry; past that the oldest is forgotten. */
const REMEMBERED = 1000;

/**
 * The built-in stamper when no PAC is configured (docs/operations.md, Choosing a PAC): it signs a
 * TimbreFiscalDigital 1.1 with a key generated once per process, so its stamps have no value before
 * the SAT. The same sealed XML again answers its first stamp while the process lives: a restart
 * forgets them. A cancellation that needs the receiver's acceptance is EN_PROCESO until the next
 * status query, which settles it CANCELADA.
 */
export class TestStamper implements Stamper {
  readonly name = 'prueba';
  readonly production = false;
  readonly #stamps = new Map<string, Stamped>();
  #key: KeyObject | undefined;

  /** `key`: the RSA private key that signs SelloSAT; one is generated at the first stamp if not given. */
  constructor(key?: KeyObject) {
    this.#key = key;
  }

  async stamp(sealedXml: string): Promise<Stamped> {
    const digest = createHash('sha256').update(sealedXml).digest('hex');
    const known = this.#stamps.get(digest);
    if (known) return known;
    const stamped = this.#newStamp(sealedXml);
    this.#stamps.set(digest, stamped);
    if (this.#stamps.size > REMEMBERED) this.#stamps.delete(this.#stamps.keys().next().value ?? '');
    return stamped;
  }

  /**
   * As the SAT decides: a cancellation its receiver must accept (an ingreso above $1,000.00 to a
   * receiver of its own) is EN_PROCESO, any other is CANCELADA at once.
   */
  async cancel(request: CancelRequest): Promise<{ status: CancelStatus }> {
    if (request.reason === '01' && !request.replacementUuid) {
      throw pacRefused(...TEST_REFUSALS.noReplacement);
    }
    return { status: cancelNeedsAcceptance(request) ? 'EN_PROCESO' : 'CANCELADA' };
  }

  /**
   * Its receivers accept every cancellation by the next status query: CANCELADA. It keeps no
   * record of what it was asked to cancel (a restart, or another worker of the same Iris, would
   * not have it), and only a CFDI whose cancellation was left EN_PROCESO is ever asked.
   */
  async status(_request: StatusRequest): Promise<{ status: CancelStatus }> {
    return { status: 'CANCELADA' };
  }

  #newStamp(sealedXml: string): Stamped {
    const attributes = comprobanteAttributes(sealedXml);
    if (!attributes) throw pacRefused(...TEST_REFUSALS.notCfdi);
    const cfdSeal = attributes.get('Sello')?.trim();
    if (!cfdSeal) throw pacRefused(...TEST_REFUSALS.unsealed);
    if (sealedXml.includes('TimbreFiscalDigital')) throw pacRefused(...TEST_REFUSALS.stamped);
    const fields = {
      uuid: randomUUID().toUpperCase(),
      stampedAt: mexicoCityTime(new Date()),
      pacRfc: TEST_PAC_RFC,
      cfdSeal,
      satCertificateNumber: TEST_SAT_CERTIFICATE,
    };
    const tfdOriginalString = timbreOriginalString(fields);
    const satSeal = sign('sha256', Buffer.from(tfdOriginalString), this.#signingKey()).toString(
      'base64',
    );
    return {
      xml: withTimbre(sealedXml, timbreElement(fields, satSeal)),
      uuid: fields.uuid,
      stampedAt: fields.stampedAt,
      satCertificateNumber: fields.satCertificateNumber,
      satSeal,
      tfdOriginalString,
    };
  }

  #signingKey(): KeyObject {
    this.#key ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    return this.#key;
  }
}
