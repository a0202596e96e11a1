import {
  cfdiRelacionadoAttributes,
  cfdiRelacionadosAttributes,
  comprobanteAttributes,
  conceptoAttributes,
  emisorAttributes,
  impuestosAttributes,
  informacionGlobalAttributes,
  receptorAttributes,
  trasladoAttributes,
  written,
  type Attribute,
} from './comprobante-attributes.js';
import type { Comprobante, Traslado } from './comprobante.js';

const CFDI = 'http://www.sat.gob.mx/cfd/4';
const CFDI_SCHEMA = 'http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? '');

const attributesText = (attributes: readonly Attribute[]) =>
  written(attributes)
    .map(({ name, text }) => ` ${name}="${escape(text)}"`)
    .join('');

/**
 * An element by its qualified name, one per line, its attributes written (absent optional ones
 * left out) and escaped. Its children are not indented: a complement's XML goes in as its writer
 * made it. Complements' writers (pagos.ts) use it too.
 */
export function xmlElement(
  qualifiedName: string,
  attributes: readonly Attribute[],
  children: readonly string[] = [],
  namespaces = '',
) {
  const open = `<${qualifiedName}${namespaces}${attributesText(attributes)}`;
  return children.length === 0
    ? `${open}/>`
    : [`${open}>`, ...children, `</${qualifiedName}>`].join('\n');
}

/** An element of the cfdi namespace. */
const element = (
  name: string,
  attributes: readonly Attribute[],
  children: readonly string[] = [],
  namespaces = '',
) => xmlElement(`cfdi:${name}`, attributes, children, namespaces);

const traslados = (list: readonly Traslado[]) =>
  element(
    'Traslados',
    [],
    list.map((traslado) => element('Traslado', trasladoAttributes(traslado))),
  );

/**
 * The CFDI 4.0 as XML (UTF-8), valid against the SAT's cfdv40.xsd: values whitespace-normalized
 * as the original string reads them and escaped; an absent optional attribute not written, never
 * empty. Sello, NoCertificado and Certificado are the model's: the seal is made elsewhere, over
 * `originalString` of the same model.
 */
export function comprobanteXml(model: Comprobante): string {
  const complementos = model.Complemento ?? [];
  const schemaLocation = [
    CFDI,
    CFDI_SCHEMA,
    ...complementos.flatMap(({ namespace, schemaLocation: schema }) => [namespace, schema]),
  ].join(' ');
  const namespaces = [
    ` xmlns:cfdi="${CFDI}" xmlns:xsi="${XSI}"`,
    ...complementos.map(({ prefix, namespace }) => ` xmlns:${prefix}="${escape(namespace)}"`),
    ` xsi:schemaLocation="${escape(schemaLocation)}"`,
  ].join('');
  const attributes = [
    ...comprobanteAttributes(model),
    { name: 'Sello', value: model.Sello, optional: false },
    { name: 'Certificado', value: model.Certificado, optional: false },
  ];
  const children = [
    ...(model.InformacionGlobal
      ? [element('InformacionGlobal', informacionGlobalAttributes(model.InformacionGlobal))]
      : []),
    ...(model.CfdiRelacionados ?? []).map((related) =>
      element(
        'CfdiRelacionados',
        cfdiRelacionadosAttributes(related),
        related.UUIDs.map((uuid) => element('CfdiRelacionado', cfdiRelacionadoAttributes(uuid))),
      ),
    ),
    element('Emisor', emisorAttributes(model.Emisor)),
    element('Receptor', receptorAttributes(model.Receptor)),
    element(
      'Conceptos',
      [],
      model.Conceptos.map((concepto) =>
        element(
          'Concepto',
          conceptoAttributes(concepto),
          concepto.Impuestos
            ? [element('Impuestos', [], [traslados(concepto.Impuestos.Traslados)])]
            : [],
        ),
      ),
    ),
    ...(model.Impuestos
      ? [
          element('Impuestos', impuestosAttributes(model.Impuestos), [
            traslados(model.Impuestos.Traslados),
          ]),
        ]
      : []),
    ...(complementos.length > 0
      ? [
          element(
            'Complemento',
            [],
            complementos.map(({ xml }) => xml),
          ),
        ]
      : []),
  ];
  const root = element('Comprobante', attributes, children, namespaces);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
