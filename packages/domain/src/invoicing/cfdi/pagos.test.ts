import { describe, expect, it } from 'vitest';
import { pagosComplemento, paymentComprobante } from './pagos.js';
import {
  company,
  header,
  invoices,
  pagoNodes,
  payment,
  traslado,
} from './testing/payment-fixtures.js';

/*
 * A payment's CFDI (tipo P) and its Pagos 2.0 complement: what it says, read back from the XML it
 * writes. Its schema, the SAT's XSLT and the seal: pagos-sat.test.ts; the taxes' shares over many
 * payments: pagos-taxes.test.ts.
 */

const read = (xml: string) => ({
  totales: pagoNodes(xml, 'Totales'),
  pago: pagoNodes(xml, 'Pago'),
  docto: pagoNodes(xml, 'DoctoRelacionado'),
  trasladosDR: pagoNodes(xml, 'TrasladoDR'),
  trasladosP: pagoNodes(xml, 'TrasladoP'),
});

describe('a payment of a $1,160.00 invoice at 16 %, in two parcialidades', () => {
  const first = pagosComplemento(payment(invoices.at16, 1, '1160.00', '500.00'));
  const second = pagosComplemento(payment(invoices.at16, 2, '660.00', '660'));

  it('pays 500.00 first: 660.00 left, the base and IVA in proportion', () => {
    const { totales, pago, docto, trasladosDR, trasladosP } = read(first.xml);
    expect(docto).toEqual([
      {
        IdDocumento: '5FB2822E-396D-4725-8521-CDC4BDD21024',
        Serie: 'FAC',
        Folio: '1024',
        MonedaDR: 'MXN',
        EquivalenciaDR: '1',
        NumParcialidad: '1',
        ImpSaldoAnt: '1160.00',
        ImpPagado: '500.00',
        ImpSaldoInsoluto: '660.00',
        ObjetoImpDR: '02',
      },
    ]);
    // 1000 × 500 / 1160 = 431.0344… → 431.03; its IVA the cent at or above 431.03 × 0.16.
    const share = { TipoFactorDR: 'Tasa', TasaOCuotaDR: '0.160000' };
    expect(trasladosDR).toEqual([
      { BaseDR: '431.03', ImpuestoDR: '002', ...share, ImporteDR: '68.97' },
    ]);
    expect(trasladosP).toEqual([
      {
        BaseP: '431.03',
        ImpuestoP: '002',
        TipoFactorP: 'Tasa',
        TasaOCuotaP: '0.160000',
        ImporteP: '68.97',
      },
    ]);
    expect(pago).toEqual([
      {
        FechaPago: '2025-12-01T12:30:00',
        FormaDePagoP: '03',
        MonedaP: 'MXN',
        TipoCambioP: '1',
        Monto: '500.00',
      },
    ]);
    expect(totales).toEqual([
      {
        TotalTrasladosBaseIVA16: '431.03',
        TotalTrasladosImpuestoIVA16: '68.97',
        MontoTotalPagos: '500.00',
      },
    ]);
  });

  it('pays the 660.00 left second: nothing left, and the two shares make the invoice exactly', () => {
    const { totales, docto, trasladosDR } = read(second.xml);
    expect(docto[0]).toMatchObject({
      NumParcialidad: '2',
      ImpSaldoAnt: '660.00',
      ImpPagado: '660.00',
      ImpSaldoInsoluto: '0.00',
    });
    expect(trasladosDR).toMatchObject([{ BaseDR: '568.97', ImporteDR: '91.03' }]);
    expect(totales).toEqual([
      {
        TotalTrasladosBaseIVA16: '568.97',
        TotalTrasladosImpuestoIVA16: '91.03',
        MontoTotalPagos: '660.00',
      },
    ]);
    // To the cent, not within a tolerance: 431.03 + 568.97 = 1000.00, 68.97 + 91.03 = 160.00.
    const sum = (name: string) =>
      [first, second]
        .map((one) => BigInt(pagoNodes(one.xml, 'TrasladoDR')[0]?.[name]?.replace('.', '') ?? ''))
        .reduce((total, cents) => total + cents, 0n);
    expect([sum('BaseDR'), sum('ImporteDR')]).toEqual([100000n, 16000n]);
  });

  it("gives the original string the values in Pagos20.xslt's order", () => {
    expect(first.originalStringValues).toEqual([
      ...['2.0', '431.03', '68.97', '500.00'],
      ...['2025-12-01T12:30:00', '03', 'MXN', '1', '500.00'],
      ...['5FB2822E-396D-4725-8521-CDC4BDD21024', 'FAC', '1024', 'MXN', '1', '1'],
      ...['1160.00', '500.00', '660.00', '02'],
      ...['431.03', '002', 'Tasa', '0.160000', '68.97'],
      ...['431.03', '002', 'Tasa', '0.160000', '68.97'],
    ]);
    expect(first).toMatchObject({
      prefix: 'pago20',
      namespace: 'http://www.sat.gob.mx/Pagos20',
      schemaLocation: 'http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd',
    });
    expect(first.xml).toMatch(/^<pago20:Pagos Version="2.0">\n<pago20:Totales /);
  });
});

