import { comprobanteXml } from '@iris/domain/invoicing/cfdi/comprobante-xml';
import { originalString } from '@iris/domain/invoicing/cfdi/original-string';
import { paymentComprobante } from '@iris/domain/invoicing/cfdi/pagos';
import {
  company,
  header,
  invoices,
  payment,
} from '@iris/domain/invoicing/cfdi/testing/payment-fixtures';
import { sealed } from '@iris/domain/invoicing/cfdi/testing/sat-tools';
import { describe, expect, it } from 'vitest';
import { satVerdict } from './sat-check.js';

/* The API tests' SAT check looks into complements: a payment's Pagos 2.0 is validated too. */

describe('satVerdict', () => {
  const model = sealed(
    paymentComprobante(header, company, payment(invoices.at16, 1, '1160.00', '500.00')),
  );
  const xml = comprobanteXml(model);

  it("accepts a payment's CFDI: cfdv40.xsd and Pagos20.xsd, its XSLT's string, its seal", () => {
    expect(satVerdict(xml)).toEqual({
      schemaErrors: '',
      originalString: originalString(model),
      sealVerifies: true,
    });
    expect(originalString(model)).toContain('|2.0|431.03|68.97|500.00|');
  });

  it('refuses a broken complement by its own schema', () => {
    const broken = satVerdict(xml.replace(/ MontoTotalPagos="[^"]*"/, ''));
    expect(broken.schemaErrors).toMatch(/Totales.*'MontoTotalPagos' is required/);
  });
});
