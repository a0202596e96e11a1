/*
 * Stamped CFDI 4.0 as Iris stores them, written by hand for the printed CFDI's tests and bench
 * (invoicing/invoice-pdf.ts): an invoice of a sale and a global invoice of a day's sales. Their
 * seals and certificate are well-formed base64 of the real lengths, not real signatures.
 */

/** The issuer's certificate (Certificado): a self-signed RSA 2048 one for OP&190101AB2. */
const CERTIFICATE = [
  'MIIDVTCCAj2gAwIBAgIUMzAwMDEwMDAwMDA1MDAwMDM0MTYwDQYJKoZIhvcNAQELBQAwOjEhMB8GA1UEAwwYT1',
  'BUSUNBUyBQRU5BIFkgQVNPQ0lBRE9TMRUwEwYDVQQtDAxPUCYxOTAxMDFBQjIwHhcNMjYxMTI4MDY1ODMwWhcN',
  'MzAxMTI3MDY1ODMwWjA6MSEwHwYDVQQDDBhPUFRJQ0FTIFBFTkEgWSBBU09DSUFET1MxFTATBgNVBC0MDE9QJj',
  'E5MDEwMUFCMjCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBAJnr9UaOkF25yJ5jeu2d8sFwWQdvJ8K3',
  'NWlvDc5bhDd58+6uysRKwPlFZ7jglh11wdUPMe/SLff/N01lBg+ppMQaOtpMqYxCx0ymt/W2L+ZMZnY3TMWZxa',
  'qV2P6ol2UbRUmq5Ms+XuF/7mGg1NHUDihINw7SSwRahacQ7MJm44hGTpRILBKKEDzUStZQoQCb1aHsiqF4vjtp',
  'DeycLjOU/zCHsVXrW0G7b76l+BwfC8ktQq07GQCsDjLm/8Ma/rYQ9W7L9+iK10xzsHSBkMDMQIt1sfzOJmg+UE',
  '10067qz6aFBWD7AnLmGQ/uq7zJ+LqXFzW6B/iquk6ZfH98DruNOEkCAwEAAaNTMFEwHQYDVR0OBBYEFCqeNzTR',
  'Qfhin7pKpAaXldA/mrv/MB8GA1UdIwQYMBaAFCqeNzTRQfhin7pKpAaXldA/mrv/MA8GA1UdEwEB/wQFMAMBAf',
  '8wDQYJKoZIhvcNAQELBQADggEBAHcvp0ouvKwABgA99rq74See3gjQBRf97FDml19QQFVAdhMX7wMp1/nwVFyp',
  '0zG2THx+7sf9JPLWnMdv7upfWA+EDZLbnWseh6Vfo/6GYtXRl/0y7F0r3/EMJ5X7dyLtxFBTZemDa4EkkakYl6',
  'u/pBlOBzMkc5RJVUxmb2bPxMmF0HBb3K0iQwMxZ5gYdJ8mUPnVVX3tNE+yQAn1MglUE8S8YYZ7i0ZzRXhNKpmU',
  'XHGnUdAEHB+dT2ftaqvrVMa8RWSi1v8H+MFoK54nV7O3PY20LvFUpzbIsDm+ft9UpMUZVV2TVWhCe/ID1TsyX4',
  '/o6Cub5LHPHKmDnANebIF9o2Y=',
].join('');

/** The CFDI's seal (Sello, RSA-SHA256 of 2048 bits: 344 characters of base64). */
export const INVOICE_SEAL = [
  'qrIo4AtuRiCpldqwZc/+2iMQoo+/PnkVZ9tHECDG/4J/tfPqFyPJVgSNVXOMPvzW9Xal2cK6Bx79Cfl9XyWA4q',
  '98L8Jb0WC4BYRJLbfsTEKPq1wg9PsNeNnNxzt4aDgZkvXjzHLL5CkT8NnGLE1H4jFvgNau3WpMJuXgDt1x6z6A',
  '5BAnj8nNBHk1zpujbVn1aUNtAFC/o+P+DYEoGahY6v4PgcD1u80tACz00peor0UJXL5S60cz/1DpdbB6uCv3na',
  'CBU7ZDsTZZbcsxPIFkZI9Qs4bouwrQ8Wbn6a9SBQrj7mdCS93kLOmzyrs4Ss1Ths8gEaphukU5lT/ShxLGOg==',
].join('');

export const INVOICE_SAT_SEAL = [
  'PeCm9cAPXKJWUJ61ie1cZVDAlbGgpg4He0m1xr7CQ087ASpcgsLjSuHLwr+MUSy6Kc8c+ScN1N1VkEFN7JyMmM',
  '1C42ZVsc2eTzJ9Ec0BFRHCioPaGs1j0azXud7krf43/f5INXQ/mvedPJKTtkqZEBDwHdLZM2Jv/q5PsuM7/RZk',
  'LDOAxiBS3iJsG8ta5tnOoBdbWMx47gQt3PUHB3bfRzMO5ze1hISyjbrRhZc76MxGw0QU4cgm4cRnUSSpYTUowZ',
  'T/KAGogbC3NMkHY9GlmczX16crqo7uzlHAffXbQgeMrBeRKkKCibLso0tu0ykGoTXEe9cLXE0hOlir2A9iOA==',
].join('');

