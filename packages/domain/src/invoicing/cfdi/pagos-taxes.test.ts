import { describe, expect, it } from 'vitest';
import { globalAmounts, saleAmounts, type CfdiAmounts } from './cfdi-amounts.js';
import type { Traslado } from './comprobante.js';
import { pagosComplemento, type PaidInvoice } from './pagos.js';
import { invoices, pagoNodes, payment, traslado } from './testing/payment-fixtures.js';
import { random } from './testing/seeded-random.js';

/*
 * The taxes of payments (pagos-taxes.ts) over the invoices Iris makes, paid in random
 * parcialidades, checked by rules written again here on the XML's text: each ImporteDR within the
 * margin Anexo 20 gives a traslado's Importe for its BaseDR, and the parcialidades of an invoice
 * adding up to exactly its Base and Importe per rate, its ImpuestosP and Totales their sums.
 */

const cents = (text: string | undefined) => {
  if (!/^\d+\.\d\d$/.test(text ?? '')) throw new Error(`"${text}" is no amount of two decimals`);
  return BigInt(text?.replace('.', '') ?? '');
};
const fixed2 = (hundredths: bigint) =>
  `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;

/** (Base ∓ 0.005) × Tasa, truncated and rounded up, in cents; the Tasa in millionths. */
function within(base: bigint, tasa: string, importe: bigint) {
  const millionths = BigInt(tasa.replace('0.', ''));
  const lower = ((2n * base - 1n) * millionths) / 2_000_000n;
  const upper = ((2n * base + 1n) * millionths + 1_999_999n) / 2_000_000n;
  return lower <= importe && importe <= upper;
}

const asInvoice = (amounts: CfdiAmounts): PaidInvoice => ({
  ...invoices.at16,
  total: amounts.Total,
  traslados: amounts.Impuestos?.Traslados ?? [],
});

/** The rates at which the invoice's own IVA is out of the margin for its Base. */
const offMargin = (invoice: PaidInvoice) =>
  invoice.traslados
    .filter((one) => !within(cents(one.Base), one.TasaOCuota, cents(one.Importe)))
    .map((one) => one.TasaOCuota);

const PERCENT: Record<string, string> = { '0.160000': '16', '0.080000': '8', '0.000000': '0' };

/**
 * Pays the invoice in random parcialidades (two cents at least, never a cent left: a single cent
 * may pay no cent of base, which pagos.test.ts covers) and answers what the rules find wrong. Out
 * of the margin is allowed only of an invoice whose own IVA is out of it for its Base.
 */
function problems(invoice: PaidInvoice, seed: number): string[] {
  const { below, next } = random(seed);
  const found: string[] = [];
  const check = (holds: boolean, rule: string) => {
    if (!holds) found.push(rule);
  };
  const sums = new Map<string, { base: bigint; iva: bigint }>();
  const offInvoice = new Set<string>(offMargin(invoice));
  let balance = cents(invoice.total);
  for (let parcialidad = 1; balance > 0n; parcialidad += 1) {
    const paid = balance < 4n || next() < 0.35 ? balance : 2n + BigInt(below(Number(balance - 3n)));
    const { xml } = pagosComplemento(payment(invoice, parcialidad, fixed2(balance), fixed2(paid)));
    const [docto] = pagoNodes(xml, 'DoctoRelacionado');
    const at = `parcialidad ${parcialidad} of ${fixed2(paid)}:`;
    check(cents(docto?.ImpSaldoInsoluto) === balance - paid, `${at} ImpSaldoInsoluto`);
    check(docto?.ObjetoImpDR === (invoice.traslados.length > 0 ? '02' : '01'), `${at} ObjetoImpDR`);
    const dr = pagoNodes(xml, 'TrasladoDR');
    const p = pagoNodes(xml, 'TrasladoP');
    const [totales] = pagoNodes(xml, 'Totales');
    check(cents(totales?.MontoTotalPagos) === paid, `${at} MontoTotalPagos`);
    check(dr.length === p.length && dr.length > 0 === invoice.traslados.length > 0, `${at} nodes`);
    for (const [index, share] of dr.entries()) {
      const tasa = share.TasaOCuotaDR ?? '';
      const base = cents(share.BaseDR);
      const iva = cents(share.ImporteDR);
      check(base > 0n, `${at} BaseDR above zero`);
      check(within(base, tasa, iva) || offInvoice.has(tasa), `${at} ${tasa} ImporteDR ${iva}`);
      const totals = p[index];
      check(totals?.TasaOCuotaP === tasa, `${at} TrasladoP in the order of TrasladoDR`);
      check(cents(totals?.BaseP) === base && cents(totals?.ImporteP) === iva, `${at} Σ DR`);
      const total = (name: string) => cents(totales?.[`TotalTraslados${name}IVA${PERCENT[tasa]}`]);
      check(total('Base') === base && total('Impuesto') === iva, `${at} Totales ${tasa}`);
      const sum = sums.get(tasa) ?? { base: 0n, iva: 0n };
      sums.set(tasa, { base: sum.base + base, iva: sum.iva + iva });
    }
    balance -= paid;
  }
  for (const one of invoice.traslados) {
    const sum = sums.get(one.TasaOCuota);
    check(sum?.base === cents(one.Base), `Σ BaseDR ${one.TasaOCuota}: ${sum?.base}`);
    check(sum?.iva === cents(one.Importe), `Σ ImporteDR ${one.TasaOCuota}: ${sum?.iva}`);
  }
  return found;
}

/** A random sale as Iris invoices it: lines, a discount, one rate, the database's total. */
function randomSale(seed: number) {
  const { below, pick, next } = random(seed);
  const vatPercent = pick([0, 8, 16] as const);
  const lines = Array.from({ length: 1 + below(next() < 0.4 ? 1 : 12) }, () => ({
    qty: next() < 0.7 ? 1 : 1 + below(6),
    price: fixed2(BigInt(1 + below(pick([300, 5_000, 500_000])))),
    keys: { ClaveProdServ: '42142913', ClaveUnidad: 'H87', Descripcion: 'Armazón' } as const,
  }));
  const amount = lines.reduce((sum, { qty, price }) => sum + BigInt(qty) * cents(price), 0n);
  const discount = BigInt(pick([0, 0, 1250, below(10_000)]));
  const exact = amount * (10_000n - discount) * BigInt(100 + vatPercent);
  const total = fixed2((exact + 500_000n) / 1_000_000n);
  return { lines, discountPercent: fixed2(discount), vatPercent, total, amount: fixed2(amount) };
}

describe('the taxes of payments, fuzzed', { timeout: 30_000 }, () => {
  it("pays random invoices of a sale: every share within the margin, the invoice's to the cent", () => {
    for (let seed = 1; seed <= 1500; seed += 1) {
      const invoice = asInvoice(saleAmounts(randomSale(seed)));
      // These are all within their margin themselves: none is let off it below.
      expect(offMargin(invoice), `seed ${seed}`).toEqual([]);
      expect(problems(invoice, seed), `seed ${seed}`).toEqual([]);
    }
  });

  it('pays random global invoices of mixed rates, rate by rate', () => {
    let off = 0;
    for (let seed = 1; seed <= 300; seed += 1) {
      const { below } = random(seed);
      const sales = Array.from({ length: 1 + below(12) }, (_, index) => {
        const { amount, discountPercent, vatPercent, total } = randomSale(seed * 100 + index);
        return { folio: `F-${index}`, amount, discountPercent, vatPercent, total };
      });
      const invoice = asInvoice(globalAmounts(sales));
      off += offMargin(invoice).length;
      expect(problems(invoice, seed), `seed ${seed}`).toEqual([]);
    }
    // Summing many sales' IVAs leaves a few out of the margin for their Base.
    expect(off).toBeGreaterThan(0);
  });
});

describe('the margin', () => {
  it("holds, with the invoice's IVA a cent off its base × rate either way", () => {
    // 10.03 × 0.16 = 1.6048: an invoice may say 1.60 or, its cent moved (cfdi-fit.ts), 1.61.
    for (const importe of ['1.60', '1.61']) {
      const invoice = asInvoice({
        Conceptos: [],
        SubTotal: '10.03',
        Total: fixed2(1003n + cents(importe)),
        Impuestos: {
          TotalImpuestosTrasladados: importe,
          Traslados: [traslado('0.160000', '10.03', importe)],
        },
      });
      for (let seed = 1; seed <= 200; seed += 1) {
        expect(problems(invoice, seed), `${importe}, seed ${seed}`).toEqual([]);
      }
    }
  });

  it('cannot hold when the invoice itself is out of it: its sums come first', () => {
    // Three concepts of 10.03, each 1.60 (within its margin): 30.09 and 4.80, out of 4.81–4.82.
    const traslados: Traslado[] = [traslado('0.160000', '30.09', '4.80')];
    const invoice = { ...invoices.at16, total: '34.89', traslados };
    const { xml } = pagosComplemento(payment(invoice, 1, '34.89', '34.89'));
    expect(pagoNodes(xml, 'TrasladoDR')).toMatchObject([{ BaseDR: '30.09', ImporteDR: '4.80' }]);
    expect(within(3009n, '0.160000', 480n)).toBe(false);
    expect(within(3009n, '0.160000', 481n)).toBe(true);
  });
});
