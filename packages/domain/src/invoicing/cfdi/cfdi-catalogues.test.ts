import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SAT_EXPORTS,
  SAT_MONTHS,
  SAT_PAYMENT_METHODS,
  SAT_PERIODICITIES,
  SAT_RELATIONS,
  SAT_TAXES,
  SAT_VOUCHER_KINDS,
} from '../sat-cfdi-codes.js';
import { SAT_CFDI_USE_CODES } from '../sat-cfdi-uses.js';
import { SAT_PAYMENT_FORM_CODES } from '../sat-payment-forms.js';
import { SAT_REGIME_CODES } from '../sat-regimes.js';
import { SAT_UNIT_CODES } from '../sat-units.js';

// sat/catCFDI.xsd is Iris's stand-in for the SAT's (sat/README.md): it must declare every
// catalogue cfdv40.xsd names, and say of the catalogues Iris transcribed what the code says.
const read = (file: string) => readFileSync(join(import.meta.dirname, 'sat', file), 'utf8');
const catalogues = new Map(
  [...read('catCFDI.xsd').matchAll(/<xs:simpleType name="(\w+)">([\s\S]*?)<\/xs:simpleType>/g)].map(
    ([, name = '', body = '']) => [
      name,
      [...body.matchAll(/<xs:enumeration value="([^"]*)"\/>/g)].map(([, value]) => value),
    ],
  ),
);

describe("the stand-in for the SAT's catCFDI.xsd", () => {
  it('declares every catalogue type that cfdv40.xsd uses', () => {
    const used = new Set(
      [...read('cfdv40.xsd').matchAll(/catCFDI:(c_\w+)/g)].map(([, name]) => name),
    );
    expect(used.size).toBe(17);
    expect([...catalogues.keys()].sort()).toEqual([...used].sort());
  });

  it("enumerates the regimes, uses, payment forms and units as Iris's transcriptions do", () => {
    expect(catalogues.get('c_RegimenFiscal')).toEqual(SAT_REGIME_CODES);
    expect(catalogues.get('c_UsoCFDI')).toEqual(SAT_CFDI_USE_CODES);
    expect(catalogues.get('c_FormaPago')).toEqual(SAT_PAYMENT_FORM_CODES);
    expect(catalogues.get('c_ClaveUnidad')).toEqual(SAT_UNIT_CODES);
  });

  it('enumerates the small catalogues as the printed CFDI names them (sat-cfdi-codes.ts)', () => {
    const codes = (catalogue: readonly { code: string }[]) => catalogue.map((entry) => entry.code);
    expect(catalogues.get('c_TipoDeComprobante')).toEqual(codes(SAT_VOUCHER_KINDS));
    expect(catalogues.get('c_Exportacion')).toEqual(codes(SAT_EXPORTS));
    expect(catalogues.get('c_MetodoPago')).toEqual(codes(SAT_PAYMENT_METHODS));
    expect(catalogues.get('c_Periodicidad')).toEqual(codes(SAT_PERIODICITIES));
    expect(catalogues.get('c_Meses')).toEqual(codes(SAT_MONTHS));
    expect(catalogues.get('c_TipoRelacion')).toEqual(codes(SAT_RELATIONS));
    expect(catalogues.get('c_Impuesto')).toEqual(codes(SAT_TAXES));
  });
});