export const GLOBAL_SEAL = [
  '2HtqoDZO1a8yoZkuzLjKFj1IgYwqCTtFlaZomr9QzlFRwWql1MlxV8YqiYNsgK7VKU8Yd81bue+Z4Dh4gKZPMo',
  'wPa1YUjbdaIp9x26ttdoSZr9+kQ2N9KPHFsZ/vtjgwG7lkyBQpATzrXfPoUj9bLV04zaTvBDn9XIirlBmfiZXh',
  'PbHyyw/0J0nQQHjPEUK372G6N2KoDoTqpbRQfp551MJcfIrtt2paLAx8Uxp4f266jT6CIaBPWbP5ljKuKOIHQ8',
  '6FyzKWuLYMKD9o9ki8jYxL+v4o23NMYLCJ+XEUSx5YcvIdZbGdzK4tejQVt8QAUcYZVmtpru/OW/143Z6hJA==',
].join('');

export const GLOBAL_SAT_SEAL = [
  'Y7aGOrYaxfJkuJWtXFrECdVCC8l00+qcobJqZQOGkAnR9eIeLgsqLI5TmWmBCJVpD1pJpsmtL0Apd9CT0bdw5P',
  'T+T+o1N4WTHzKhNIyZ7qck0few23PY8XbgW08S+IZAzzClXYsuXBUnMx5eX+tYWSnbHoRxcLjyQ+oY2HXbz/PN',
  'q2p6aJ8ezi/O2YTVbtcRYkoBEUaRONgsIwdk/H/IG1agT8hcuKB/J7kzccpr+qrD14DTDc54jyT1TBLuqRy6j5',
  'OMahSR6832Sh2dpOi2YviuVB8mDQqeZB0DUzSc4yOhwf2OUTqdGOnGV7bWy3jUDXl2Fv1QzO6/EarSnTUkDg==',
].join('');

export const INVOICE_UUID = '5F3C2A1B-9D8E-4F7A-B6C5-1E2D3C4B5A69';
/** The CFDI that the invoice replaces (TipoRelacion 04). */
export const REPLACED_UUID = 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D';

/**
 * The invoice of one sale to a patient: a frame, a pair of progressive lenses (both discounted)
 * and an eye exam, IVA at 16 %. SubTotal 4,351.00 - Descuento 400.10 + IVA 632.14 = 4,583.04.
 */
export const INVOICE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd" Version="4.0" Serie="CTR" Folio="1024" Fecha="2026-11-27T14:05:09" Sello="${INVOICE_SEAL}" FormaPago="04" NoCertificado="30001000000500003416" Certificado="${CERTIFICATE}" SubTotal="4351.00" Descuento="400.10" Moneda="MXN" Total="4583.04" TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE" LugarExpedicion="06700">
  <cfdi:CfdiRelacionados TipoRelacion="04">
    <cfdi:CfdiRelacionado UUID="${REPLACED_UUID}"/>
  </cfdi:CfdiRelacionados>
  <cfdi:Emisor Rfc="OP&amp;190101AB2" Nombre="ÓPTICAS PEÑA &amp; ASOCIADOS" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="MUÑJ850101AB1" Nombre="JOSÉ MUÑOZ ÁLVAREZ" DomicilioFiscalReceptor="03100" RegimenFiscalReceptor="612" UsoCFDI="D01"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="42142913" NoIdentificacion="7501234567895" Cantidad="1.000000" ClaveUnidad="H87" Unidad="Pieza" Descripcion="ARMAZÓN ÑANDÚ &amp; CÍA 52-18-140 CAREY" ValorUnitario="1500.00" Importe="1500.00" Descuento="150.00" ObjetoImp="02">
      <cfdi:Impuestos>
        <cfdi:Traslados>
          <cfdi:Traslado Base="1350.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="216.00"/>
        </cfdi:Traslados>
      </cfdi:Impuestos>
    </cfdi:Concepto>
    <cfdi:Concepto ClaveProdServ="42142905" NoIdentificacion="LP-167-AR" Cantidad="2.000000" ClaveUnidad="H87" Unidad="Pieza" Descripcion="LENTE PROGRESIVO ÍNDICE 1.67 CON ANTIRREFLEJANTE" ValorUnitario="1250.50" Importe="2501.00" Descuento="250.10" ObjetoImp="02">
      <cfdi:Impuestos>
        <cfdi:Traslados>
          <cfdi:Traslado Base="2250.90" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="360.14"/>
        </cfdi:Traslados>
      </cfdi:Impuestos>
    </cfdi:Concepto>
    <cfdi:Concepto ClaveProdServ="85121502" NoIdentificacion="EXAM-01" Cantidad="1" ClaveUnidad="E48" Unidad="Unidad de servicio" Descripcion="EXAMEN DE LA VISTA" ValorUnitario="350.00" Importe="350.00" ObjetoImp="02">
      <cfdi:Impuestos>
        <cfdi:Traslados>
          <cfdi:Traslado Base="350.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="56.00"/>
        </cfdi:Traslados>
      </cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Impuestos TotalImpuestosTrasladados="632.14">
    <cfdi:Traslados>
      <cfdi:Traslado Base="3950.90" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="632.14"/>
    </cfdi:Traslados>
  </cfdi:Impuestos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xsi:schemaLocation="http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" Version="1.1" UUID="${INVOICE_UUID}" FechaTimbrado="2026-11-27T14:05:12" RfcProvCertif="SPR190613I52" SelloCFD="${INVOICE_SEAL}" NoCertificadoSAT="30001000000500003456" SelloSAT="${INVOICE_SAT_SEAL}"/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;

