import { randomBytes } from 'node:crypto';
import { decodeQR } from 'qr/decode.js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { saleAmounts } from '@iris/domain/invoicing/cfdi/cfdi-amounts';
import { comprobanteXml } from '@iris/domain/invoicing/cfdi/comprobante-xml';
import { invoicePdf, type InvoicePdfInput } from './invoice-pdf.js';
import { TestStamper } from './stamping/test-stamper.js';
import { pdfImages, pdfPagePng, pdfPageTexts } from '../../testing/pdf-text.js';
import {
  GLOBAL_LEGEND,
  GLOBAL_SAT_SEAL,
  GLOBAL_SEAL,
  GLOBAL_UUID,
  globalInvoiceXml,
  INVOICE_SAT_SEAL,
  INVOICE_SEAL,
  INVOICE_UUID,
  INVOICE_XML,
  REPLACED_UUID,
} from '../../testing/stamped-cfdi.js';

const BRANCH = {
  name: 'Óptica Iris Centro',
  address: 'Av. Álvaro Obregón 121, Roma Norte, Cuauhtémoc, CDMX',
  phone: '55 5264 1234',
  logo: null,
};

async function render(xml: string, options: Partial<InvoicePdfInput> = {}): Promise<Buffer> {
  const doc = await invoicePdf({
    xml,
    branch: BRANCH,
    production: true,
    status: 'VIGENTE',
    generatedAt: new Date('2026-11-28T16:30:00Z'),
    timeZone: 'America/Mexico_City',
    ...options,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every fragment is in the text, each after the one before it. */
function expectInOrder(text: string, fragments: string[]) {
  let from = 0;
  for (const fragment of fragments) {
    const at = text.indexOf(fragment, from);
    expect(at, `"${fragment}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + fragment.length;
  }
}

/** The QR codes a reader's phone finds on a page as poppler draws it. */
async function qrOnPage(pdf: Buffer, page: number): Promise<string> {
  const { data, info } = await sharp(pdfPagePng(pdf, page))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return decodeQR({ width: info.width, height: info.height, data });
}

const compact = (text: string) => text.replace(/\s+/g, '');

describe("a sale's invoice (tipo I) as printed", () => {
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await render(INVOICE_XML);
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(1);
    text = pages[0]!;
  });

  it('shows every part of the CFDI in the order of a Mexican printed invoice', () => {
    expectInOrder(text, [
      'Óptica Iris Centro',
      'Av. Álvaro Obregón 121, Roma Norte, Cuauhtémoc, CDMX · 55 5264 1234',
      'Factura CTR-1024',
      'Serie y folio: CTR-1024',
      'Fecha: 27/11/2026 14:05',
      'Lugar de expedición: 06700',
      'Tipo de comprobante: I - Ingreso',
      'Exportación: 01 - No aplica',
      'Emisor RFC: OP&190101AB2 Nombre: ÓPTICAS PEÑA & ASOCIADOS',
      'Régimen fiscal: 601 - General de Ley Personas Morales',
      'Receptor RFC: MUÑJ850101AB1 Nombre: JOSÉ MUÑOZ ÁLVAREZ',
      'Domicilio fiscal (CP): 03100',
      'Régimen fiscal: 612 - Personas Físicas con Actividades Empresariales y Profesionales',
      'Uso del CFDI: D01 - Honorarios médicos, dentales y gastos hospitalarios',
      'CFDI relacionados',
      'Tipo de relación: 04 - Sustitución de los CFDI previos',
      `UUID: ${REPLACED_UUID}`,
      'Clave prod/serv No. identificación Cantidad Clave unidad Descripción Valor unitario ' +
        'Descuento Importe',
      '42142913 7501234567895 1 H87 ARMAZÓN ÑANDÚ & CÍA 52-18-140 CAREY $1,500.00 $150.00 $1,500.00',
      '42142905 LP-167-AR 2 H87 LENTE PROGRESIVO ÍNDICE 1.67 CON ANTIRREFLEJANTE $1,250.50 ' +
        '$250.10 $2,501.00',
      '85121502 EXAM-01 1 E48 EXAMEN DE LA VISTA $350.00 $350.00',
      'Subtotal $4,351.00 Descuento $400.10 IVA 16 % $632.14 Total $4,583.04',
      'Método de pago: PUE - Pago en una sola exhibición',
      'Forma de pago: 04 - Tarjeta de crédito',
      'Moneda: MXN',
      '(CUATRO MIL QUINIENTOS OCHENTA Y TRES PESOS 04/100 M.N.)',
      `Folio fiscal: ${INVOICE_UUID}`,
      'No. de serie del certificado del emisor: 30001000000500003416',
      'No. de serie del certificado del SAT: 30001000000500003456',
      'Fecha y hora de certificación: 27/11/2026 14:05:12',
      'RFC del proveedor de certificación: SPR190613I52',
      'Este documento es una representación impresa de un CFDI',
      'Sello digital del CFDI',
      'Sello digital del SAT',
      'Cadena original del complemento de certificación digital del SAT',
      'Generado el 28/11/2026 10:30 · Página 1 de 1',
    ]);
  });

  it('prints both seals and the TimbreFiscalDigital original string whole', () => {
    const all = compact(text);
    expect(all).toContain(`SellodigitaldelCFDI${INVOICE_SEAL}SellodigitaldelSAT`);
    expect(all).toContain(`SellodigitaldelSAT${INVOICE_SAT_SEAL}Cadenaoriginal`);
    expect(all).toContain(
      `||1.1|${INVOICE_UUID}|2026-11-27T14:05:12|SPR190613I52|${INVOICE_SEAL}|30001000000500003456||`,
    );
  });

  it("holds a QR that reads as the SAT's verification URL, the RFCs' & and Ñ encoded", async () => {
    expect(pdfImages(pdf)).toHaveLength(1);
    // ASCII only: no reader can take the Ñ's bytes for another character set.
    expect(await qrOnPage(pdf, 1)).toBe(
      'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx' +
        `?id=${INVOICE_UUID}&re=OP%26190101AB2&rr=MU%C3%91J850101AB1&tt=4583.04&fe=hxLGOg==`,
    );
  });

  it('is a valid CFDI: no test-stamper banner, no cancellation mark', () => {
    expect(text).not.toContain('SIN VALIDEZ FISCAL');
    expect(text).not.toContain('timbrador de prueba');
    expect(text).not.toContain('CANCELADO');
  });
});

describe('the marks of a CFDI without value or cancelled', () => {
  it("says SIN VALIDEZ FISCAL on every page of the test stamper's CFDI, and why", async () => {
    const pages = await pdfPageTexts(await render(globalInvoiceXml(120), { production: false }));
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page).toContain('SIN VALIDEZ FISCAL');
    expect(pages.at(-1)).toContain(
      'Timbrado por el timbrador de prueba de Iris: este CFDI no tiene validez ante el SAT.',
    );
    expect(pages.join(' ')).not.toContain('CANCELADO');
  });

  it('says CANCELADO across every page of a cancelled CFDI, and only of a cancelled one', async () => {
    const xml = globalInvoiceXml(120);
    const cancelled = await pdfPageTexts(await render(xml, { status: 'CANCELADA' }));
    expect(cancelled.length).toBeGreaterThan(2);
    for (const page of cancelled) {
      expect(page).toContain('CANCELADO');
      expect(page).not.toContain('SIN VALIDEZ FISCAL');
    }
    for (const status of ['VIGENTE', 'EN_PROCESO', 'RECHAZADA'] as const) {
      const pages = await pdfPageTexts(await render(INVOICE_XML, { status }));
      expect(pages.join(' ')).not.toContain('CANCELADO');
    }
  });
});

describe('a global invoice to PÚBLICO EN GENERAL', () => {
  it('shows its period, the sales as concepts and IVA at each of its two rates', async () => {
    const pdf = await render(globalInvoiceXml(4));
    const [text = '', ...more] = await pdfPageTexts(pdf);
    expect(more).toEqual([]);
    expectInOrder(text, [
      'Factura GLB-88',
      'Fecha: 28/11/2026 00:10',
      'Receptor RFC: XAXX010101000 Nombre: PUBLICO EN GENERAL Domicilio fiscal (CP): 06700',
      'Régimen fiscal: 616 - Sin obligaciones fiscales',
      'Uso del CFDI: S01 - Sin efectos fiscales',
      'Información global',
      'Periodicidad: 01 - Diario Meses: 11 - Noviembre Año: 2026',
      '01010101 10001 1 ACT Venta $199.19 $199.19',
      '01010101 10002 1 ACT Venta $278.38 $278.38',
      '01010101 10003 1 ACT Venta $357.57 $357.57',
      '01010101 10004 1 ACT Venta $436.76 $436.76',
      'Subtotal $1,271.90 IVA 16 % $89.08 IVA 0 % $0.00 Total $1,360.98',
      'Forma de pago: 01 - Efectivo',
      '(MIL TRESCIENTOS SESENTA PESOS 98/100 M.N.)',
      `Folio fiscal: ${GLOBAL_UUID}`,
    ]);
    expect(text).not.toContain('CFDI relacionados');
    expect(text).not.toMatch(/Descuento \$/);
    const all = compact(text);
    expect(all).toContain(`SellodigitaldelCFDI${GLOBAL_SEAL}SellodigitaldelSAT${GLOBAL_SAT_SEAL}`);
    // The TFD's Leyenda goes between the certifier's RFC and the CFDI's seal.
    expect(all).toContain(
      compact(
        `||1.1|${GLOBAL_UUID}|2026-11-28T00:10:04|SPR190613I52|${GLOBAL_LEGEND}|${GLOBAL_SEAL}|` +
          '30001000000500003456||',
      ),
    );
    expect(await qrOnPage(pdf, 1)).toBe(
      'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx' +
        `?id=${GLOBAL_UUID}&re=OP%26190101AB2&rr=XAXX010101000&tt=1360.98&fe=${GLOBAL_SEAL.slice(-8)}`,
    );
  });

  it('runs its concepts over as many pages as they take, the header on each', async () => {
    const sales = 300;
    const pdf = await render(globalInvoiceXml(sales));
    const pages = await pdfPageTexts(pdf);
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, index) => {
      expect(page).toContain(`Página ${index + 1} de ${pages.length}`);
      expect(page).toContain('Clave prod/serv No. identificación Cantidad');
    });
    // Every sale once, in order, whatever page it falls on.
    const folios = [...pages.join(' ').matchAll(/01010101 (\d+) 1 ACT Venta/g)].map((m) => m[1]);
    expect(folios).toEqual(Array.from({ length: sales }, (_, index) => String(10_001 + index)));
    // The amounts, the stamp and the QR close the document on its last page.
    expect(pages.slice(0, -1).join(' ')).not.toContain('Folio fiscal');
    expect(pages.at(-1)).toMatch(/Total \$[\d,]+\.\d\d .*Folio fiscal: /);
    expect(await qrOnPage(pdf, pages.length)).toContain(`?id=${GLOBAL_UUID}&`);
  });
});

describe('what else a CFDI may hold', () => {
  it.each([
    ['E', 'Nota de crédito CTR-1024', 'Tipo de comprobante: E - Egreso'],
    ['P', 'Complemento de pago CTR-1024', 'Tipo de comprobante: P - Pago'],
  ])('a tipo %s is titled "%s"', async (kind, title, line) => {
    const xml = INVOICE_XML.replace('TipoDeComprobante="I"', `TipoDeComprobante="${kind}"`);
    const [text] = await pdfPageTexts(await render(xml));
    expectInOrder(text ?? '', [title, line]);
  });

  it("keeps a unit value's six decimals and names an exempt IVA", async () => {
    const xml = globalInvoiceXml(4)
      .replace('ValorUnitario="199.19"', 'ValorUnitario="171.715517"')
      .replaceAll('TipoFactor="Tasa" TasaOCuota="0.000000" Importe="0.00"', 'TipoFactor="Exento"');
    const [text = ''] = await pdfPageTexts(await render(xml));
    expect(text).toContain('01010101 10001 1 ACT Venta $171.715517 $199.19');
    expect(text).toContain('Subtotal $1,271.90 IVA 16 % $89.08 IVA exento $0.00 Total $1,360.98');
  });

  it("reads the XML's character references as the characters they stand for", async () => {
    const xml = INVOICE_XML.replace(
      'JOSÉ MUÑOZ ÁLVAREZ',
      'JOS&#201; MU&#xD1;OZ &#xc1;LVAREZ &lt;&gt;',
    );
    const [text] = await pdfPageTexts(await render(xml));
    expect(text).toContain('Nombre: JOSÉ MUÑOZ ÁLVAREZ <>');
  });

  it('refuses an XML that was never stamped', async () => {
    const unstamped = INVOICE_XML.replace(/<cfdi:Complemento>[\s\S]*<\/cfdi:Complemento>/, '');
    await expect(render(unstamped)).rejects.toThrow('The CFDI has no TimbreFiscalDigital.');
  });
});

describe('a CFDI that Iris wrote and its test stamper stamped', () => {
  it('prints as the stamper answered it: its UUID, its original string, no fiscal value', async () => {
    const xml = comprobanteXml({
      Serie: 'FAC',
      Folio: '7',
      Fecha: '2026-11-28T10:15:00',
      FormaPago: '28',
      NoCertificado: '30001000000500003416',
      Certificado: 'MIIFsDCCA5igAwIBAgIUMzAw',
      Moneda: 'MXN',
      TipoDeComprobante: 'I',
      Exportacion: '01',
      MetodoPago: 'PUE',
      LugarExpedicion: '06700',
      Emisor: { Rfc: 'OP&190101AB2', Nombre: 'ÓPTICAS PEÑA & ASOCIADOS', RegimenFiscal: '601' },
      Receptor: {
        Rfc: 'MUÑJ850101AB1',
        Nombre: 'JOSÉ MUÑOZ ÁLVAREZ',
        DomicilioFiscalReceptor: '03100',
        RegimenFiscalReceptor: '612',
        UsoCFDI: 'D01',
      },
      // 1,899.00 + 350.00 at IVA 16 %: 2,249.00 + 359.84 = 2,608.84.
      ...saleAmounts({
        lines: [
          {
            qty: 1,
            price: '1899.00',
            keys: {
              ClaveProdServ: '42142913',
              ClaveUnidad: 'H87',
              Descripcion: 'Armazón "Ray-Ban" <Clubmaster> & estuche',
            },
          },
          {
            qty: 1,
            price: '350.00',
            keys: { ClaveProdServ: '85121800', ClaveUnidad: 'E48', Descripcion: 'Examen' },
          },
        ],
        discountPercent: '0.00',
        vatPercent: 16,
        total: '2608.84',
      }),
      Sello: randomBytes(256).toString('base64'),
    });
    const stamper = new TestStamper();
    const stamped = await stamper.stamp(xml);
    const [text = '', ...more] = await pdfPageTexts(
      await render(stamped.xml, { production: stamper.production }),
    );
    expect(more).toEqual([]);
    expect(text).toContain('SIN VALIDEZ FISCAL');
    expectInOrder(text, [
      'Factura FAC-7',
      'Receptor RFC: MUÑJ850101AB1 Nombre: JOSÉ MUÑOZ ÁLVAREZ',
      '42142913 1 H87 Armazón "Ray-Ban" <Clubmaster> & estuche $1,899.00 $1,899.00',
      'Subtotal $2,249.00 IVA 16 % $359.84 Total $2,608.84',
      'Forma de pago: 28 - Tarjeta de débito',
      '(DOS MIL SEISCIENTOS OCHO PESOS 84/100 M.N.)',
      `Folio fiscal: ${stamped.uuid}`,
      'No. de serie del certificado del SAT: 00000000000000000000',
      'RFC del proveedor de certificación: SAT970701NN3',
      'Timbrado por el timbrador de prueba de Iris',
    ]);
    expect(compact(text)).toContain(compact(stamped.tfdOriginalString));
    expect(compact(text)).toContain(`SellodigitaldelSAT${stamped.satSeal}`);
  });
});
