import { AppError } from '../../../lib/app-error.js';

/** A CFDI as the PAC stamped it (docs/rules.md, Invoicing: Seal and stamp). */
export interface Stamped {
  /** The stamped XML exactly as the PAC answered it, byte for byte: kept, never rewritten. */
  xml: string;
  /** The folio fiscal, upper case. */
  uuid: string;
  /** FechaTimbrado as the TimbreFiscalDigital writes it: Mexico City time, no zone. */
  stampedAt: string;
  satCertificateNumber: string;
  satSeal: string;
  /** The TimbreFiscalDigital's original string, `||1.1|UUID|FechaTimbrado|…||`. */
  tfdOriginalString: string;
}

/** The SAT's cancellation reasons: 01 needs the replacing CFDI's UUID. */
export type CancelReason = '01' | '02' | '03' | '04';

/** What the SAT's status service asks of a CFDI: its issuer, receiver, Total and UUID. */
export interface StatusRequest {
  issuerRfc: string;
  uuid: string;
  /** The CFDI's Total as stored: decimal text. */
  total: string;
  receiverRfc: string;
}

export interface CancelRequest extends StatusRequest {
  reason: CancelReason;
  replacementUuid?: string;
  /** TipoDeComprobante: whether the receiver must accept is the SAT's rule on kind and amount. */
  kind: string;
}

/**
 * A CFDI's status as the SAT names it: VIGENTE with no cancellation asked, EN_PROCESO while its
 * receiver may accept or refuse one, then CANCELADA, or RECHAZADA (refused: still valid).
 */
export type CancelStatus = 'CANCELADA' | 'EN_PROCESO' | 'RECHAZADA' | 'VIGENTE';

/**
 * Stamps an XML Iris has sealed, cancels, and asks the SAT's status, through one PAC
 * (docs/architecture.md, Stamping). A stamp of the same sealed XML again answers the first stamp:
 * a retry after a lost answer never makes a second CFDI.
 */
export interface Stamper {
  readonly name: string;
  /** False: its stamps have no value before the SAT, and every PDF says SIN VALIDEZ FISCAL. */
  readonly production: boolean;
  stamp(sealedXml: string): Promise<Stamped>;
  cancel(request: CancelRequest): Promise<{ status: CancelStatus }>;
  /** The SAT's status of the CFDI now: how a cancellation left EN_PROCESO is followed. */
  status(request: StatusRequest): Promise<{ status: CancelStatus }>;
}

/** Nothing was stamped or cancelled; `reason` says why, in Spanish, in the message. */
export const pacUnavailable = (reason: string) => new AppError('pac_unavailable', { reason });

/** The PAC said no: its own code and text, shown as they came. */
export const pacRefused = (code: string, text: string) =>
  new AppError('pac_refused', { code, text });
