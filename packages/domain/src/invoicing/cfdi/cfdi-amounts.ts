import type { SaleVat } from '../../sales/sale.schemas.js';
import { centsOf, centsText } from './cfdi-cents.js';
import { fitSale } from './cfdi-fit.js';
import type { Concepto, TasaOCuota, Traslado, UnsealedComprobante } from './comprobante.js';

/*
 * The money of an invoice of one sale, or of a global invoice of several (docs/rules.md,
 * Invoicing): the concepts and the document's sums as the SAT checks them (Anexo 20, CFDI 4.0),
 * and a Total equal to the sales' to the cent (cfdi-fit.ts says how).
 */

/** What a concept says besides its money: the product's SAT keys and its description. */
export type ConceptoKeys = Pick<
  Concepto,
  'ClaveProdServ' | 'NoIdentificacion' | 'ClaveUnidad' | 'Unidad' | 'Descripcion'
>;

/** A line of a sale: a whole quantity, a unit price before IVA (two decimals), its keys. */
export interface CfdiSaleLine {
  readonly qty: number;
  readonly price: string;
  readonly keys: ConceptoKeys;
}

/** A sale as the database keeps it: its total is round((A − A·d/100)·(100 + v)/100, 2). */
export interface CfdiSale {
  readonly lines: readonly CfdiSaleLine[];
  /** 0 to 100, two decimals. */
  readonly discountPercent: string;
  readonly vatPercent: SaleVat;
  readonly total: string;
}

/** A sale in a global invoice: its folio and its amount A (Σ qty·price), discount, rate, total. */
export interface CfdiGlobalSale {
  readonly folio: string;
  readonly amount: string;
  readonly discountPercent: string;
  readonly vatPercent: SaleVat;
  readonly total: string;
}

/** The money of a CFDI, to spread into its Comprobante. */
export type CfdiAmounts = Pick<
  UnsealedComprobante,
  'Conceptos' | 'SubTotal' | 'Descuento' | 'Impuestos' | 'Total'
>;

const NOTHING_PRICED = 'CFDI: nothing priced above zero to invoice';

const TASAS: Record<SaleVat, TasaOCuota> = { 16: '0.160000', 8: '0.080000', 0: '0.000000' };

/** A concept's money in cents, with what it says besides: its IVA already fitted (cfdi-fit.ts). */
export interface PricedConcept {
  readonly keys: ConceptoKeys;
  readonly qty: bigint;
  readonly price: bigint;
  readonly discount: bigint;
  readonly iva: bigint;
  readonly vat: SaleVat;
}

const traslado = (base: bigint, vat: SaleVat, iva: bigint): Traslado => ({
  Base: centsText(base),
  Impuesto: '002',
  TipoFactor: 'Tasa',
  TasaOCuota: TASAS[vat],
  Importe: centsText(iva),
});

/**
 * A concept whose discount leaves nothing to tax is not subject to tax (ObjetoImp 01): the SAT
 * wants a traslado's Base above zero.
 */
function concepto({ keys, qty, price, discount, iva, vat }: PricedConcept, base: bigint): Concepto {
  // The keys spread last: V8 builds an object an order of magnitude slower when a spread comes
  // first (the fuzz test makes tens of thousands).
  return {
    Cantidad: qty.toString(),
    ValorUnitario: centsText(price),
    Importe: centsText(qty * price),
    ...(discount > 0n ? { Descuento: centsText(discount) } : {}),
    ObjetoImp: base > 0n ? '02' : '01',
    ...(base > 0n ? { Impuestos: { Traslados: [traslado(base, vat, iva)] } } : {}),
    ...keys,
  };
}

/**
 * The concepts and the document's sums: its Traslados per rate (16, 8, then 0 %), none without a
 * taxed concept. A credit note's parts (credit-note.ts) are laid out here too.
 */