export const GLOBAL_UUID = 'C0FFEE00-1234-4ABC-9DEF-0123456789AB';
export const GLOBAL_LEGEND = 'CFDI timbrado en ambiente de pruebas';

/** Cents as the XML writes an amount: 123456n -> '1234.56'. */
const amount = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/**
 * The global invoice of a day's `sales` to PÚBLICO EN GENERAL, one concept per sale (ClaveProdServ
 * 01010101, ClaveUnidad ACT, the sale's folio as NoIdentificacion): the odd sales at IVA 16 %, the
 * even ones at 0 %, the amounts summed in cents. With 4 sales: SubTotal 1,271.90, IVA 16 % 89.08
 * on 556.76, IVA 0 % on 715.14, Total 1,360.98.
 */
export function globalInvoiceXml(sales: number): string {
  const sums = [
    { rate: '0.160000', base: 0n, tax: 0n },
    { rate: '0.000000', base: 0n, tax: 0n },
  ];
  const concepts: string[] = [];
  for (let sale = 1; sale <= sales; sale++) {
    const base = 12_000n + BigInt((sale * 7919) % 250_000);
    const at = sums[sale % 2 === 1 ? 0 : 1]!;
    const tax = at.rate === '0.160000' ? (base * 16n + 50n) / 100n : 0n;
    at.base += base;
    at.tax += tax;
    concepts.push(
      `    <cfdi:Concepto ClaveProdServ="01010101" NoIdentificacion="${10_000 + sale}" Cantidad="1" ClaveUnidad="ACT" Descripcion="Venta" ValorUnitario="${amount(base)}" Importe="${amount(base)}" ObjetoImp="02"><cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="${amount(base)}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="${at.rate}" Importe="${amount(tax)}"/></cfdi:Traslados></cfdi:Impuestos></cfdi:Concepto>`,
    );
  }
  const subTotal = sums.reduce((sum, at) => sum + at.base, 0n);
  const taxes = sums.reduce((sum, at) => sum + at.tax, 0n);
  const transfers = sums
    .filter((at) => at.base > 0n)
    .map(
      (at) =>
        `      <cfdi:Traslado Base="${amount(at.base)}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="${at.rate}" Importe="${amount(at.tax)}"/>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd" Version="4.0" Serie="GLB" Folio="88" Fecha="2026-11-28T00:10:00" Sello="${GLOBAL_SEAL}" FormaPago="01" NoCertificado="30001000000500003416" Certificado="${CERTIFICATE}" SubTotal="${amount(subTotal)}" Moneda="MXN" Total="${amount(subTotal + taxes)}" TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE" LugarExpedicion="06700">
  <cfdi:InformacionGlobal Periodicidad="01" Meses="11" Año="2026"/>
  <cfdi:Emisor Rfc="OP&amp;190101AB2" Nombre="ÓPTICAS PEÑA &amp; ASOCIADOS" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="XAXX010101000" Nombre="PUBLICO EN GENERAL" DomicilioFiscalReceptor="06700" RegimenFiscalReceptor="616" UsoCFDI="S01"/>
  <cfdi:Conceptos>
${concepts.join('\n')}
  </cfdi:Conceptos>
  <cfdi:Impuestos TotalImpuestosTrasladados="${amount(taxes)}">
    <cfdi:Traslados>
${transfers.join('\n')}
    </cfdi:Traslados>
  </cfdi:Impuestos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xsi:schemaLocation="http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" Version="1.1" UUID="${GLOBAL_UUID}" FechaTimbrado="2026-11-28T00:10:04" RfcProvCertif="SPR190613I52" Leyenda="${GLOBAL_LEGEND}" SelloCFD="${GLOBAL_SEAL}" NoCertificadoSAT="30001000000500003456" SelloSAT="${GLOBAL_SAT_SEAL}"/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
}
