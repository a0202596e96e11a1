import { pacRefused, pacUnavailable, type CancelStatus, type StatusRequest } from './stamper.js';

/*
 * The SAT's status service (Servicio de Consulta de CFDI, ConsultaCFDIService.svc), as SW sapien's
 * documentation and SDKs call it ("Consulta Estatus SAT", docs/operations.md, Choosing a PAC): a
 * SOAP `Consulta` of the expression `?re=…&rr=…&tt=…&id=…` answering Estado (Vigente, Cancelado,
 * No Encontrado), EsCancelable and EstatusCancelacion (En proceso, Cancelado con aceptación,
 * Plazo vencido, Cancelado sin aceptación, Solicitud rechazada).
 */

/** The SAT's own service answers for SW's production CFDIs; SW's copy of it for its test ones. */
const STATUS_SERVICES: Record<string, string> = {
  'services.sw.com.mx': 'https://consultaqr.facturaelectronica.sat.gob.mx/ConsultaCFDIService.svc',
  'services.test.sw.com.mx':
    'https://consultaqrfacturaelectronicatest.sw.com.mx/ConsultaCFDIService.svc',
};

export const CONSULTA_ACTION = 'http://tempuri.org/IConsultaCFDIService/Consulta';

/** Where the status of a CFDI stamped at `pacUrl` is asked; another address serves it itself. */
export function statusServiceOf(pacUrl: string): string {
  return (
    STATUS_SERVICES[new URL(pacUrl).hostname] ??
    `${pacUrl.replace(/\/+$/, '')}/ConsultaCFDIService.svc`
  );
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

/** The SOAP request: an RFC's `&` is written `&amp;` in the expression, then the whole escaped. */
export function consultaEnvelope({ issuerRfc, receiverRfc, total, uuid }: StatusRequest): string {
  const rfc = (value: string) => value.replaceAll('&', '&amp;');
  const expression = `?re=${rfc(issuerRfc)}&rr=${rfc(receiverRfc)}&tt=${total}&id=${uuid}`;
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/">' +
    '<soapenv:Header/><soapenv:Body><tem:Consulta>' +
    `<tem:expresionImpresa>${escapeXml(expression)}</tem:expresionImpresa>` +
    '</tem:Consulta></soapenv:Body></soapenv:Envelope>'
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[\da-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, ref: string) =>
    ref.startsWith('#x')
      ? String.fromCodePoint(Number.parseInt(ref.slice(2), 16))
      : ref.startsWith('#')
        ? String.fromCodePoint(Number(ref.slice(1)))
        : (ENTITIES[ref] ?? ''),
  );

/** A field of ConsultaResult, whatever its prefix (`a:Estado`); '' when empty or nil. */
function field(xml: string, name: string): string | undefined {
  const found = new RegExp(
    `<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?(?:/>|>([^<]*)</(?:[\\w.-]+:)?${name}>)`,
  ).exec(xml);
  return found ? unescapeXml(found[1] ?? '').trim() : undefined;
}

/** Lower case without accents: the SAT has written "aceptación" with and without its accent. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** EstatusCancelacion of a CFDI still Vigente. */
const WHILE_VALID = new Map<string, CancelStatus>([
  ['', 'VIGENTE'],
  ['en proceso', 'EN_PROCESO'],
  ['solicitud rechazada', 'RECHAZADA'],
  ['cancelado con aceptacion', 'CANCELADA'],
  ['cancelado sin aceptacion', 'CANCELADA'],
  ['plazo vencido', 'CANCELADA'],
]);

/**
 * The SAT's answer as a CFDI's status: Cancelado (with acceptance, without it, or because the
 * receiver let the term lapse) is CANCELADA; Vigente is EN_PROCESO while the receiver may answer,
 * RECHAZADA once refused, VIGENTE when no cancellation is known. `N - 60x` (the expression
 * refused, the CFDI not found) is the SAT's refusal; an answer that is none of these, unreadable.
 */
export function satStatusFrom(xml: string): { status: CancelStatus } {
  const code = field(xml, 'CodigoEstatus') ?? '';
  const refused = /^N\s*-\s*(\d+)\s*[:.-]?\s*([\s\S]*)$/.exec(code);
  if (refused) throw pacRefused(refused[1] ?? '', refused[2] ?? '');
  const estado = plain(field(xml, 'Estado') ?? '');
  const cancellation = plain(field(xml, 'EstatusCancelacion') ?? '');
  if (estado === 'cancelado') return { status: 'CANCELADA' };
  const status = estado === 'vigente' ? WHILE_VALID.get(cancellation) : undefined;
  if (!status)
    throw pacUnavailable('la respuesta del SAT sobre el estado del CFDI no se pudo leer');
  return { status };
}
