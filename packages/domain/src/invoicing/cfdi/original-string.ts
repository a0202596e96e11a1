import {
  cfdiRelacionadoAttributes,
  cfdiRelacionadosAttributes,
  comprobanteAttributes,
  conceptoAttributes,
  emisorAttributes,
  impuestosAttributes,
  informacionGlobalAttributes,
  normalizeSpace,
  receptorAttributes,
  trasladoAttributes,
  written,
  type Attribute,
} from './comprobante-attributes.js';
import type { UnsealedComprobante } from './comprobante.js';

/**
 * The original string (cadena original) of a CFDI 4.0, the text its seal signs: what the SAT's
 * cadenaoriginal_4_0.xslt yields from the XML that `comprobanteXml` writes of the same model,
 * written directly in the XSLT's order — `||value|value|…||`, each value whitespace-normalized,
 * an absent optional attribute giving nothing. The tests hold it to the XSLT itself (xsltproc).
 */
export function originalString(model: UnsealedComprobante): string {
  const values: string[] = [];
  const add = (attributes: readonly Attribute[]) => {
    for (const { text } of written(attributes)) values.push(text);
  };
  add(comprobanteAttributes(model));
  if (model.InformacionGlobal) add(informacionGlobalAttributes(model.InformacionGlobal));
  for (const related of model.CfdiRelacionados ?? []) {
    add(cfdiRelacionadosAttributes(related));
    for (const uuid of related.UUIDs) add(cfdiRelacionadoAttributes(uuid));
  }
  add(emisorAttributes(model.Emisor));
  add(receptorAttributes(model.Receptor));
  for (const concepto of model.Conceptos) {
    add(conceptoAttributes(concepto));
    for (const traslado of concepto.Impuestos?.Traslados ?? []) add(trasladoAttributes(traslado));
  }
  if (model.Impuestos) {
    for (const traslado of model.Impuestos.Traslados) add(trasladoAttributes(traslado));
    add(impuestosAttributes(model.Impuestos));
  }
  for (const complemento of model.Complemento ?? []) {
    values.push(...complemento.originalStringValues.map(normalizeSpace));
  }
  return `||${values.join('|')}||`;
}
