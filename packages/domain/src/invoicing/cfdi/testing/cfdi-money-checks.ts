import type { SaleVat } from '../../../sales/sale.schemas.js';
import type { CfdiAmounts, CfdiSaleLine } from '../cfdi-amounts.js';

// The SAT's checks of a CFDI's money (Anexo 20, CFDI 4.0), written again here from the rules, on
// the text the document carries, so that the code under test is not its own judge. Each broken
// rule is a line of the answer; a valid document answers none.
// It reads the document as text only: what its types promise is checked too.
interface TrasladoText {
  readonly Base: string;
  readonly Impuesto: string;
  readonly TipoFactor: string;
  readonly TasaOCuota: string;
  readonly Importe: string;
}
interface DocumentText {
  readonly Conceptos: readonly {
    readonly Cantidad: string;
    readonly ValorUnitario: string;
    readonly Importe: string;
    readonly Descuento?: string;
    readonly ObjetoImp: string;
    readonly Impuestos?: { readonly Traslados: readonly TrasladoText[] };
  }[];
  readonly SubTotal: string;
  readonly Descuento?: string;
  readonly Impuestos?: {
    readonly TotalImpuestosTrasladados: string;
    readonly Traslados: readonly TrasladoText[];
  };
  readonly Total: string;
}
export const AMOUNT = /^\d+\.\d{2}$/;
export function satErrors(document: DocumentText): string[] {
  const errors: string[] = [];
  const check = (holds: boolean, rule: string) => {
    if (!holds) errors.push(rule);
  };
  const cents = (text: string | undefined) => {
    if (text === undefined) return 0n;
    check(AMOUNT.test(text), `${text} is an amount with two decimals`);
    return BigInt(text.replace('.', ''));
  };
  const bases = new Map<string, bigint>();
  const ivas = new Map<string, bigint>();
  for (const [index, concept] of document.Conceptos.entries()) {
    const at = `concept ${index}:`;
    const importe = cents(concept.Importe);
    check(importe === BigInt(concept.Cantidad) * cents(concept.ValorUnitario), `${at} Importe`);
    check(cents(concept.ValorUnitario) > 0n, `${at} ValorUnitario above zero`);
    const discount = cents(concept.Descuento);
    check(discount <= importe, `${at} Descuento at most Importe`);
    check(concept.Descuento === undefined || discount > 0n, `${at} no Descuento of zero`);
    const traslados = concept.Impuestos?.Traslados ?? [];
    if (concept.ObjetoImp === '01') {
      check(!concept.Impuestos && discount === importe, `${at} 01 only with nothing to tax`);
      continue;
    }
    check(concept.ObjetoImp === '02' && traslados.length === 1, `${at} 02 with one traslado`);
    for (const traslado of traslados) {
      check(traslado.Impuesto === '002' && traslado.TipoFactor === 'Tasa', `${at} IVA, Tasa`);
      check(['0.160000', '0.080000', '0.000000'].includes(traslado.TasaOCuota), `${at} Tasa`);
      const base = cents(traslado.Base);
      check(base === importe - discount && base > 0n, `${at} Base is Importe − Descuento > 0`);
      // Lower limit (Base − 0.01/2) × Tasa truncated, upper (Base + 0.01/2) × Tasa rounded up;
      // here in cents, the Tasa in millionths.
      const tasa = BigInt(traslado.TasaOCuota.replace('0.', ''));
      const lower = ((2n * base - 1n) * tasa) / 2_000_000n;
      const upper = ((2n * base + 1n) * tasa + 1_999_999n) / 2_000_000n;
      const iva = cents(traslado.Importe);
      check(lower <= iva && iva <= upper, `${at} IVA ${iva} within ${lower}–${upper}`);
      bases.set(traslado.TasaOCuota, (bases.get(traslado.TasaOCuota) ?? 0n) + base);
      ivas.set(traslado.TasaOCuota, (ivas.get(traslado.TasaOCuota) ?? 0n) + iva);
    }
  }
  const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
  const concepts = document.Conceptos;
  check(cents(document.SubTotal) === sum(concepts.map((c) => cents(c.Importe))), 'SubTotal');
  const discount = cents(document.Descuento);
  check(discount === sum(concepts.map((c) => cents(c.Descuento))), 'Descuento');
  check(document.Descuento === undefined || discount > 0n, 'no Descuento of zero');
  const traslados = document.Impuestos?.Traslados ?? [];
  const rates = traslados.map((traslado) => traslado.TasaOCuota);
  check(new Set(rates).size === rates.length, 'one Traslado per rate');
  check(rates.length === bases.size, 'a Traslado for each rate of the concepts');
  for (const traslado of traslados) {
    const at = `Traslado ${traslado.TasaOCuota}:`;
    check(traslado.Impuesto === '002' && traslado.TipoFactor === 'Tasa', `${at} IVA, Tasa`);
    check(cents(traslado.Base) === bases.get(traslado.TasaOCuota), `${at} Σ Base`);
    check(cents(traslado.Importe) === ivas.get(traslado.TasaOCuota), `${at} Σ Importe`);
  }
  const taxes = sum(traslados.map((traslado) => cents(traslado.Importe)));
  check(
    !document.Impuestos || cents(document.Impuestos.TotalImpuestosTrasladados) === taxes,
    'TotalImpuestosTrasladados',
  );
  check(document.Impuestos !== undefined || bases.size === 0, 'Impuestos with taxed concepts');
  check(cents(document.Total) === cents(document.SubTotal) - discount + taxes, 'Total');
  return errors;
}

export const cents = (text: string) => BigInt(text.replace('.', ''));

/** The sale's total as the database computes it: round((A − A·d/100)·(100 + v)/100, 2). */
export function databaseTotal(amount: bigint, discountPercent: string, vat: SaleVat): string {
  const hundredths = BigInt(discountPercent.replace('.', ''));
  // In millionths of a cent: A·(10000 − d·100)·(100 + v); half up to the cent.
  return fixed2((amount * (10000n - hundredths) * BigInt(100 + vat) + 500_000n) / 1_000_000n);
}

/** Hundredths as text with two decimals: 12345n → '123.45'. */
export const fixed2 = (hundredths: bigint) =>
  `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;

export const keys = {
  ClaveProdServ: '42142913',
  ClaveUnidad: 'H87',
  Descripcion: 'Armazón',
} as const;
export const line = (qty: number, price: string): CfdiSaleLine => ({ qty, price, keys });
export const sale = (lines: CfdiSaleLine[], discountPercent: string, vatPercent: SaleVat) => {
  const amount = lines.reduce((sum, { qty, price }) => sum + BigInt(qty) * cents(price), 0n);
  const total = databaseTotal(amount, discountPercent, vatPercent);
  return { lines, discountPercent, vatPercent, total };
};
export const traslado = (Base: string, TasaOCuota: string, Importe: string) => ({
  Base,
  Impuesto: '002',
  TipoFactor: 'Tasa',
  TasaOCuota,
  Importe,
});
export const money = (document: CfdiAmounts) =>
  document.Conceptos.map(({ Importe, Descuento, ObjetoImp, Impuestos }) => ({
    Importe,
    Descuento,
    ObjetoImp,
    Traslados: Impuestos?.Traslados,
  }));
