import { describe, expect, it } from 'vitest';
import { globalAmounts, saleAmounts, type CfdiGlobalSale } from './cfdi-amounts.js';
import {
  cents,
  fixed2,
  keys,
  line,
  money,
  sale,
  satErrors,
  traslado,
} from './testing/cfdi-money-checks.js';
import { random } from './testing/seeded-random.js';

describe('the money of a sale on its CFDI', () => {
  it('at 16 % without discount: IVA per line, SubTotal, Traslado and Total of the sale', () => {
    const input = sale([line(2, '1250.00'), line(1, '899.50')], '0.00', 16);
    expect(input.total).toBe('3943.42');
    const document = saleAmounts(input);
    expect(money(document)).toEqual([
      {
        Importe: '2500.00',
        Descuento: undefined,
        ObjetoImp: '02',
        Traslados: [traslado('2500.00', '0.160000', '400.00')],
      },
      {
        Importe: '899.50',
        Descuento: undefined,
        ObjetoImp: '02',
        Traslados: [traslado('899.50', '0.160000', '143.92')],
      },
    ]);
    expect(document.Conceptos[0]).toMatchObject({
      ...keys,
      Cantidad: '2',
      ValorUnitario: '1250.00',
    });
    expect(document).toMatchObject({
      SubTotal: '3399.50',
      Impuestos: {
        TotalImpuestosTrasladados: '543.92',
        Traslados: [traslado('3399.50', '0.160000', '543.92')],
      },
      Total: '3943.42',
    });
    expect(document).not.toHaveProperty('Descuento');
    expect(satErrors(document)).toEqual([]);
  });

  it('at 8 % rounds the IVA to the cent: 999.99 → 80.00, Total 1079.99', () => {
    const document = saleAmounts(sale([line(1, '999.99')], '0.00', 8));
    expect(money(document)[0]?.Traslados).toEqual([traslado('999.99', '0.080000', '80.00')]);
    expect(document.Total).toBe('1079.99');
    expect(satErrors(document)).toEqual([]);
  });

  it('at 0 % is still IVA, Tasa 0.000000 and ObjetoImp 02, with the discount rounded', () => {
    const document = saleAmounts(sale([line(3, '33.33')], '10.00', 0));
    expect(money(document)).toEqual([
      {
        Importe: '99.99',
        Descuento: '10.00',
        ObjetoImp: '02',
        Traslados: [traslado('89.99', '0.000000', '0.00')],
      },
    ]);
    expect(document).toMatchObject({ SubTotal: '99.99', Descuento: '10.00', Total: '89.99' });
    expect(document.Impuestos?.TotalImpuestosTrasladados).toBe('0.00');
    expect(satErrors(document)).toEqual([]);
  });

  it('shares the discount out in proportion, the leftover cent to the largest remainder', () => {
    // 15 % of 333.33 is 49.9995 → 50.00: 15.0001, 30.0003 and 4.9998 leave a cent, which goes
    // to the third line, whose remainder is the largest.
    const input = sale([line(1, '100.00'), line(1, '200.00'), line(1, '33.33')], '15.00', 16);
    expect(input.total).toBe('328.66');
    const document = saleAmounts(input);
    expect(money(document).map(({ Descuento, Traslados }) => [Descuento, Traslados])).toEqual([
      ['15.00', [traslado('85.00', '0.160000', '13.60')]],
      ['30.00', [traslado('170.00', '0.160000', '27.20')]],
      ['5.00', [traslado('28.33', '0.160000', '4.53')]],
    ]);
    expect(document).toMatchObject({ SubTotal: '333.33', Descuento: '50.00', Total: '328.66' });
    expect(satErrors(document)).toEqual([]);
  });

  it("moves a concept's IVA a cent within the SAT's limits when the rounding misses the total", () => {
    // Each 10.03 × 0.16 = 1.6048 rounds to 1.60 (limits 1.60–1.61); the sale's total is
    // round(30.09 × 1.16 = 34.9044) = 34.90, so one IVA goes up to 1.61: the first line's.
    const input = sale([line(1, '10.03'), line(1, '10.03'), line(1, '10.03')], '0.00', 16);
    expect(input.total).toBe('34.90');
    const document = saleAmounts(input);
    expect(document.Conceptos.map((concept) => concept.Impuestos?.Traslados[0]?.Importe)).toEqual([
      '1.61',
      '1.60',
      '1.60',
    ]);
    expect(document.Total).toBe('34.90');
    expect(satErrors(document)).toEqual([]);
  });

  it('gives the half cent of a discount the way the total went: 0.505 is 0.50 at 0 %', () => {
    // round(101.00 − 0.505) = 100.50 (half up), so the discount is 0.50, not round(0.505).
    const input = sale([line(1, '101.00')], '0.50', 0);
    expect(input.total).toBe('100.50');
    const document = saleAmounts(input);
    expect(document).toMatchObject({ Descuento: '0.50', Total: '100.50' });
    expect(satErrors(document)).toEqual([]);
  });

  it('a line discounted to nothing is not subject to tax; a line priced at zero is no concept', () => {
    const whole = saleAmounts(sale([line(1, '500.00')], '100.00', 16));
    expect(money(whole)).toEqual([
      { Importe: '500.00', Descuento: '500.00', ObjetoImp: '01', Traslados: undefined },
    ]);
    expect(whole).toMatchObject({ SubTotal: '500.00', Descuento: '500.00', Total: '0.00' });
    expect(whole).not.toHaveProperty('Impuestos');
    expect(satErrors(whole)).toEqual([]);

    const withFreeExam = saleAmounts(sale([line(1, '0.00'), line(2, '45.50')], '0.00', 16));
    expect(withFreeExam.Conceptos.map((concept) => concept.Importe)).toEqual(['91.00']);
    expect(() => saleAmounts(sale([line(1, '0.00')], '0.00', 16))).toThrow(/nothing priced/);
    const freeOnly = { lines: [line(1, '0.00')], discountPercent: '0.00', vatPercent: 16 } as const;
    expect(() => saleAmounts({ ...freeOnly, total: '5.00' })).toThrow(/nothing priced/);
    const zeroSale = { folio: 'A-1', amount: '0.00', discountPercent: '0.00', total: '0.00' };
    expect(() => globalAmounts([{ ...zeroSale, vatPercent: 16 }])).toThrow(/nothing priced/);
  });

  it('refuses what is not a sale rather than guess', () => {
    const halfAPair = { lines: [line(1.5, '10.00')], discountPercent: '0.00', total: '17.40' };
    expect(() => saleAmounts({ ...halfAPair, vatPercent: 16 })).toThrow(/whole number/);
    expect(() => saleAmounts(sale([line(1, '10.001')], '0.00', 16))).toThrow(/two decimals/);
    expect(() => saleAmounts(sale([line(1, '10.00')], '100.01', 16))).toThrow(/more than 100/);
    // A total 5 cents away from the sale's money: no split within the SAT's limits reaches it.
    const off = { ...sale([line(1, '10.00')], '0.00', 16), total: '11.65' };
    expect(() => saleAmounts(off)).toThrow(/adds up to the total/);
  });
});

