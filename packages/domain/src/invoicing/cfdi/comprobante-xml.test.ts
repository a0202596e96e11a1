import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { globalAmounts, saleAmounts, type CfdiSaleLine } from './cfdi-amounts.js';
import { comprobanteXml } from './comprobante-xml.js';
import { publicoEnGeneral, type Receptor, type UnsealedComprobante } from './comprobante.js';
import { originalString } from './original-string.js';
import {
  SAT,
  SatFolder,
  attribute,
  csd,
  emisor,
  sealVerifies,
  sealed,
} from './testing/sat-tools.js';

/*
 * What the CFDI core writes, checked with the SAT's own material (sat/README.md): the XML against
 * cfdv40.xsd by xmllint, its original string against cadenaoriginal_4_0.xslt by xsltproc, and the
 * seal made with the SAT's test CSD verified over the XSLT's string (testing/sat-tools.ts).
 */

const patient: Receptor = {
  Rfc: 'PEÑM800101AB1',
  Nombre: 'MARÍA JOSÉ PEÑA ÑÚÑEZ',
  DomicilioFiscalReceptor: '44100',
  RegimenFiscalReceptor: '612',
  UsoCFDI: 'D01',
};
const company: Receptor = {
  Rfc: 'A&C010101AB1',
  Nombre: 'ÓPTICA GÓMEZ & HIJOS "LA VISTA" <NORTE>',
  DomicilioFiscalReceptor: '64000',
  RegimenFiscalReceptor: '601',
  UsoCFDI: 'G03',
};
const header = {
  Serie: 'FAC',
  Fecha: '2025-11-28T10:15:00',
  ...csd,
  Moneda: 'MXN',
  TipoDeComprobante: 'I',
  Exportacion: '01',
  LugarExpedicion: '06600',
  Emisor: emisor,
} as const;

const frame: CfdiSaleLine = {
  qty: 1,
  price: '1899.00',
  keys: {
    ClaveProdServ: '42142905',
    NoIdentificacion: 'RB-5154/49',
    ClaveUnidad: 'H87',
    Unidad: 'Pieza',
    // Quotes, <, >, & and runs of spaces, a tab and a line end, which both sides collapse; the
    // no-break space (U+00A0) is not XML white space and stays.
    Descripcion: 'Armazón "Ray-Ban" <Clubmaster> & estuche  de\tpiel\n  café\u00a0oscuro',
  },
};
const lenses: CfdiSaleLine = {
  qty: 2,
  price: '1249.50',
  keys: {
    ClaveProdServ: '42142913',
    ClaveUnidad: 'H87',
    Descripcion: 'Lente monofocal 1.56 antirreflejante, graduación -2.25 (OD/OI) — año 2025',
  },
};
const exam: CfdiSaleLine = {
  qty: 1,
  price: '350.00',
  keys: { ClaveProdServ: '85121800', ClaveUnidad: 'E48', Descripcion: 'Examen de la vista' },
};
const totalOf = (amount: bigint, discountHundredths: bigint, vat: bigint) => {
  const cents = (amount * (10000n - discountHundredths) * (100n + vat) + 500_000n) / 1_000_000n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};

