import { centsOf } from './cfdi-cents.js';
import type { TasaOCuota, Traslado } from './comprobante.js';

/*
 * The taxes a payment of a PPD invoice carries in its Pagos 2.0 complement (TrasladoDR): of each
 * of the invoice's traslados, the share that payment pays. All in BigInt cents.
 *
 * Why cents. BaseDR and ImporteDR may carry up to six decimals (Pagos20.xsd; the Guía de llenado
 * leaves the number to the issuer), and ImporteDR is BaseDR × TasaOCuotaDR, which Iris holds to the
 * margin Anexo 20 gives a concept's traslado: (BaseDR ∓ half a unit of its last decimal) × Tasa,
 * truncated and rounded up. At two decimals it takes any ImporteDR less than a cent from BaseDR ×
 * Tasa: room for the rounding of each share and for the invoice's own IVA, which may be off its
 * Base × Tasa by about a cent; at six it is a millionth, and that cent of the invoice alone breaks
 * it. Two decimals are also what the invoice, ImpPagado and Totales carry, so BaseP, ImporteP and
 * Totales are plain sums, never rounded again.
 *
 * Why cumulative. Each share is what is paid of the traslado once the payment is made, less what
 * was paid before it, each a function of the amount of the invoice paid so far only (its total −
 * ImpSaldoInsoluto, its total − ImpSaldoAnt): the shares of all the parcialidades add up to
 * exactly the invoice's Base and Importe, however many and whatever their size, and a payment
 * needs nothing of the earlier ones but its ImpSaldoAnt.
 */

/** An invoice's traslado's share paid by one payment, in cents. */
export interface PaidTraslado {
  readonly tasa: TasaOCuota;
  readonly base: bigint;
  readonly iva: bigint;
}

const PERCENT: Record<TasaOCuota, bigint> = { '0.160000': 16n, '0.080000': 8n, '0.000000': 0n };

/** a / b rounded half up, of non-negative numbers (b above zero). */
const roundedDiv = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/**
 * What of a traslado is paid once `paid` of the invoice's `total` is (cents). The base in
 * proportion, rounded half up. The IVA the first whole cent at or above base × rate + m, where m
 * is the invoice's own IVA − Base × rate kept within (−1, 0] cent: every IVA paid so far, nothing
 * and all included, is then in [m, m + 1) cent from its base × rate, so that two of them, and so
 * any payment's ImporteDR against its BaseDR × rate, differ by less than a cent. That holds for
 * every payment of an invoice whose IVA is within a cent below or above its base × rate; an invoice
 * further off (only a sum of many concepts' IVAs can be) may leave a payment out of the margin, as
 * it leaves its own payment in full. Never above the invoice's IVA, so that no share is negative.
 */
function paidSoFar(traslado: Traslado, paid: bigint, total: bigint) {
  const base = centsOf(traslado.Base);
  const iva = centsOf(traslado.Importe);
  if (paid === total) return { base, iva };
  const percent = PERCENT[traslado.TasaOCuota];
  const baseSoFar = roundedDiv(base * paid, total);
  // In hundredths of a cent, where base × rate is whole.
  const departure = 100n * iva - base * percent;
  const m = departure > 0n ? 0n : departure < -99n ? -99n : departure;
  const above = baseSoFar * percent + m;
  const ivaSoFar = above <= 0n ? 0n : (above + 99n) / 100n;
  return { base: baseSoFar, iva: ivaSoFar < iva ? ivaSoFar : iva };
}

/**
 * The shares of the invoice's traslados (its document-level ones, per rate) that a payment pays,
 * from `before` to `after` paid of its `total` (cents, 0 ≤ before < after ≤ total). A traslado
 * whose share of base does not reach a cent is left out: the SAT wants a BaseDR above zero.
 */
export function paidTraslados(
  traslados: readonly Traslado[],
  total: bigint,
  before: bigint,
  after: bigint,
): PaidTraslado[] {
  return traslados
    .map((traslado) => {
      const to = paidSoFar(traslado, after, total);
      const from = paidSoFar(traslado, before, total);
      return { tasa: traslado.TasaOCuota, base: to.base - from.base, iva: to.iva - from.iva };
    })
    .filter(({ base }) => base > 0n);
}