export function pricedAmounts(concepts: readonly PricedConcept[]): CfdiAmounts {
  if (concepts.length === 0) throw new Error(NOTHING_PRICED);
  let subTotal = 0n;
  let discount = 0n;
  const rates = new Map<SaleVat, { base: bigint; iva: bigint }>();
  const conceptos = concepts.map((concept) => {
    const importe = concept.qty * concept.price;
    const base = importe - concept.discount;
    subTotal += importe;
    discount += concept.discount;
    if (base > 0n) {
      const rate = rates.get(concept.vat) ?? { base: 0n, iva: 0n };
      rates.set(concept.vat, { base: rate.base + base, iva: rate.iva + concept.iva });
    }
    return concepto(concept, base);
  });
  const traslados = ([16, 8, 0] as const).flatMap((vat) => {
    const rate = rates.get(vat);
    return rate ? [traslado(rate.base, vat, rate.iva)] : [];
  });
  const iva = [...rates.values()].reduce((sum, rate) => sum + rate.iva, 0n);
  return {
    Conceptos: conceptos,
    SubTotal: centsText(subTotal),
    ...(discount > 0n ? { Descuento: centsText(discount) } : {}),
    ...(rates.size > 0
      ? { Impuestos: { TotalImpuestosTrasladados: centsText(iva), Traslados: traslados } }
      : {}),
    Total: centsText(subTotal - discount + iva),
  };
}

function percentOf(text: string): bigint {
  const hundredths = centsOf(text);
  if (hundredths > 10000n) throw new Error(`CFDI: a discount of ${text} % is more than 100 %`);
  return hundredths;
}

/**
 * The invoice of a sale: a concept per line, the sale's discount shared out over them. A line
 * priced at zero is no concept (the SAT wants a ValorUnitario above zero).
 */
export function saleAmounts(sale: CfdiSale): CfdiAmounts {
  const priced = sale.lines
    .map((line) => {
      if (!Number.isSafeInteger(line.qty) || line.qty <= 0) {
        throw new Error(`CFDI: a quantity of ${line.qty} is not a whole number above zero`);
      }
      return { keys: line.keys, qty: BigInt(line.qty), price: centsOf(line.price) };
    })
    .filter(({ price }) => price > 0n);
  if (priced.length === 0) throw new Error(NOTHING_PRICED);
  const fitted = fitSale(
    priced.map(({ qty, price }) => qty * price),
    percentOf(sale.discountPercent),
    BigInt(sale.vatPercent),
    centsOf(sale.total),
  );
  return pricedAmounts(
    priced.map(({ keys, qty, price }, index) => ({
      keys,
      qty,
      price,
      discount: fitted.discounts[index] ?? 0n,
      iva: fitted.ivas[index] ?? 0n,
      vat: sale.vatPercent,
    })),
  );
}

/**
 * A global invoice (docs/rules.md, Invoicing): one concept per sale — ClaveProdServ 01010101,
 * ClaveUnidad ACT, NoIdentificacion its folio, Descripcion "Venta" — for its amount, with its
 * discount and its own rate. A sale of amount zero is no concept.
 */
export function globalAmounts(sales: readonly CfdiGlobalSale[]): CfdiAmounts {
  return pricedAmounts(
    sales
      .filter((sale) => centsOf(sale.amount) > 0n)
      .map((sale) => {
        const price = centsOf(sale.amount);
        const fitted = fitSale(
          [price],
          percentOf(sale.discountPercent),
          BigInt(sale.vatPercent),
          centsOf(sale.total),
        );
        const keys: ConceptoKeys = {
          ClaveProdServ: '01010101',
          NoIdentificacion: sale.folio,
          ClaveUnidad: 'ACT',
          Descripcion: 'Venta',
        };
        const [discount = 0n] = fitted.discounts;
        const [iva = 0n] = fitted.ivas;
        return { keys, qty: 1n, price, discount, iva, vat: sale.vatPercent };
      }),
  );
}