describe('the checks of these tests', () => {
  it("bite: an IVA out of the SAT's limits, a sum or a Total off by a cent is named", () => {
    const document = saleAmounts(sale([line(1, '10.03'), line(2, '5.00')], '0.00', 16));
    expect(satErrors(document)).toEqual([]);
    const [first, second] = document.Conceptos;
    if (!first || !second) throw new Error('two concepts');
    const withIva = (Importe: string) => ({
      ...first,
      Impuestos: { Traslados: [traslado('10.03', '0.160000', Importe)] },
    });
    expect(satErrors({ ...document, Conceptos: [withIva('1.62'), second] })).toEqual(
      expect.arrayContaining(['concept 0: IVA 162 within 160–161', 'Traslado 0.160000: Σ Importe']),
    );
    expect(satErrors({ ...document, Total: '23.24' })).toEqual(['Total']);
    expect(satErrors({ ...document, SubTotal: '20.04' })).toEqual(['SubTotal', 'Total']);
    expect(satErrors({ ...document, Descuento: '0.00' })).toEqual(['no Descuento of zero']);
    expect(satErrors({ ...document, Conceptos: [{ ...first, Importe: '10.3' }, second] })).toEqual(
      expect.arrayContaining(['10.3 is an amount with two decimals', 'concept 0: Importe']),
    );
  });
});

