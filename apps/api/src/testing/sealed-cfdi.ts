import { randomBytes } from 'node:crypto';

const PAGOS =
  '<cfdi:Complemento><pago20:Pagos xmlns:pago20="http://www.sat.gob.mx/Pagos20" Version="2.0"/>' +
  '</cfdi:Complemento>';

interface Options {
  folio?: string;
  /** Random bytes by default (the stampers here do not check the seal; the PAC does); null: none. */
  sello?: string | null;
  /** With a cfdi:Complemento already there, as a payment's CFDI has. */
  pagos?: boolean;
}

/**
 * A sealed CFDI 4.0 as a stamper receives it, written the way no serializer would (single quotes,
 * CRLF and tabs, accents and an escaped ampersand), so that a stamp that reformats it shows.
 */
export function sealedCfdi({
  folio = '1',
  sello = randomBytes(256).toString('base64'),
  pagos = false,
}: Options = {}) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"' +
      ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
      ' xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd"' +
      ` Version="4.0" Serie="A" Folio="${folio}" Fecha="2026-11-28T10:15:00"` +
      (sello === null ? '' : ` Sello='${sello}'`) +
      ' NoCertificado="30001000000500003416" Certificado="MIIFsDCCA5igAwIBAgIUMzAw" SubTotal="1000.00"' +
      ' Moneda="MXN" Total="1160.00" TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE"' +
      ' FormaPago="01" LugarExpedicion="06700">',
    '\t<cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>',
    '\t<cfdi:Receptor Rfc="XAXX010101000" Nombre="ÓPTICA NIÑO &amp; ASOCIADOS"' +
      ' DomicilioFiscalReceptor="06700" RegimenFiscalReceptor="616" UsoCFDI="S01"/>',
    '\t<cfdi:Conceptos>',
    '\t\t<cfdi:Concepto ClaveProdServ="42142913" Cantidad="1" ClaveUnidad="H87"' +
      ' Descripcion="Armazón óptico" ValorUnitario="1000.00" Importe="1000.00" ObjetoImp="02"/>',
    '\t</cfdi:Conceptos>',
    ...(pagos ? [`\t${PAGOS}`] : []),
    '</cfdi:Comprobante>',
    '',
  ].join('\r\n');
}