/** Realistic documents, each written, validated, transformed and verified below. */
const documents = {
  'pue-customer': {
    ...header,
    Folio: '1024',
    FormaPago: '04',
    MetodoPago: 'PUE',
    Receptor: patient,
    ...saleAmounts({
      lines: [frame, lenses, exam],
      discountPercent: '12.50',
      vatPercent: 16,
      total: totalOf(474800n, 1250n, 16n),
    }),
  },
  'ppd-company': {
    ...header,
    Folio: '1025',
    FormaPago: '99',
    MetodoPago: 'PPD',
    Receptor: company,
    ...saleAmounts({
      lines: [frame, lenses],
      discountPercent: '0.00',
      vatPercent: 8,
      total: totalOf(439800n, 0n, 8n),
    }),
  },
  global: {
    ...header,
    Serie: 'GLOBAL',
    Folio: '77',
    FormaPago: '01',
    MetodoPago: 'PUE',
    InformacionGlobal: { Periodicidad: '04', Meses: '11', Año: '2025' },
    Receptor: publicoEnGeneral('06600'),
    ...globalAmounts([
      {
        folio: 'CEN-3301',
        amount: '4748.00',
        discountPercent: '12.50',
        vatPercent: 16,
        total: '4819.22',
      },
      {
        folio: 'CEN-3302',
        amount: '350.00',
        discountPercent: '0.00',
        vatPercent: 8,
        total: '378.00',
      },
      {
        folio: 'CEN-3303',
        amount: '999.99',
        discountPercent: '3.33',
        vatPercent: 0,
        total: '966.69',
      },
      {
        folio: 'CEN-3304',
        amount: '10.03',
        discountPercent: '0.00',
        vatPercent: 16,
        total: '11.63',
      },
    ]),
  },
  'substitution-04': {
    ...header,
    Folio: '1026',
    FormaPago: '03',
    MetodoPago: 'PUE',
    CfdiRelacionados: [
      {
        TipoRelacion: '04',
        UUIDs: ['5FB2822E-396D-4725-8521-CDC4BDD20CCF', 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'],
      },
    ],
    Receptor: patient,
    ...saleAmounts({
      lines: [exam],
      discountPercent: '0.00',
      vatPercent: 0,
      total: '350.00',
    }),
  },
  'credit-note-01': {
    ...header,
    Serie: 'NC',
    Folio: '12',
    FormaPago: '04',
    MetodoPago: 'PUE',
    TipoDeComprobante: 'E',
    CfdiRelacionados: [{ TipoRelacion: '01', UUIDs: ['5FB2822E-396D-4725-8521-CDC4BDD20CCF'] }],
    Receptor: patient,
    ...saleAmounts({
      lines: [exam],
      discountPercent: '0.00',
      vatPercent: 16,
      total: '406.00',
    }),
  },
  'given-away': {
    ...header,
    Folio: '1027',
    FormaPago: '01',
    MetodoPago: 'PUE',
    Receptor: patient,
    ...saleAmounts({ lines: [exam], discountPercent: '100.00', vatPercent: 16, total: '0.00' }),
  },
} satisfies Record<string, UnsealedComprobante>;

const folder = new SatFolder();
afterAll(() => folder.remove());
const write = (name: string, xml: string) => folder.write(name, xml);
const transform = (path: string) => folder.transform(path);

describe("the CFDI against the SAT's schema, transform and seal", () => {
  const sealedDocuments = Object.fromEntries(
    Object.entries(documents).map(([name, model]) => [name, sealed(model)]),
  );
  const xmls = Object.fromEntries(
    Object.entries(sealedDocuments).map(([name, model]) => [name, comprobanteXml(model)]),
  );
  const issuerXml = xmls['pue-customer'] ?? '';
  // The negative cases ride in the same xmllint run.
  const broken = {
    'no-issuer-rfc': issuerXml.replace(' Rfc="LAN7008173R5"', ''),
    'use-not-in-catalogue': issuerXml.replace('UsoCFDI="D01"', 'UsoCFDI="P01"'),
    'empty-series': issuerXml.replace('Serie="FAC"', 'Serie=""'),
  };
  // One xmllint run for all, made by the first test that asks: without xmllint each test fails.
  // These carry no complement: cfdv40.xsd alone is their schema.
  let validated: ReturnType<SatFolder['validate']> | undefined;
  const results = () =>
    (validated ??= folder.validate({ ...xmls, ...broken }, join(SAT, 'cfdv40.xsd')));

  it.each(Object.keys(documents))('%s: cfdv40.xsd accepts the XML', (name) => {
    const result = results()[name];
    expect(result, result?.log).toEqual({
      valid: true,
      log: `${join(folder.path, `${name}.xml`)} validates`,
    });
  });

  it.each(Object.keys(documents))(
    '%s: the XSLT yields exactly originalString, and the seal verifies over it',
    (name) => {
      const model = sealedDocuments[name];
      const xml = xmls[name];
      if (!model || !xml) throw new Error(name);
      const fromXslt = transform(join(folder.path, `${name}.xml`));
      expect(fromXslt).toBe(originalString(model));
      expect(fromXslt).toMatch(/^\|\|4\.0\|.*\|\|$/);
      expect(sealVerifies(xml, fromXslt)).toBe(true);
      expect(attribute(xml, 'NoCertificado')).toBe('20001000000300022815');
    },
  );

  it('the schema bites: a missing required attribute, a use not in the catalogue, an empty series', () => {
    const {
      'no-issuer-rfc': noRfc,
      'use-not-in-catalogue': use,
      'empty-series': series,
    } = results();
    expect(noRfc?.valid).toBe(false);
    expect(noRfc?.log).toMatch(/Emisor.*attribute 'Rfc' is required/);
    expect(use?.valid).toBe(false);
    expect(use?.log).toMatch(/UsoCFDI.*P01/);
    expect(series?.valid).toBe(false);
    expect(series?.log).toMatch(/Serie/);
  });

  it('a changed attribute changes the string, which the XSLT follows, and breaks the seal', () => {
    const original = sealed(documents['pue-customer']);
    const changed = { ...original, Receptor: { ...patient, Nombre: 'MARIA JOSE PENA NUNEZ' } };
    const path = write('changed', comprobanteXml(changed));
    const fromXslt = transform(path);
    expect(fromXslt).toBe(originalString(changed));
    expect(fromXslt).not.toBe(originalString(original));
    expect(fromXslt).toContain('|MARIA JOSE PENA NUNEZ|44100|');
    // The seal of the first string, left on the changed document, does not verify.
    expect(sealVerifies(comprobanteXml(changed), fromXslt)).toBe(false);
    expect(sealVerifies(comprobanteXml(original), originalString(original))).toBe(true);
  });
});

describe('what the writers leave out, refuse and make room for', () => {
  const model = sealed(documents['substitution-04']);

  it('writes an optional attribute of only spaces nowhere, neither in the XML nor the string', () => {
    const [concepto] = model.Conceptos;
    if (!concepto) throw new Error('a concept');
    const blank = {
      ...model,
      Serie: ' \t ',
      Conceptos: [{ ...concepto, NoIdentificacion: '', Unidad: '  ' }],
    };
    const xml = comprobanteXml(blank);
    expect(xml).not.toMatch(/ (Serie|NoIdentificacion|Unidad)=/);
    expect(originalString(blank)).toBe(originalString({ ...model, Serie: undefined }));
    expect(transform(write('blank', xml))).toBe(originalString(blank));
  });

  it('refuses a character XML cannot carry rather than write a broken document', () => {
    const bell = { ...model, Receptor: { ...patient, Nombre: 'MARÍA\u0007' } };
    expect(() => comprobanteXml(bell)).toThrow(/XML cannot carry/);
    expect(() => originalString(bell)).toThrow(/XML cannot carry/);
  });

  it('puts a complement in cfdi:Complemento with its namespace, and its values at the end', () => {
    const complemento = {
      prefix: 'prueba',
      namespace: 'http://www.sat.gob.mx/Prueba10',
      schemaLocation: 'http://www.sat.gob.mx/sitio_internet/cfd/Prueba/Prueba10.xsd',
      xml: '<prueba:Prueba Version="1.0" Dato="x &amp; y"/>',
      originalStringValues: [] as string[],
    };
    const xml = comprobanteXml({ ...model, Complemento: [complemento] });
    expect(xml).toContain(' xmlns:prueba="http://www.sat.gob.mx/Prueba10"');
    expect(attribute(xml, 'xsi:schemaLocation')).toBe(
      'http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd ' +
        'http://www.sat.gob.mx/Prueba10 http://www.sat.gob.mx/sitio_internet/cfd/Prueba/Prueba10.xsd',
    );
    expect(xml).toMatch(
      /<cfdi:Complemento>\n<prueba:Prueba Version="1.0" Dato="x &amp; y"\/>\n<\/cfdi:Complemento>\n<\/cfdi:Comprobante>\n$/,
    );
    // The SAT's XSLT without the complement's own transform reads nothing of it, as Iris's
    // string does when the complement gives no values.
    expect(transform(write('complement', xml))).toBe(originalString(model));
    const withValues = {
      ...model,
      Complemento: [{ ...complemento, originalStringValues: ['1.0', 'x  y'] }],
    };
    expect(originalString(withValues)).toBe(`${originalString(model).slice(0, -2)}|1.0|x y||`);
  });
});
