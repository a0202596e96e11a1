import type { SatPaymentForm } from '../sat-payment-forms.js';
import { centsOf, centsText } from './cfdi-cents.js';
import { optional, required, written, type Attribute } from './comprobante-attributes.js';
import { xmlElement } from './comprobante-xml.js';
import type {
  Complemento,
  DocumentHeader,
  Receptor,
  TasaOCuota,
  Traslado,
  UnsealedComprobante,
} from './comprobante.js';
import { paidTraslados, type PaidTraslado } from './pagos-taxes.js';

/*
 * A payment's CFDI (tipo P) with the Pagos 2.0 complement (Anexo 20; Guía de llenado del CFDI con
 * complemento para recepción de pagos 2.0): one payment, in pesos, of one PPD invoice. The
 * complement is written as the Comprobante's writers expect it (comprobante.ts, Complemento): its
 * XML, and the values its part of the original string holds, both from one tree of nodes whose
 * attributes are listed in the order of the SAT's Pagos20.xslt.
 */

/** The invoice a payment pays, as it was stamped. */
export interface PaidInvoice {
  /** Its UUID: the DoctoRelacionado's IdDocumento. */
  readonly uuid: string;
  readonly serie: string;
  readonly folio: string;
  /** The invoice's Total, e.g. '1160.00'. */
  readonly total: string;
  /** The invoice's document-level Impuestos.Traslados (one per rate); empty when nothing taxed. */
  readonly traslados: readonly Traslado[];
}

export interface InvoicePayment {
  /** When it was paid, local time 'YYYY-MM-DDTHH:mm:ss'. */
  readonly fechaPago: string;
  /** How it was paid; never 99 (por definir). */
  readonly formaDePagoP: SatPaymentForm;
  readonly invoice: PaidInvoice;
  /** 1 for the invoice's first payment, 2 for the next… */
  readonly numParcialidad: number;
  /** What was owed of the invoice before this payment. */
  readonly impSaldoAnt: string;
  /** This payment. */
  readonly impPagado: string;
}

const PAGOS = 'http://www.sat.gob.mx/Pagos20';
const PAGOS_SCHEMA = 'http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd';
const PREFIX = 'pago20';

/** The Totales' attributes of each rate, in the XSLT's order (16, 8, then 0 %). */
const TOTALES: readonly { tasa: TasaOCuota; base: string; iva: string }[] = [
  { tasa: '0.160000', base: 'TotalTrasladosBaseIVA16', iva: 'TotalTrasladosImpuestoIVA16' },
  { tasa: '0.080000', base: 'TotalTrasladosBaseIVA8', iva: 'TotalTrasladosImpuestoIVA8' },
  { tasa: '0.000000', base: 'TotalTrasladosBaseIVA0', iva: 'TotalTrasladosImpuestoIVA0' },
];

/** A node of the complement: its attributes in the XSLT's order, its children in the XSD's. */
interface PagosNode {
  readonly name: string;
  readonly attributes: readonly Attribute[];
  readonly children?: readonly PagosNode[];
}

const node = (
  name: string,
  attributes: readonly Attribute[],
  children?: readonly PagosNode[],
): PagosNode => ({ name, attributes, ...(children ? { children } : {}) });

const xmlOf = ({ name, attributes, children = [] }: PagosNode): string =>
  xmlElement(`${PREFIX}:${name}`, attributes, children.map(xmlOf));

/**
 * Pagos20.xslt reads each node's attributes, then its children in document order (Totales, then
 * Pago; DoctoRelacionado, then ImpuestosP; retentions before traslados): a walk of the tree.
 */
const valuesOf = ({ attributes, children = [] }: PagosNode): string[] => [
  ...written(attributes).map(({ text }) => text),
  ...children.flatMap(valuesOf),
];

/** TrasladoDR and TrasladoP say the same of a share, with their own suffix. */
const trasladoAttributes = (suffix: 'DR' | 'P', { tasa, base, iva }: PaidTraslado) => [
  required(`Base${suffix}`, centsText(base)),
  required(`Impuesto${suffix}`, '002'),
  required(`TipoFactor${suffix}`, 'Tasa'),
  optional(`TasaOCuota${suffix}`, tasa),
  optional(`Importe${suffix}`, centsText(iva)),
];

/** The payment's money in cents, refused when the SAT would refuse it or it cannot be. */
function checked(payment: InvoicePayment) {
  const { numParcialidad, formaDePagoP, fechaPago } = payment;
  const total = centsOf(payment.invoice.total);
  const saldoAnt = centsOf(payment.impSaldoAnt);
  const paid = centsOf(payment.impPagado);
  if (!Number.isSafeInteger(numParcialidad) || numParcialidad < 1 || numParcialidad > 999) {
    throw new Error(`CFDI: parcialidad ${numParcialidad} is not a whole number from 1 to 999`);
  }
  if (formaDePagoP === '99') throw new Error('CFDI: a payment has a form; 99 is none');
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(fechaPago)) {
    throw new Error(`CFDI: "${fechaPago}" is not a local time YYYY-MM-DDTHH:mm:ss`);
  }
  if (paid === 0n) throw new Error('CFDI: a payment of nothing');
  if (saldoAnt > total) {
    throw new Error(`CFDI: a balance of ${payment.impSaldoAnt} is more than the invoice's total`);
  }
  if (paid > saldoAnt) {
    throw new Error(
      `CFDI: a payment of ${payment.impPagado} is more than the balance of ${payment.impSaldoAnt}`,
    );
  }
  return { total, saldoAnt, paid };
}

