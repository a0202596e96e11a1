import type { SaleVat } from '../../sales/sale.schemas.js';
import type { SatPaymentForm } from '../sat-payment-forms.js';
import { pricedAmounts, type ConceptoKeys } from './cfdi-amounts.js';
import { centsOf } from './cfdi-cents.js';
import type { DocumentHeader, Receptor, UnsealedComprobante } from './comprobante.js';

/*
 * A credit note (egreso, tipo E) related to an invoice: money given back (a return, 03) or taken
 * off (a discount or bonus, 01). Its concepts and sums are laid out as an invoice's are
 * (cfdi-amounts.ts), from what was given back at each rate, IVA included.
 */

export interface CreditNoteInput {
  /** The CFDI it credits, by its UUID, and how: 01 credit note, 03 return of goods. */
  readonly related: { readonly uuid: string; readonly relation: '01' | '03' };
  /** The form the money went back by; never 99 (por definir): a credit note is PUE. */
  readonly paymentForm: SatPaymentForm;
  /** Each concept's Descripcion, e.g. 'DEVOLUCION DE MERCANCIA VENTA 12'. */
  readonly description: string;
  /** What was given back at each rate, IVA included; a part of zero is no concept. */
  readonly parts: readonly { readonly vatPercent: SaleVat; readonly total: string }[];
}

/**
 * A part's base and IVA in cents: the base its total over (1 + rate), rounded half up; the IVA the
 * rest, so that the two add up to the part to the cent. That IVA is always within the SAT's limits
 * for the base (cfdi-fit.ts): the rounding puts it at most half a cent × (1 + rate) from base ×
 * rate, and the limits, (base ± half a cent) × rate rounded outwards to the cent, reach that far.
 */
function split(total: bigint, vat: SaleVat) {
  const base = (2n * 100n * total + 100n + BigInt(vat)) / (2n * (100n + BigInt(vat)));
  return { base, iva: total - base };
}

/**
 * The credit note (tipo E) but for its header: a concept per part (ClaveProdServ 84111506,
 * ClaveUnidad ACT, the description; ValorUnitario and Importe its base, with its IVA as a
 * traslado), PUE with the form the money went back by, related to the invoice it credits; its
 * Total the sum of the parts to the cent.
 */
export function creditNoteComprobante(
  header: DocumentHeader,
  receptor: Receptor,
  input: CreditNoteInput,
): UnsealedComprobante {
  if (input.paymentForm === '99') {
    throw new Error('CFDI: a credit note is PUE, and names the form the money went back by');
  }
  const keys: ConceptoKeys = {
    ClaveProdServ: '84111506',
    ClaveUnidad: 'ACT',
    Descripcion: input.description,
  };
  const amounts = pricedAmounts(
    input.parts
      .map(({ vatPercent, total }) => ({ vat: vatPercent, total: centsOf(total) }))
      .filter(({ total }) => total > 0n)
      .map(({ vat, total }) => {
        const { base, iva } = split(total, vat);
        return { keys, qty: 1n, price: base, discount: 0n, iva, vat };
      }),
  );
  return {
    ...header,
    FormaPago: input.paymentForm,
    MetodoPago: 'PUE',
    Moneda: 'MXN',
    TipoDeComprobante: 'E',
    Exportacion: '01',
    CfdiRelacionados: [{ TipoRelacion: input.related.relation, UUIDs: [input.related.uuid] }],
    Receptor: receptor,
    ...amounts,
  };
}
