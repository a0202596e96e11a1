import type { DocumentHeader, Receptor, TasaOCuota, Traslado } from '../comprobante.js';
import type { InvoicePayment, PaidInvoice } from '../pagos.js';
import { csd, emisor } from './sat-tools.js';

/*
 * For the tests of payments and credit notes: the issuer's header with the SAT's test CSD, a
 * receiver, the PPD invoices their payments pay, and a reader of the complement's nodes.
 */

export const header: DocumentHeader = {
  Serie: 'PAG',
  Folio: '31',
  Fecha: '2025-12-02T17:45:10',
  ...csd,
  LugarExpedicion: '06600',
  Emisor: emisor,
};

/** A company, as a PPD invoice's receiver is; its own use is an invoice's. */
export const company: Receptor = {
  Rfc: 'EKU9003173C9',
  Nombre: 'ESCUELA KEMPER URGATE',
  DomicilioFiscalReceptor: '42501',
  RegimenFiscalReceptor: '601',
  UsoCFDI: 'G03',
};

export const traslado = (tasa: TasaOCuota, base: string, importe: string): Traslado => ({
  Base: base,
  Impuesto: '002',
  TipoFactor: 'Tasa',
  TasaOCuota: tasa,
  Importe: importe,
});

const invoice = (folio: string, total: string, traslados: readonly Traslado[]): PaidInvoice => ({
  uuid: `5FB2822E-396D-4725-8521-CDC4BDD2${folio.padStart(4, '0')}`,
  serie: 'FAC',
  folio,
  total,
  traslados,
});

export const invoices = {
  at16: invoice('1024', '1160.00', [traslado('0.160000', '1000.00', '160.00')]),
  at8: invoice('1025', '4749.84', [traslado('0.080000', '4398.00', '351.84')]),
  at0: invoice('1026', '350.00', [traslado('0.000000', '350.00', '0.00')]),
  // Every concept ObjetoImp 01: a discount of 100 % leaves nothing taxed, the total is the rest.
  untaxed: invoice('1027', '80.00', []),
} as const;

/** A payment by transfer of an invoice, on the day before the header's. */
export const payment = (
  paid: PaidInvoice,
  numParcialidad: number,
  impSaldoAnt: string,
  impPagado: string,
): InvoicePayment => ({
  fechaPago: '2025-12-01T12:30:00',
  formaDePagoP: '03',
  invoice: paid,
  numParcialidad,
  impSaldoAnt,
  impPagado,
});

/** Each `pago20:<name>` element of the XML, by its attributes (unescaped as XML reads them). */
export const pagoNodes = (xml: string, name: string): Record<string, string>[] =>
  [...xml.matchAll(new RegExp(`<pago20:${name}( [^>]*?)?/?>`, 'g'))].map(([, text = '']) =>
    Object.fromEntries(
      [...text.matchAll(/ (\w+)="([^"]*)"/g)].map(([, attribute = '', value = '']) => [
        attribute,
        value
          .replaceAll('&quot;', '"')
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&amp;', '&'),
      ]),
    ),
  );