/** The shares of the invoice's traslados that the payment pays (its TrasladosP, per rate). */
function paymentShares(payment: InvoicePayment) {
  const { total, saldoAnt, paid } = checked(payment);
  // Paid of the invoice so far: before this payment, and with it.
  const paidBefore = total - saldoAnt;
  return paidTraslados(payment.invoice.traslados, total, paidBefore, paidBefore + paid);
}

/** The IVA per rate the payment pays, as its complement's TrasladosP say it. */
export const paymentTaxes = (payment: InvoicePayment) =>
  paymentShares(payment).map(({ tasa, base, iva }) => ({
    rate: tasa,
    base: centsText(base),
    amount: centsText(iva),
  }));

/** The Pagos 2.0 complement of one payment of one invoice, in pesos (TipoCambioP 1). */
export function pagosComplemento(payment: InvoicePayment): Complemento {
  const { saldoAnt, paid } = checked(payment);
  const { invoice } = payment;
  const taxes = paymentShares(payment);
  if (invoice.traslados.length > 0 && taxes.length === 0) {
    throw new Error(`CFDI: a payment of ${payment.impPagado} pays no cent of the invoice's base`);
  }
  const taxed = taxes.length > 0;
  const traslados = (suffix: 'DR' | 'P') =>
    node(
      `Traslados${suffix}`,
      [],
      taxes.map((share) => node(`Traslado${suffix}`, trasladoAttributes(suffix, share))),
    );
  const docto = node(
    'DoctoRelacionado',
    [
      required('IdDocumento', invoice.uuid),
      optional('Serie', invoice.serie),
      optional('Folio', invoice.folio),
      required('MonedaDR', 'MXN'),
      optional('EquivalenciaDR', '1'),
      required('NumParcialidad', String(payment.numParcialidad)),
      required('ImpSaldoAnt', centsText(saldoAnt)),
      required('ImpPagado', centsText(paid)),
      required('ImpSaldoInsoluto', centsText(saldoAnt - paid)),
      // 02 (subject to tax) exactly when the invoice taxed something, with its share of it.
      required('ObjetoImpDR', taxed ? '02' : '01'),
    ],
    taxed ? [node('ImpuestosDR', [], [traslados('DR')])] : [],
  );
  const pago = node(
    'Pago',
    [
      required('FechaPago', payment.fechaPago),
      required('FormaDePagoP', payment.formaDePagoP),
      required('MonedaP', 'MXN'),
      optional('TipoCambioP', '1'),
      required('Monto', centsText(paid)),
    ],
    // One document: the payment's ImpuestosP are its DoctoRelacionado's, summed per rate.
    [docto, ...(taxed ? [node('ImpuestosP', [], [traslados('P')])] : [])],
  );
  const totales = node('Totales', [
    ...TOTALES.flatMap(({ tasa, base, iva }) => {
      const share = taxes.find((one) => one.tasa === tasa);
      return [
        optional(base, share && centsText(share.base)),
        optional(iva, share && centsText(share.iva)),
      ];
    }),
    required('MontoTotalPagos', centsText(paid)),
  ]);
  const pagos = node('Pagos', [required('Version', '2.0')], [totales, pago]);
  return {
    prefix: PREFIX,
    namespace: PAGOS,
    schemaLocation: PAGOS_SCHEMA,
    xml: xmlOf(pagos),
    originalStringValues: valuesOf(pagos),
  };
}

/**
 * The payment's CFDI (tipo P) but for its header: SubTotal and Total 0, Moneda XXX, no FormaPago,
 * MetodoPago, Descuento nor Impuestos; the one concept the Guía prescribes (84111506, ACT, "Pago",
 * 0, not subject to tax); the receiver's UsoCFDI CP01; the money in the complement.
 */
export function paymentComprobante(
  header: DocumentHeader,
  receptor: Receptor,
  payment: InvoicePayment,
): UnsealedComprobante {
  return {
    ...header,
    SubTotal: '0',
    Moneda: 'XXX',
    Total: '0',
    TipoDeComprobante: 'P',
    Exportacion: '01',
    Receptor: { ...receptor, UsoCFDI: 'CP01' },
    Conceptos: [
      {
        ClaveProdServ: '84111506',
        Cantidad: '1',
        ClaveUnidad: 'ACT',
        Descripcion: 'Pago',
        ValorUnitario: '0',
        Importe: '0',
        ObjetoImp: '01',
      },
    ],
    Complemento: [pagosComplemento(payment)],
  };
}
