/** Strings of invoicing's pages: the fiscal issuers (`/fiscalIssuers`) and their CSD. */
export const invoicingEs = {
  issuers: {
    intro:
      'Las razones sociales que emiten los CFDI de la cadena. Cada sucursal factura con el emisor que se le asigne en su ficha.',
    new: 'Nuevo emisor',
    edit: 'Editar emisor',
    editNamed: 'Editar {{name}}',
    uploadNamed: 'Subir CSD de {{name}}',
    empty: 'Aún no hay emisores fiscales: agrega el primero con «Nuevo emisor».',
    rfc: 'RFC',
    name: 'Razón social',
    nameHint: 'En mayúsculas, como en la Constancia de Situación Fiscal, sin «S.A. de C.V.»',
    regime: 'Régimen fiscal',
    series: 'Serie',
    globalPeriodicity: 'Periodicidad de la factura global',
    certificate: 'No. de certificado',
    validTo: 'Vigente hasta',
    noCsd: 'Sin CSD',
    expiresSoon: 'Vence pronto',
    expired: 'Vencido',
  },
  csd: {
    title: 'Subir CSD de {{name}}',
    intro:
      'El Certificado de Sello Digital (no la e.firma): el archivo .cer, su llave privada .key y la contraseña de la llave.',
    current: 'CSD actual: {{number}}, vigente del {{from}} al {{to}}. Subir otro lo reemplaza.',
    certificate: 'Certificado (.cer)',
    key: 'Llave privada (.key)',
    password: 'Contraseña de la llave privada',
    choose: 'Elegir archivo',
    noFile: 'Ningún archivo elegido',
    upload: 'Subir',
  },
};

export type InvoicingMessages = typeof invoicingEs;
