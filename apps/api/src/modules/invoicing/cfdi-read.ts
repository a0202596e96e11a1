import { XMLParser } from 'fast-xml-parser';

/*
 * What a printed CFDI 4.0 shows, read from the stamped XML as it is stored: every value the exact
 * text of its attribute (amounts stay decimal strings, never numbers), named as the SAT names it.
 */

export interface CfdiConcept {
  claveProdServ: string;
  noIdentificacion?: string;
  cantidad: string;
  claveUnidad: string;
  descripcion: string;
  valorUnitario: string;
  descuento?: string;
  importe: string;
}

/** A transferred tax of the whole document (cfdi:Impuestos/cfdi:Traslados). */
export interface CfdiTransfer {
  impuesto: string;
  tipoFactor: string;
  tasaOCuota?: string;
  base: string;
  importe?: string;
}

/** A payment a complement reports (pago20:Pago) and the invoices it pays (DoctoRelacionado). */
export interface CfdiPayment {
  fechaPago: string;
  formaDePagoP: string;
  monto: string;
  documentos: {
    idDocumento: string;
    serie?: string;
    folio?: string;
    numParcialidad: string;
    impSaldoAnt: string;
    impPagado: string;
    impSaldoInsoluto: string;
  }[];
}

export interface Cfdi {
  serie?: string;
  folio?: string;
  fecha: string;
  lugarExpedicion: string;
  tipoDeComprobante: string;
  exportacion: string;
  metodoPago?: string;
  formaPago?: string;
  moneda: string;
  subTotal: string;
  descuento?: string;
  total: string;
  noCertificado: string;
  sello: string;
  informacionGlobal?: { periodicidad: string; meses: string; año: string };
  relacionados: { tipoRelacion: string; uuids: string[] }[];
  emisor: { rfc: string; nombre: string; regimenFiscal: string };
  receptor: {
    rfc: string;
    nombre: string;
    domicilioFiscalReceptor: string;
    regimenFiscalReceptor: string;
    usoCfdi: string;
  };
  conceptos: CfdiConcept[];
  traslados: CfdiTransfer[];
  /** A payment complement's (tipo P) payments; empty for any other CFDI. */
  pagos: CfdiPayment[];
  timbre: {
    version: string;
    uuid: string;
    fechaTimbrado: string;
    rfcProvCertif: string;
    leyenda?: string;
    selloCfd: string;
    noCertificadoSat: string;
    selloSat: string;
  };
}

type XmlNode = Record<string, unknown>;

const REPEATED = new Set([
  'CfdiRelacionados',
  'CfdiRelacionado',
  'Concepto',
  'Traslado',
  'Pago',
  'DoctoRelacionado',
]);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's five entities and character references, in one pass (none is decoded twice). */
const decode = (text: string) =>
  text.replace(/&(#x[\da-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, ref: string) =>
    ref.startsWith('#x')
      ? String.fromCodePoint(parseInt(ref.slice(2), 16))
      : ref.startsWith('#')
        ? String.fromCodePoint(Number(ref.slice(1)))
        : (ENTITIES[ref] ?? ''),
  );

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseAttributeValue: false,
  processEntities: false,
  attributeValueProcessor: (_name, value) => decode(value),
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && REPEATED.has(name),
});

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function child(node: XmlNode, name: string): XmlNode | undefined {
  const value = node[name];
  return isNode(value) ? value : undefined;
}

function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  return Array.isArray(value) ? value.filter(isNode) : [];
}

function optional(node: XmlNode, name: string): string | undefined {
  const value = node[`@${name}`];
  return typeof value === 'string' ? value : undefined;
}

function required(node: XmlNode, name: string, element: string): string {
  const value = optional(node, name);
  if (value === undefined) throw new Error(`The CFDI's ${element} has no ${name}.`);
  return value;
}

function element(node: XmlNode | undefined, name: string): XmlNode {
  const found = node && child(node, name);
  if (!found) throw new Error(`The CFDI has no ${name}.`);
  return found;
}

