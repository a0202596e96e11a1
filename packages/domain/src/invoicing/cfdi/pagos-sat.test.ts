import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { comprobanteXml } from './comprobante-xml.js';
import { originalString } from './original-string.js';
import { paymentComprobante } from './pagos.js';
import { company, header, invoices, payment, traslado } from './testing/payment-fixtures.js';
import { SAT, SatFolder, sealVerifies, sealed } from './testing/sat-tools.js';

/*
 * Payments' CFDIs checked by the SAT's own material (sat/README.md): the XML against cfdv40.xsd
 * and Pagos20.xsd together (cfdv40-complementos.xsd), the original string against
 * cadenaoriginal_4_0.xslt with Pagos20.xslt included, and the seal made with the SAT's test CSD
 * verified over the XSLT's string.
 */

const folder = new SatFolder();
afterAll(() => folder.remove());

// Quotes, <, >, & and Ñ in the receiver's name and the invoice's series, which the XML escapes and
// the original string carries as they are.
const awkward = {
  ...company,
  Rfc: 'A&Ñ010101AB1',
  Nombre: 'ÓPTICA GÓMEZ & HIJOS "LA VISTA" <NORTE> ÑUÑOA',
};
const awkwardInvoice = { ...invoices.at16, serie: 'A&"B"', folio: '<7>' };
const mixed = {
  ...invoices.at16,
  total: '1510.00',
  traslados: [traslado('0.160000', '1000.00', '160.00'), traslado('0.000000', '350.00', '0.00')],
};

const documents = {
  'first-of-two': paymentComprobante(header, company, payment(invoices.at16, 1, '1160.00', '500')),
  'second-of-two': paymentComprobante(header, company, payment(invoices.at16, 2, '660.00', '660')),
  'at-8': paymentComprobante(header, company, payment(invoices.at8, 1, '4749.84', '1000.00')),
  'at-0': paymentComprobante(header, company, payment(invoices.at0, 1, '350.00', '350.00')),
  'two-rates': paymentComprobante(header, company, payment(mixed, 1, '1510.00', '755.00')),
  untaxed: paymentComprobante(header, company, payment(invoices.untaxed, 1, '80.00', '79.99')),
  awkward: paymentComprobante(header, awkward, payment(awkwardInvoice, 1, '1160.00', '1160.00')),
};
const names = Object.keys(documents) as (keyof typeof documents)[];
const models = Object.fromEntries(names.map((name) => [name, sealed(documents[name])]));
const xmls = Object.fromEntries(names.map((name) => [name, comprobanteXml(models[name]!)]));

const first = xmls['first-of-two'] ?? '';
// A complement the schema must refuse, each a single break of a valid one.
const broken = {
  'no-monto-total-pagos': first.replace(/ MontoTotalPagos="[^"]*"/, ''),
  'base-dr-of-zero': first.replace(/ BaseDR="[^"]*"/, ' BaseDR="0.00"'),
  'no-docto-relacionado': first.replace(
    /<pago20:DoctoRelacionado [\s\S]*?<\/pago20:DoctoRelacionado>\n/,
    '',
  ),
  'form-not-in-catalogue': first.replace('FormaDePagoP="03"', 'FormaDePagoP="07"'),
  // The same element in a namespace no schema loaded declares.
  'unknown-complement': first.replace(
    'xmlns:pago20="http://www.sat.gob.mx/Pagos20"',
    'xmlns:pago20="http://www.sat.gob.mx/Pagos21"',
  ),
};

describe("payments against the SAT's schemas, transform and seal", () => {
  let validated: ReturnType<SatFolder['validate']> | undefined;
  const results = () => (validated ??= folder.validate({ ...xmls, ...broken }));

  it.each(names)('%s: cfdv40.xsd and Pagos20.xsd accept the XML', (name) => {
    const result = results()[name];
    expect(result, result?.log).toEqual({
      valid: true,
      log: `${join(folder.path, `${name}.xml`)} validates`,
    });
  });

  it.each(names)('%s: the XSLT yields exactly originalString, and the seal verifies', (name) => {
    const model = models[name];
    const xml = xmls[name];
    if (!model || !xml) throw new Error(name);
    const fromXslt = folder.transform(folder.write(name, xml));
    expect(fromXslt).toBe(originalString(model));
    // The complement's part is there: its Version after the concept, MontoTotalPagos…
    expect(fromXslt).toMatch(/\|84111506\|1\|ACT\|Pago\|0\|0\|01\|2\.0\|/);
    expect(sealVerifies(xml, fromXslt)).toBe(true);
  });

  it('carries the special characters escaped in the XML, as they are in the original string', () => {
    const xml = xmls.awkward ?? '';
    expect(xml).toContain(
      'Nombre="ÓPTICA GÓMEZ &amp; HIJOS &quot;LA VISTA&quot; &lt;NORTE&gt; ÑUÑOA"',
    );
    expect(xml).toContain(' Serie="A&amp;&quot;B&quot;" Folio="&lt;7&gt;" ');
    const fromXslt = folder.transform(folder.write('awkward', xml));
    expect(fromXslt).toContain('|A&Ñ010101AB1|ÓPTICA GÓMEZ & HIJOS "LA VISTA" <NORTE> ÑUÑOA|');
    expect(fromXslt).toContain('|5FB2822E-396D-4725-8521-CDC4BDD21024|A&"B"|<7>|MXN|1|1|');
  });

  it('the schemas bite inside the complement: each break refused, by Pagos20.xsd', () => {
    const log = (name: keyof typeof broken) => {
      const result = results()[name];
      expect(result?.valid, name).toBe(false);
      return result?.log;
    };
    expect(log('no-monto-total-pagos')).toMatch(/Totales.*'MontoTotalPagos' is required/);
    expect(log('base-dr-of-zero')).toMatch(/TrasladoDR.*BaseDR.*0\.00/);
    expect(log('no-docto-relacionado')).toMatch(/ImpuestosP.*not expected.*DoctoRelacionado/);
    expect(log('form-not-in-catalogue')).toMatch(/FormaDePagoP.*07/);
    expect(log('unknown-complement')).toMatch(/Pagos.*No matching global element declaration/);
  });

  it('cfdv40.xsd alone refuses any complement: its wildcard is strict', () => {
    const { single } = folder.validate({ single: first }, join(SAT, 'cfdv40.xsd'));
    expect(single?.valid).toBe(false);
    expect(single?.log).toMatch(/Pagos20\}Pagos.*strict wildcard/);
  });
});