describe('the money of a global invoice', () => {
  it('one concept per sale, its folio, its discount, its rate; Traslados grouped by rate', () => {
    const sales: CfdiGlobalSale[] = [
      {
        folio: 'A-101',
        amount: '1000.00',
        discountPercent: '0.00',
        vatPercent: 16,
        total: '1160.00',
      },
      {
        folio: 'A-102',
        amount: '500.00',
        discountPercent: '10.00',
        vatPercent: 8,
        total: '486.00',
      },
      { folio: 'A-103', amount: '250.00', discountPercent: '0.00', vatPercent: 0, total: '250.00' },
      { folio: 'A-104', amount: '0.00', discountPercent: '0.00', vatPercent: 16, total: '0.00' },
      { folio: 'A-105', amount: '10.03', discountPercent: '0.00', vatPercent: 16, total: '11.63' },
    ];
    const document = globalAmounts(sales);
    expect(document.Conceptos.map((concept) => concept.NoIdentificacion)).toEqual([
      'A-101',
      'A-102',
      'A-103',
      'A-105',
    ]);
    expect(document.Conceptos[1]).toEqual({
      ClaveProdServ: '01010101',
      NoIdentificacion: 'A-102',
      Cantidad: '1',
      ClaveUnidad: 'ACT',
      Descripcion: 'Venta',
      ValorUnitario: '500.00',
      Importe: '500.00',
      Descuento: '50.00',
      ObjetoImp: '02',
      Impuestos: { Traslados: [traslado('450.00', '0.080000', '36.00')] },
    });
    expect(document).toEqual({
      Conceptos: document.Conceptos,
      SubTotal: '1760.03',
      Descuento: '50.00',
      Impuestos: {
        TotalImpuestosTrasladados: '197.60',
        Traslados: [
          traslado('1010.03', '0.160000', '161.60'),
          traslado('450.00', '0.080000', '36.00'),
          traslado('250.00', '0.000000', '0.00'),
        ],
      },
      Total: '1907.63',
    });
    expect(satErrors(document)).toEqual([]);
  });
});

function randomSale(seed: number) {
  const { below, pick, next } = random(seed);
  const vat = pick([0, 8, 16] as const);
  if (next() < 0.1) {
    // An odd number of pesos with an odd half percent off: a discount of exactly half a cent.
    const pesos = BigInt(100 * (2 * below(5000) + 1));
    return sale([line(1, fixed2(pesos))], fixed2(BigInt(50 * (2 * below(100) + 1))), vat);
  }
  // Small prices make the cents collide; large ones make the IVA's fractions spread.
  const price = () => fixed2(BigInt(1 + below(pick([100, 5_000, 500_000, 10_000_000]))));
  const lines = Array.from({ length: 1 + below(next() < 0.3 ? 1 : 25) }, () =>
    line(next() < 0.7 ? 1 : 1 + below(12), price()),
  );
  const discount = pick([0, 0, 10000, 50 * below(201), below(10001), 1 + below(99)]);
  return sale(lines, fixed2(BigInt(discount)), vat);
}

// Tens of thousands of concepts, about 3 s: patience for a busy machine.
describe('the money fuzzed', { timeout: 30_000 }, () => {
  it("fits thousands of random sales at 0, 8 and 16 %: SAT-valid, the sale's total to the cent", () => {
    // How often the plain rounding missed: a discount rounded the other way, an IVA moved a cent.
    const adjusted = { discounts: 0, ivas: 0 };
    for (let seed = 1; seed <= 6000; seed += 1) {
      const input = randomSale(seed);
      const document = saleAmounts(input);
      expect([document.Total, ...satErrors(document)], `seed ${seed}`).toEqual([input.total]);
      const amount = cents(document.SubTotal);
      const discount = (amount * cents(input.discountPercent) + 5000n) / 10000n;
      if (cents(document.Descuento ?? '0.00') !== discount) adjusted.discounts += 1;
      const moved = document.Conceptos.some(({ Impuestos }) =>
        Impuestos?.Traslados.some(({ Base, Importe }) => {
          const exact = cents(Base) * BigInt(input.vatPercent);
          return cents(Importe) !== (exact + 50n) / 100n;
        }),
      );
      if (moved) adjusted.ivas += 1;
    }
    expect(adjusted.discounts).toBeGreaterThan(100);
    expect(adjusted.ivas).toBeGreaterThan(500);
  });

  it('fits random global invoices of mixed rates: the total is the sum of the sales', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const { below } = random(seed);
      const sales = Array.from({ length: 1 + below(40) }, (_, index) => {
        const { lines, discountPercent, vatPercent, total } = randomSale(seed * 1000 + index);
        const amount = lines.reduce((sum, { qty, price }) => sum + BigInt(qty) * cents(price), 0n);
        return { folio: `F-${index}`, amount: fixed2(amount), discountPercent, vatPercent, total };
      });
      const document = globalAmounts(sales);
      const total = sales.reduce((sum, { total: each }) => sum + cents(each), 0n);
      expect([cents(document.Total), ...satErrors(document)], `seed ${seed}`).toEqual([total]);
    }
  });
});
