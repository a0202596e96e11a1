import type { SatCfdiUse } from '../sat-cfdi-uses.js';
import type { SatPaymentForm } from '../sat-payment-forms.js';
import type { SatRegime } from '../sat-regimes.js';
import type { SatUnit } from '../sat-units.js';

/*
 * A CFDI 4.0 (the SAT's Anexo 20, cfdv40.xsd) as Iris writes it: an invoice (I), and room for a
 * credit note (E) and a payment (P) — related CFDIs and complements. Keys are the SAT's attribute
 * and node names; every value is the text the XML carries (amounts as decimal text, never a
 * float). An optional attribute left out is not written, neither in the XML nor in the original
 * string. `comprobanteXml` writes it, `originalString` gives the text the seal signs.
 */

export type TipoDeComprobante = 'I' | 'E' | 'P';
export type MetodoPago = 'PUE' | 'PPD';
/** c_ObjetoImp: 01 not subject to tax, 02 subject to tax. */
export type ObjetoImp = '01' | '02';
/** IVA at 16 %, 8 % (the northern and southern border region) or 0 %, as the SAT writes a Tasa. */
export type TasaOCuota = '0.160000' | '0.080000' | '0.000000';
/** c_TipoRelacion: 01 credit note, 03 return, 04 substitution of earlier CFDIs… */
export type TipoRelacion = '01' | '02' | '03' | '04' | '05' | '06' | '07';
/** c_Periodicidad: 01 daily, 02 weekly, 03 fortnightly, 04 monthly, 05 two-monthly. */
export type Periodicidad = '01' | '02' | '03' | '04' | '05';

/** An IVA charged (traslado) on a concept, or on the document summed per rate. */
export interface Traslado {
  readonly Base: string;
  readonly Impuesto: '002';
  readonly TipoFactor: 'Tasa';
  readonly TasaOCuota: TasaOCuota;
  readonly Importe: string;
}

export interface Concepto {
  readonly ClaveProdServ: string;
  readonly NoIdentificacion?: string;
  readonly Cantidad: string;
  readonly ClaveUnidad: SatUnit;
  readonly Unidad?: string;
  readonly Descripcion: string;
  readonly ValorUnitario: string;
  readonly Importe: string;
  readonly Descuento?: string;
  readonly ObjetoImp: ObjetoImp;
  /** Present exactly when ObjetoImp is 02. */
  readonly Impuestos?: { readonly Traslados: readonly Traslado[] };
}

export interface Impuestos {
  readonly TotalImpuestosTrasladados: string;
  readonly Traslados: readonly Traslado[];
}

export interface Emisor {
  readonly Rfc: string;
  readonly Nombre: string;
  readonly RegimenFiscal: SatRegime;
}

export interface Receptor {
  readonly Rfc: string;
  readonly Nombre: string;
  readonly DomicilioFiscalReceptor: string;
  readonly RegimenFiscalReceptor: SatRegime;
  readonly UsoCFDI: SatCfdiUse;
}

/** A global invoice's period: Meses 01–12 a month, 13–18 a two-month period; Año four digits. */
export interface InformacionGlobal {
  readonly Periodicidad: Periodicidad;
  readonly Meses: string;
  readonly Año: string;
}

export interface CfdiRelacionados {
  readonly TipoRelacion: TipoRelacion;
  readonly UUIDs: readonly string[];
}

/**
 * A complement (Pagos 2.0 for a payment): its element as XML, written and escaped by its own
 * writer; its namespace, declared on the Comprobante with its schema's location; and the values
 * its part of the original string holds, in the order of its own XSLT.
 */
export interface Complemento {
  readonly prefix: string;
  readonly namespace: string;
  readonly schemaLocation: string;
  readonly xml: string;
  readonly originalStringValues: readonly string[];
}

/** Before the seal: what the original string is made of (Version 4.0 is written by the writers). */
export interface UnsealedComprobante {
  readonly Serie?: string;
  readonly Folio?: string;
  /** Local time where it is issued, 'YYYY-MM-DDTHH:mm:ss' (`formatIsoLocal`, common/dates.ts). */
  readonly Fecha: string;
  /** A PPD invoice's is 99 (por definir); a payment (P) has none. */
  readonly FormaPago?: SatPaymentForm;
  /** The CSD's serial number, 20 digits. */
  readonly NoCertificado: string;
  /** The CSD's certificate, DER in base64. */
  readonly Certificado: string;
  readonly SubTotal: string;
  readonly Descuento?: string;
  readonly Moneda: 'MXN' | 'XXX';
  readonly Total: string;
  readonly TipoDeComprobante: TipoDeComprobante;
  readonly Exportacion: '01';
  readonly MetodoPago?: MetodoPago;
  /** The issuing branch's zip code. */
  readonly LugarExpedicion: string;
  readonly InformacionGlobal?: InformacionGlobal;
  readonly CfdiRelacionados?: readonly CfdiRelacionados[];
  readonly Emisor: Emisor;
  readonly Receptor: Receptor;
  readonly Conceptos: readonly Concepto[];
  readonly Impuestos?: Impuestos;
  readonly Complemento?: readonly Complemento[];
}

/**
 * What every CFDI of Iris takes from its issuer, folio and clock: the API fills it when it seals
 * (invoice-seal.ts), and each document's builder spreads it into its Comprobante.
 */
export interface DocumentHeader {
  readonly Serie: string;
  readonly Folio: string;
  readonly Fecha: string;
  readonly NoCertificado: string;
  readonly Certificado: string;
  readonly LugarExpedicion: string;
  readonly Emisor: Emisor;
}

/** Sealed: Sello is the original string signed with the CSD's key (RSA-SHA256), in base64. */
export interface Comprobante extends UnsealedComprobante {
  readonly Sello: string;
}

/** The receiver of a global invoice (docs/rules.md, Invoicing): the public, at the issuing place. */
export const publicoEnGeneral = (lugarExpedicion: string): Receptor => ({
  Rfc: 'XAXX010101000',
  Nombre: 'PUBLICO EN GENERAL',
  DomicilioFiscalReceptor: lugarExpedicion,
  RegimenFiscalReceptor: '616',
  UsoCFDI: 'S01',
});
