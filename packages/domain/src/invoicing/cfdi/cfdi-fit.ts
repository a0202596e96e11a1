import { ceilDiv } from './cfdi-cents.js';

/*
 * How a sale's money is laid out on a CFDI's concepts so that every figure passes the SAT's checks
 * and the Total is the sale's to the cent (docs/rules.md, Invoicing). All in cents, BigInt.
 */

/** Each concept's Descuento and IVA, in cents, in the order of the importes given. */
export interface Fitted {
  readonly discounts: readonly bigint[];
  readonly ivas: readonly bigint[];
}

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);

/**
 * The Importe of a traslado the SAT accepts for a Base (Anexo 20, CFDI 4.0): from
 * (Base − 10⁻²/2) × Tasa truncated to (Base + 10⁻²/2) × Tasa rounded up, here in cents with the
 * rate in percent.
 */
function ivaLimits(base: bigint, vat: bigint): readonly [bigint, bigint] {
  return [((2n * base - 1n) * vat) / 200n, ceilDiv((2n * base + 1n) * vat, 200n)];
}

/** Ordering of a BigInt key, for sort. */
const compare = (a: bigint, b: bigint) => (a === b ? 0 : a < b ? -1 : 1);

/**
 * The discount shared out over the importes in proportion; the cents the shares leave over go one
 * each to the largest remainders (the first line on a tie), so that they add up to the discount.
 */
function shareOut(importes: readonly bigint[], discount: bigint): bigint[] {
  const amount = sum(importes);
  const shares = importes.map((importe) => (importe * discount) / amount);
  const leftover = Number(discount - sum(shares));
  const extra = new Set(
    importes
      .map((importe, index) => ({ index, remainder: (importe * discount) % amount }))
      .sort((a, b) => compare(b.remainder, a.remainder) || a.index - b.index)
      .slice(0, leftover)
      .map(({ index }) => index),
  );
  return shares.map((share, index) => (extra.has(index) ? share + 1n : share));
}

/**
 * Each base's IVA rounded to the cent, then moved a cent up or down, within the SAT's limits, on
 * as many concepts as it takes for the IVAs to add up to the target: first those whose exact IVA
 * is nearest to the cent they move to (the first line on a tie). Null when the limits do not
 * reach. A base of zero carries no IVA.
 */
function fitIvas(bases: readonly bigint[], vat: bigint, target: bigint): bigint[] | null {
  const rounded = bases.map((base) => (base * vat + 50n) / 100n);
  const missing = target - sum(rounded);
  const step = missing < 0n ? -1n : 1n;
  const movable = bases
    .map((base, index) => ({ index, base, fraction: (base * vat) % 100n, iva: rounded[index] }))
    .filter(({ base, iva = 0n }) => {
      const [lowest, highest] = ivaLimits(base, vat);
      return base > 0n && (step > 0n ? iva < highest : iva > lowest);
    })
    .sort((a, b) => compare(b.fraction, a.fraction) * Number(step) || a.index - b.index);
  if (BigInt(movable.length) < missing * step) return null;
  const moved = new Set(movable.slice(0, Number(missing * step)).map(({ index }) => index));
  return rounded.map((iva, index) => (moved.has(index) ? iva + step : iva));
}

/**
 * Fits one sale: the importes of its concepts (cents), its discount in hundredths of a percent,
 * its VAT rate in percent and its total (cents), which the database rounded from the exact
 * (amount − amount × discount) × (1 + rate). The document's Descuento is the sale's discount
 * rounded to the cent, half up, as the sale's receipt shows it; when no IVAs within the limits
 * then reach the total, it is rounded the other way (half a cent of discount at 0 %, which the
 * total rounded up too, leaves the Total a cent short otherwise).
 */
export function fitSale(
  importes: readonly bigint[],
  discountPercent: bigint,
  vat: bigint,
  total: bigint,
): Fitted {
  const amount = sum(importes);
  const exact = amount * discountPercent;
  const halfUp = (exact + 5000n) / 10000n;
  const otherWay = halfUp * 10000n > exact ? halfUp - 1n : ceilDiv(exact, 10000n);
  for (const discount of new Set([halfUp, otherWay])) {
    const discounts = shareOut(importes, discount);
    const bases = importes.map((importe, index) => importe - (discounts[index] ?? 0n));
    const ivas = fitIvas(bases, vat, total - (amount - discount));
    if (ivas) return { discounts, ivas };
  }
  throw new Error(
    `CFDI: no split of the discount and the IVA within the SAT's limits adds up to the total ` +
      `(amount ${amount}, discount ${discountPercent}/100 %, IVA ${vat} %, total ${total}, in cents)`,
  );
}
