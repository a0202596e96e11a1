import type { InvoicingMessages } from './invoicing-es';

export const invoicingEn: InvoicingMessages = {
  issuers: {
    intro:
      "The legal entities that issue the chain's CFDI. Each branch invoices with the issuer assigned on its record.",
    new: 'New issuer',
    edit: 'Edit issuer',
    editNamed: 'Edit {{name}}',
    uploadNamed: 'Upload the CSD of {{name}}',
    empty: 'No fiscal issuers yet: add the first with "New issuer".',
    rfc: 'RFC',
    name: 'Legal name',
    nameHint: 'In upper case, as on the Constancia de Situación Fiscal, without "S.A. de C.V."',
    regime: 'Tax regime',
    series: 'Series',
    globalPeriodicity: 'Global invoice periodicity',
    certificate: 'Certificate no.',
    validTo: 'Valid until',
    noCsd: 'No CSD',
    expiresSoon: 'Expires soon',
    expired: 'Expired',
  },
  csd: {
    title: 'Upload the CSD of {{name}}',
    intro:
      "The Certificado de Sello Digital (not the e.firma): the .cer file, its .key private key and the key's password.",
    current:
      'Current CSD: {{number}}, valid from {{from}} to {{to}}. Uploading another replaces it.',
    certificate: 'Certificate (.cer)',
    key: 'Private key (.key)',
    password: "Private key's password",
    choose: 'Choose file',
    noFile: 'No file chosen',
    upload: 'Upload',
  },
};