/** The stamped CFDI 4.0's fields a printed CFDI shows; throws on an XML that is not one. */
export function readCfdi(xml: string): Cfdi {
  const comprobante = element(parser.parse(xml) as XmlNode, 'Comprobante');
  const at = (name: string) => required(comprobante, name, 'Comprobante');
  const emisor = element(comprobante, 'Emisor');
  const receptor = element(comprobante, 'Receptor');
  const global = child(comprobante, 'InformacionGlobal');
  const complemento = child(comprobante, 'Complemento');
  const tfd = element(complemento, 'TimbreFiscalDigital');
  const stamp = (name: string) => required(tfd, name, 'TimbreFiscalDigital');
  return {
    serie: optional(comprobante, 'Serie'),
    folio: optional(comprobante, 'Folio'),
    fecha: at('Fecha'),
    lugarExpedicion: at('LugarExpedicion'),
    tipoDeComprobante: at('TipoDeComprobante'),
    exportacion: at('Exportacion'),
    metodoPago: optional(comprobante, 'MetodoPago'),
    formaPago: optional(comprobante, 'FormaPago'),
    moneda: at('Moneda'),
    subTotal: at('SubTotal'),
    descuento: optional(comprobante, 'Descuento'),
    total: at('Total'),
    noCertificado: at('NoCertificado'),
    sello: at('Sello'),
    informacionGlobal: global && {
      periodicidad: required(global, 'Periodicidad', 'InformacionGlobal'),
      meses: required(global, 'Meses', 'InformacionGlobal'),
      año: required(global, 'Año', 'InformacionGlobal'),
    },
    relacionados: children(comprobante, 'CfdiRelacionados').map((group) => ({
      tipoRelacion: required(group, 'TipoRelacion', 'CfdiRelacionados'),
      uuids: children(group, 'CfdiRelacionado').map((one) =>
        required(one, 'UUID', 'CfdiRelacionado'),
      ),
    })),
    emisor: {
      rfc: required(emisor, 'Rfc', 'Emisor'),
      nombre: required(emisor, 'Nombre', 'Emisor'),
      regimenFiscal: required(emisor, 'RegimenFiscal', 'Emisor'),
    },
    receptor: {
      rfc: required(receptor, 'Rfc', 'Receptor'),
      nombre: required(receptor, 'Nombre', 'Receptor'),
      domicilioFiscalReceptor: required(receptor, 'DomicilioFiscalReceptor', 'Receptor'),
      regimenFiscalReceptor: required(receptor, 'RegimenFiscalReceptor', 'Receptor'),
      usoCfdi: required(receptor, 'UsoCFDI', 'Receptor'),
    },
    conceptos: children(element(comprobante, 'Conceptos'), 'Concepto').map(concept),
    traslados: children(child(child(comprobante, 'Impuestos') ?? {}, 'Traslados'), 'Traslado').map(
      (tax) => ({
        impuesto: required(tax, 'Impuesto', 'Traslado'),
        tipoFactor: required(tax, 'TipoFactor', 'Traslado'),
        tasaOCuota: optional(tax, 'TasaOCuota'),
        base: required(tax, 'Base', 'Traslado'),
        importe: optional(tax, 'Importe'),
      }),
    ),
    pagos: children(complemento && child(complemento, 'Pagos'), 'Pago').map(payment),
    timbre: {
      version: stamp('Version'),
      uuid: stamp('UUID'),
      fechaTimbrado: stamp('FechaTimbrado'),
      rfcProvCertif: stamp('RfcProvCertif'),
      leyenda: optional(tfd, 'Leyenda'),
      selloCfd: stamp('SelloCFD'),
      noCertificadoSat: stamp('NoCertificadoSAT'),
      selloSat: stamp('SelloSAT'),
    },
  };
}

function payment(node: XmlNode): CfdiPayment {
  const at = (name: string) => required(node, name, 'Pago');
  return {
    fechaPago: at('FechaPago'),
    formaDePagoP: at('FormaDePagoP'),
    monto: at('Monto'),
    documentos: children(node, 'DoctoRelacionado').map((docto) => {
      const of = (name: string) => required(docto, name, 'DoctoRelacionado');
      return {
        idDocumento: of('IdDocumento'),
        serie: optional(docto, 'Serie'),
        folio: optional(docto, 'Folio'),
        numParcialidad: of('NumParcialidad'),
        impSaldoAnt: of('ImpSaldoAnt'),
        impPagado: of('ImpPagado'),
        impSaldoInsoluto: of('ImpSaldoInsoluto'),
      };
    }),
  };
}

function concept(node: XmlNode): CfdiConcept {
  const at = (name: string) => required(node, name, 'Concepto');
  return {
    claveProdServ: at('ClaveProdServ'),
    noIdentificacion: optional(node, 'NoIdentificacion'),
    cantidad: at('Cantidad'),
    claveUnidad: at('ClaveUnidad'),
    descripcion: at('Descripcion'),
    valorUnitario: at('ValorUnitario'),
    descuento: optional(node, 'Descuento'),
    importe: at('Importe'),
  };
}

/**
 * The TimbreFiscalDigital's original string (cadena original del complemento de certificación
 * digital del SAT), as the SAT's cadenaoriginal_TFD_1_1.xslt writes it.
 */
export function stampOriginalString(timbre: Cfdi['timbre']): string {
  const fields = [
    timbre.version,
    timbre.uuid,
    timbre.fechaTimbrado,
    timbre.rfcProvCertif,
    timbre.leyenda,
    timbre.selloCfd,
    timbre.noCertificadoSat,
  ];
  return `||${fields.filter((field) => field !== undefined).join('|')}||`;
}

/**
 * The SAT's verification URL that the printed CFDI's QR code holds (Anexo 20). The RFCs are
 * percent-encoded (& as %26, Ñ as %C3%91): ASCII that every reader takes alike.
 */
export function verificationUrl(cfdi: Cfdi): string {
  const query = [
    `id=${cfdi.timbre.uuid}`,
    `re=${encodeURIComponent(cfdi.emisor.rfc)}`,
    `rr=${encodeURIComponent(cfdi.receptor.rfc)}`,
    `tt=${cfdi.total}`,
    `fe=${cfdi.sello.slice(-8)}`,
  ];
  return `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?${query.join('&')}`;
}
