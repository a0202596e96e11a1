import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SaleVat } from '../../sales/sale.schemas.js';
import { comprobanteXml } from './comprobante-xml.js';
import { creditNoteComprobante, type CreditNoteInput } from './credit-note.js';
import { originalString } from './original-string.js';
import { company, header } from './testing/payment-fixtures.js';
import { SatFolder, sealVerifies, sealed } from './testing/sat-tools.js';
import { random } from './testing/seeded-random.js';

/*
 * A credit note (tipo E): its money from what was given back at each rate, and the document
 * checked by the SAT's schema, XSLT and the seal of its test CSD.
 */

const UUID = '5FB2822E-396D-4725-8521-CDC4BDD21024';
const refund = (
  parts: CreditNoteInput['parts'],
  relation: '01' | '03' = '03',
): CreditNoteInput => ({
  related: { uuid: UUID, relation },
  paymentForm: '04',
  description: 'DEVOLUCION DE MERCANCIA VENTA 12',
  parts,
});
const note = (input: CreditNoteInput) => creditNoteComprobante(header, company, input);
const cents = (text: string | undefined) => BigInt(text?.replace('.', '') ?? '');

describe('the money of a credit note', () => {
  it('gives back 1,160.00 at 16 %: base 1000.00, IVA 160.00, one concept of the description', () => {
    const model = note(refund([{ vatPercent: 16, total: '1160.00' }]));
    expect(model).toMatchObject({
      ...header,
      FormaPago: '04',
      MetodoPago: 'PUE',
      Moneda: 'MXN',
      TipoDeComprobante: 'E',
      Exportacion: '01',
      CfdiRelacionados: [{ TipoRelacion: '03', UUIDs: [UUID] }],
      Receptor: company,
      SubTotal: '1000.00',
      Total: '1160.00',
      Impuestos: {
        TotalImpuestosTrasladados: '160.00',
        Traslados: [
          {
            Base: '1000.00',
            Impuesto: '002',
            TipoFactor: 'Tasa',
            TasaOCuota: '0.160000',
            Importe: '160.00',
          },
        ],
      },
    });
    expect(model.Conceptos).toEqual([
      {
        ClaveProdServ: '84111506',
        Cantidad: '1',
        ClaveUnidad: 'ACT',
        Descripcion: 'DEVOLUCION DE MERCANCIA VENTA 12',
        ValorUnitario: '1000.00',
        Importe: '1000.00',
        ObjetoImp: '02',
        Impuestos: { Traslados: model.Impuestos?.Traslados },
      },
    ]);
    expect(model).not.toHaveProperty('Descuento');
  });

  it.each([
    [16, '0.01', '0.01', '0.00'],
    [16, '0.99', '0.85', '0.14'],
    [8, '999.99', '925.92', '74.07'],
    [8, '0.05', '0.05', '0.00'],
    [0, '999.99', '999.99', '0.00'],
    [16, '12345.67', '10642.82', '1702.85'],
  ] as const)('at %i %, %s is %s + %s', (vatPercent, total, base, iva) => {
    const model = note(refund([{ vatPercent, total }]));
    expect(model.Impuestos?.Traslados).toMatchObject([{ Base: base, Importe: iva }]);
    expect([model.SubTotal, model.Total]).toEqual([base, total]);
  });

  it('gives back at three rates: a concept each, their Traslados per rate, the sum to the cent', () => {
    const model = note(
      refund([
        { vatPercent: 8, total: '100.00' },
        { vatPercent: 16, total: '0.03' },
        { vatPercent: 0, total: '0.00' },
        { vatPercent: 0, total: '50.50' },
      ]),
    );
    // 100 / 1.08 = 92.5925… → 92.59 + 7.41; 0.03 / 1.16 = 0.0258… → 0.03 + 0.00; 50.50 at 0 %.
    expect(
      model.Conceptos.map((c) => [c.ValorUnitario, c.Impuestos?.Traslados[0]?.Importe]),
    ).toEqual([
      ['92.59', '7.41'],
      ['0.03', '0.00'],
      ['50.50', '0.00'],
    ]);
    expect(model.Impuestos?.Traslados.map((t) => [t.TasaOCuota, t.Base, t.Importe])).toEqual([
      ['0.160000', '0.03', '0.00'],
      ['0.080000', '92.59', '7.41'],
      ['0.000000', '50.50', '0.00'],
    ]);
    expect([model.SubTotal, model.Impuestos?.TotalImpuestosTrasladados, model.Total]).toEqual([
      '143.12',
      '7.41',
      '150.53',
    ]);
  });

  it("adds up to the parts to the cent, each IVA within the SAT's margin, for random refunds", () => {
    for (let seed = 1; seed <= 3000; seed += 1) {
      const { below, pick } = random(seed);
      const vatPercent = pick<SaleVat>([0, 8, 16]);
      const total = BigInt(1 + below(pick([100, 10_000, 100_000_000])));
      const text = `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
      const [traslado] = note(refund([{ vatPercent, total: text }])).Impuestos?.Traslados ?? [];
      const base = cents(traslado?.Base);
      const iva = cents(traslado?.Importe);
      const vat = BigInt(vatPercent);
      const margin = [((2n * base - 1n) * vat) / 200n, ((2n * base + 1n) * vat + 199n) / 200n];
      expect([base + iva, margin[0]! <= iva && iva <= margin[1]!], `seed ${seed}`).toEqual([
        total,
        true,
      ]);
    }
  });

  it('refuses the form 99, and nothing to give back', () => {
    const parts = [{ vatPercent: 16, total: '10.00' }] as const;
    expect(() => note({ ...refund(parts), paymentForm: '99' })).toThrow(/PUE/);
    expect(() => note(refund([{ vatPercent: 16, total: '0.00' }]))).toThrow(/nothing priced/);
    expect(() => note(refund([]))).toThrow(/nothing priced/);
  });
});

describe("credit notes against the SAT's schema, transform and seal", () => {
  const folder = new SatFolder();
  afterAll(() => folder.remove());
  const documents = {
    'return-03': note(refund([{ vatPercent: 16, total: '1160.00' }], '03')),
    'credit-01': note(refund([{ vatPercent: 8, total: '999.99' }], '01')),
    'three-rates': note(
      refund([
        { vatPercent: 16, total: '0.01' },
        { vatPercent: 8, total: '100.00' },
        { vatPercent: 0, total: '50.50' },
      ]),
    ),
    awkward: creditNoteComprobante(
      header,
      { ...company, Nombre: 'PEÑA & "HIJOS" <SUR>' },
      { ...refund([{ vatPercent: 16, total: '58.00' }]), description: 'BONIFICACIÓN & "AJUSTE"' },
    ),
  };
  const names = Object.keys(documents) as (keyof typeof documents)[];
  const xmls = Object.fromEntries(
    names.map((name) => [name, comprobanteXml(sealed(documents[name]))]),
  );

  it.each(names)(
    '%s: the schema accepts it, the XSLT yields originalString, the seal verifies',
    (name) => {
      const xml = xmls[name] ?? '';
      const { [name]: result } = folder.validate({ [name]: xml });
      expect(result, result?.log).toEqual({
        valid: true,
        log: `${join(folder.path, `${name}.xml`)} validates`,
      });
      const fromXslt = folder.transform(folder.write(name, xml));
      expect(fromXslt).toBe(originalString(documents[name]));
      expect(sealVerifies(xml, fromXslt)).toBe(true);
    },
  );

  it('writes the TipoRelacion and the UUID, in the XML and the original string', () => {
    expect(xmls['return-03']).toContain(
      `<cfdi:CfdiRelacionados TipoRelacion="03">\n<cfdi:CfdiRelacionado UUID="${UUID}"/>`,
    );
    expect(xmls['credit-01']).toContain('<cfdi:CfdiRelacionados TipoRelacion="01">');
    expect(originalString(documents['credit-01'])).toContain(
      `|925.92|MXN|999.99|E|01|PUE|06600|01|${UUID}|LAN7008173R5|`,
    );
    expect(xmls.awkward).toContain(' Descripcion="BONIFICACIÓN &amp; &quot;AJUSTE&quot;" ');
    expect(originalString(documents.awkward)).toContain('|PEÑA & "HIJOS" <SUR>|');
  });
});