describe('other rates, and nothing taxed', () => {
  it('at 8 %: Totales of IVA 8 only', () => {
    const { xml } = pagosComplemento(payment(invoices.at8, 1, '4749.84', '1000.00'));
    // 4398.00 × 1000 / 4749.84 = 925.9259… → 925.93; 925.93 × 0.08 = 74.0744 → 74.08.
    expect(read(xml).trasladosDR).toMatchObject([
      { BaseDR: '925.93', TasaOCuotaDR: '0.080000', ImporteDR: '74.08' },
    ]);
    expect(read(xml).totales).toEqual([
      {
        TotalTrasladosBaseIVA8: '925.93',
        TotalTrasladosImpuestoIVA8: '74.08',
        MontoTotalPagos: '1000.00',
      },
    ]);
  });

  it('at 0 %: subject to tax (02) at a rate of zero, its Totales of IVA 0 both written', () => {
    const { xml } = pagosComplemento(payment(invoices.at0, 1, '350.00', '350.00'));
    expect(read(xml).docto[0]?.ObjetoImpDR).toBe('02');
    expect(read(xml).trasladosDR).toMatchObject([
      { BaseDR: '350.00', TasaOCuotaDR: '0.000000', ImporteDR: '0.00' },
    ]);
    expect(read(xml).totales).toEqual([
      {
        TotalTrasladosBaseIVA0: '350.00',
        TotalTrasladosImpuestoIVA0: '0.00',
        MontoTotalPagos: '350.00',
      },
    ]);
  });

  it('an invoice at two rates: a TrasladoDR and a TrasladoP per rate, 16 % first', () => {
    const mixed = {
      ...invoices.at16,
      total: '1510.00',
      traslados: [
        traslado('0.160000', '1000.00', '160.00'),
        traslado('0.000000', '350.00', '0.00'),
      ],
    };
    const { xml } = pagosComplemento(payment(mixed, 1, '1510.00', '755.00'));
    expect(read(xml).trasladosP).toMatchObject([
      { BaseP: '500.00', TasaOCuotaP: '0.160000', ImporteP: '80.00' },
      { BaseP: '175.00', TasaOCuotaP: '0.000000', ImporteP: '0.00' },
    ]);
    expect(read(xml).totales).toEqual([
      {
        TotalTrasladosBaseIVA16: '500.00',
        TotalTrasladosImpuestoIVA16: '80.00',
        TotalTrasladosBaseIVA0: '175.00',
        TotalTrasladosImpuestoIVA0: '0.00',
        MontoTotalPagos: '755.00',
      },
    ]);
  });

  it('nothing taxed: ObjetoImpDR 01, no ImpuestosDR nor ImpuestosP, Totales of the amount only', () => {
    const { xml } = pagosComplemento(payment(invoices.untaxed, 3, '30.00', '30.00'));
    expect(read(xml).docto[0]).toMatchObject({ NumParcialidad: '3', ObjetoImpDR: '01' });
    expect(xml).not.toMatch(/ImpuestosDR|ImpuestosP|TrasladoDR|TrasladoP/);
    expect(read(xml).totales).toEqual([{ MontoTotalPagos: '30.00' }]);
  });
});

describe('the payment CFDI (tipo P)', () => {
  const model = paymentComprobante(header, company, payment(invoices.at16, 1, '1160.00', '500'));

  it("is the Guía's: zero, XXX, one concept 84111506 ACT Pago, the receiver's use CP01", () => {
    expect(model).toMatchObject({
      ...header,
      SubTotal: '0',
      Total: '0',
      Moneda: 'XXX',
      TipoDeComprobante: 'P',
      Exportacion: '01',
      Receptor: { ...company, UsoCFDI: 'CP01' },
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
    });
    for (const absent of [
      'FormaPago',
      'MetodoPago',
      'Descuento',
      'Impuestos',
      'CfdiRelacionados',
    ]) {
      expect(model).not.toHaveProperty(absent);
    }
    expect(model.Complemento).toHaveLength(1);
    expect(model.Complemento?.[0]?.xml).toContain(' ImpSaldoInsoluto="660.00" ');
  });
});

describe('what a payment refuses', () => {
  it.each([
    [
      'more than the balance',
      payment(invoices.at16, 2, '660.00', '660.01'),
      /more than the balance/,
    ],
    ['a balance above the total', payment(invoices.at16, 1, '1160.01', '1.00'), /invoice's total/],
    ['a payment of nothing', payment(invoices.at16, 1, '1160.00', '0.00'), /of nothing/],
    ['parcialidad 0', payment(invoices.at16, 0, '1160.00', '1.00'), /parcialidad 0/],
    ['parcialidad 1000', payment(invoices.at16, 1000, '1160.00', '1.00'), /parcialidad 1000/],
    ['form 99', { ...payment(invoices.at16, 1, '1160.00', '1'), formaDePagoP: '99' }, /99/],
    ['a date', { ...payment(invoices.at16, 1, '1160.00', '1'), fechaPago: '2025-12-01' }, /local/],
    ['three decimals', payment(invoices.at16, 1, '1160.00', '1.005'), /two decimals/],
  ] as const)('%s', (_, refused, message) => {
    expect(() => pagosComplemento(refused)).toThrow(message);
    expect(() => paymentComprobante(header, company, refused)).toThrow(message);
  });

  it('a cent that pays no cent of the base of a taxed invoice', () => {
    // Of base paid so far, 0.03 of 1160.00 is round(1000 × 0.03 / 1160 = 0.0259) = 0.03, and
    // 0.04 is round(0.0345) = 0.03 too: that cent carries no base, which the SAT refuses.
    expect(() => pagosComplemento(payment(invoices.at16, 2, '1159.97', '0.01'))).toThrow(
      /pays no cent of the invoice's base/,
    );
    // The next cent does (0.04 → 0.03, 0.05 → 0.04).
    const next = pagosComplemento(payment(invoices.at16, 3, '1159.96', '0.01'));
    expect(read(next.xml).trasladosDR).toMatchObject([{ BaseDR: '0.01', ImporteDR: '0.00' }]);
  });
});
