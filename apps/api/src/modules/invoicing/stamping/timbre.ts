/*
 * The TimbreFiscalDigital 1.1 as the built-in test stamper writes it, and where it goes in a sealed
 * CFDI (sat/README.md names the SAT's schema and transform the tests check it with).
 */

export interface TimbreFields {
  uuid: string;
  stampedAt: string;
  pacRfc: string;
  cfdSeal: string;
  satCertificateNumber: string;
}

const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const TFD_SCHEMA =
  'http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd';

/** cadenaoriginal_TFD_1_1.xslt: Version, UUID, FechaTimbrado, RfcProvCertif, SelloCFD, NoCertificadoSAT (no Leyenda). */
export const timbreOriginalString = (fields: TimbreFields) =>
  `||1.1|${fields.uuid}|${fields.stampedAt}|${fields.pacRfc}|${fields.cfdSeal}|${fields.satCertificateNumber}||`;

/** The tfd:TimbreFiscalDigital element, its namespaces on itself so that it reads alone too. */
export const timbreElement = (fields: TimbreFields, satSeal: string) =>
  `<tfd:TimbreFiscalDigital xmlns:tfd="${TFD_NAMESPACE}" ` +
  `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
  `xsi:schemaLocation="${TFD_NAMESPACE} ${TFD_SCHEMA}" Version="1.1" UUID="${fields.uuid}" ` +
  `FechaTimbrado="${fields.stampedAt}" RfcProvCertif="${fields.pacRfc}" ` +
  `SelloCFD="${fields.cfdSeal}" NoCertificadoSAT="${fields.satCertificateNumber}" ` +
  `SelloSAT="${satSeal}"/>`;

/**
 * The sealed XML with the timbre added and not a byte else changed: at the end of its
 * cfdi:Complemento when it has one (a Comprobante has one at most: Pagos 2.0 lives there), or
 * else in a new one right before `</cfdi:Comprobante>` (Iris writes no Addenda).
 */
export function withTimbre(sealedXml: string, timbre: string): string {
  const complementEnd = sealedXml.lastIndexOf('</cfdi:Complemento>');
  if (complementEnd >= 0) return insertAt(sealedXml, complementEnd, timbre);
  const end = sealedXml.lastIndexOf('</cfdi:Comprobante>');
  return insertAt(sealedXml, end, `<cfdi:Complemento>${timbre}</cfdi:Complemento>`);
}

const insertAt = (text: string, at: number, insert: string) =>
  text.slice(0, at) + insert + text.slice(at);

const ATTRIBUTE = /\s([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const COMPROBANTE = /<cfdi:Comprobante((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*>/;

/**
 * The attributes of the cfdi:Comprobante element as written (entities left as they are), or
 * undefined when the XML is no whole cfdi:Comprobante.
 */
export function comprobanteAttributes(xml: string): Map<string, string> | undefined {
  const start = COMPROBANTE.exec(xml);
  if (!start || !xml.includes('</cfdi:Comprobante>')) return undefined;
  return new Map(
    [...(start[1] ?? '').matchAll(ATTRIBUTE)].map((match) => [
      match[1] ?? '',
      match[2] ?? match[3] ?? '',
    ]),
  );
}

const MEXICO_CITY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** FechaTimbrado: the SAT's central zone time, `AAAA-MM-DDThh:mm:ss` with no offset. */
export function mexicoCityTime(instant: Date): string {
  const parts = MEXICO_CITY.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}
