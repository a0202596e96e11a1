import type {
  CfdiRelacionados,
  Concepto,
  Emisor,
  Impuestos,
  InformacionGlobal,
  Receptor,
  Traslado,
  UnsealedComprobante,
} from './comprobante.js';

/*
 * Each node's attributes in the order of the SAT's cadenaoriginal_4_0.xslt, which the original
 * string follows and the XML writes them in too: one list for both, so they cannot part. An
 * optional attribute (the XSLT's "Opcional") with no value, or only spaces, is absent from both.
 */

export interface Attribute {
  readonly name: string;
  readonly value: string | undefined;
  readonly optional: boolean;
}

export const required = (name: string, value: string): Attribute => ({
  name,
  value,
  optional: false,
});
export const optional = (name: string, value: string | undefined): Attribute => ({
  name,
  value,
  optional: true,
});

/** Characters XML 1.0 cannot carry (control characters, lone surrogates). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * XPath's normalize-space, as the XSLT's ManejaEspacios applies it: runs of space, tab, CR and LF
 * become one space, none at either end. Other spaces (a no-break space) are kept, as there.
 */
export function normalizeSpace(value: string): string {
  if (NOT_XML.test(value)) throw new Error(`CFDI: "${value}" holds a character XML cannot carry`);
  return value.replace(/[ \t\r\n]+/g, ' ').trim();
}

/** The attributes written, each with its value normalized; absent optional ones left out. */
export const written = (attributes: readonly Attribute[]) =>
  attributes.flatMap(({ name, value = '', optional: canBeAbsent }) => {
    const text = normalizeSpace(value);
    return canBeAbsent && text === '' ? [] : [{ name, text }];
  });

/** The Comprobante's, but for Sello and Certificado, which the original string leaves out. */
export const comprobanteAttributes = (model: UnsealedComprobante) => [
  required('Version', '4.0'),
  optional('Serie', model.Serie),
  optional('Folio', model.Folio),
  required('Fecha', model.Fecha),
  optional('FormaPago', model.FormaPago),
  required('NoCertificado', model.NoCertificado),
  required('SubTotal', model.SubTotal),
  optional('Descuento', model.Descuento),
  required('Moneda', model.Moneda),
  required('Total', model.Total),
  required('TipoDeComprobante', model.TipoDeComprobante),
  required('Exportacion', model.Exportacion),
  optional('MetodoPago', model.MetodoPago),
  required('LugarExpedicion', model.LugarExpedicion),
];

export const informacionGlobalAttributes = (global: InformacionGlobal) => [
  required('Periodicidad', global.Periodicidad),
  required('Meses', global.Meses),
  required('Año', global.Año),
];

export const cfdiRelacionadosAttributes = (related: CfdiRelacionados) => [
  required('TipoRelacion', related.TipoRelacion),
];

export const cfdiRelacionadoAttributes = (uuid: string) => [required('UUID', uuid)];

export const emisorAttributes = (emisor: Emisor) => [
  required('Rfc', emisor.Rfc),
  required('Nombre', emisor.Nombre),
  required('RegimenFiscal', emisor.RegimenFiscal),
];

export const receptorAttributes = (receptor: Receptor) => [
  required('Rfc', receptor.Rfc),
  required('Nombre', receptor.Nombre),
  required('DomicilioFiscalReceptor', receptor.DomicilioFiscalReceptor),
  required('RegimenFiscalReceptor', receptor.RegimenFiscalReceptor),
  required('UsoCFDI', receptor.UsoCFDI),
];

export const conceptoAttributes = (concepto: Concepto) => [
  required('ClaveProdServ', concepto.ClaveProdServ),
  optional('NoIdentificacion', concepto.NoIdentificacion),
  required('Cantidad', concepto.Cantidad),
  required('ClaveUnidad', concepto.ClaveUnidad),
  optional('Unidad', concepto.Unidad),
  required('Descripcion', concepto.Descripcion),
  required('ValorUnitario', concepto.ValorUnitario),
  required('Importe', concepto.Importe),
  optional('Descuento', concepto.Descuento),
  required('ObjetoImp', concepto.ObjetoImp),
];

/** A Traslado's, the same on a concept and on the document. */
export const trasladoAttributes = (traslado: Traslado) => [
  required('Base', traslado.Base),
  required('Impuesto', traslado.Impuesto),
  required('TipoFactor', traslado.TipoFactor),
  optional('TasaOCuota', traslado.TasaOCuota),
  optional('Importe', traslado.Importe),
];

/** The document's Impuestos: in the original string, after its Traslados. */
export const impuestosAttributes = (impuestos: Impuestos) => [
  optional('TotalImpuestosTrasladados', impuestos.TotalImpuestosTrasladados),
];
