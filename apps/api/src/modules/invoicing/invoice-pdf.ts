import { formatMoneyText } from '@iris/domain/common/column-text';
import { amountInWords } from '@iris/domain/invoicing/amount-in-words';
import {
  SAT_EXPORTS,
  SAT_MONTHS,
  SAT_PAYMENT_METHODS,
  SAT_PERIODICITIES,
  SAT_RELATIONS,
  SAT_TAXES,
  SAT_VOUCHER_KINDS,
  satCodeText,
} from '@iris/domain/invoicing/sat-cfdi-codes';
import { SAT_CFDI_USES } from '@iris/domain/invoicing/sat-cfdi-uses';
import { SAT_PAYMENT_FORMS } from '@iris/domain/invoicing/sat-payment-forms';
import { SAT_REGIMES } from '@iris/domain/invoicing/sat-regimes';
import { readCfdi, type Cfdi, type CfdiTransfer } from './cfdi-read.js';
import { paymentsSection } from './invoice-pdf-payments.js';
import { cfdiDateTime, markPages, stampBlock } from './invoice-pdf-stamp.js';
import {
  branchHeader,
  contentWidth,
  fieldBlocks,
  finish,
  heading,
  keepTogether,
  MARGIN,
  openPdf,
  table,
  totals,
  type DocumentBranch,
  type Pdf,
} from '../../lib/pdf-layout.js';

export type InvoiceStatus = 'VIGENTE' | 'EN_PROCESO' | 'CANCELADA' | 'RECHAZADA';

export interface InvoicePdfInput {
  /** The stamped CFDI 4.0 exactly as stored. */
  xml: string;
  branch: DocumentBranch;
  /** False when Iris's built-in test stamper stamped it: every page says it has no fiscal value. */
  production: boolean;
  status: InvoiceStatus;
  generatedAt: Date;
  timeZone: string;
}

const TITLES: Record<string, string> = {
  I: 'Factura',
  E: 'Nota de crédito',
  P: 'Complemento de pago',
};

/** Money as $1,234.56; a unit value with more significant decimals keeps them ($862.068966). */
function money(value: string) {
  const text = formatMoneyText(value);
  if (text.includes('$')) return text;
  const [whole = '', fraction = ''] = value.split('.');
  return formatMoneyText(whole).replace(/00$/, fraction.replace(/0+$/, ''));
}

/** A quantity without its idle decimals: 1.000000 -> 1, 2.50 -> 2.5. */
const quantity = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** A rate as a percent, exactly: 0.160000 -> 16, 0.080000 -> 8, 0.265000 -> 26.5. */
function percent(rate: string) {
  const [whole = '', fraction = ''] = rate.split('.');
  const padded = fraction.padEnd(2, '0');
  const units = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return rest ? `${units}.${rest}` : units;
}

/** "IVA 16 %", "IVA exento": a document-level transferred tax's line among the totals. */
function transferLine(tax: CfdiTransfer) {
  const name = SAT_TAXES.find((item) => item.code === tax.impuesto)?.description ?? tax.impuesto;
  return tax.tipoFactor === 'Exento'
    ? { label: `${name} exento`, value: money('0') }
    : { label: `${name} ${percent(tax.tasaOCuota ?? '0')} %`, value: money(tax.importe ?? '0') };
}

function header(doc: Pdf, cfdi: Cfdi, branch: DocumentBranch) {
  const serieFolio = [cfdi.serie, cfdi.folio].filter(Boolean).join('-');
  const title = TITLES[cfdi.tipoDeComprobante] ?? 'CFDI';
  branchHeader(doc, branch, serieFolio ? `${title} ${serieFolio}` : title);
  fieldBlocks(doc, [
    {
      fields: [
        ['Serie y folio', serieFolio || '—'],
        ['Fecha', cfdiDateTime(cfdi.fecha)],
        ['Lugar de expedición', cfdi.lugarExpedicion],
      ],
    },
    {
      fields: [
        ['Tipo de comprobante', satCodeText(SAT_VOUCHER_KINDS, cfdi.tipoDeComprobante)],
        ['Exportación', satCodeText(SAT_EXPORTS, cfdi.exportacion)],
      ],
    },
  ]);
  doc.moveDown(0.8);
  fieldBlocks(doc, [
    {
      title: 'Emisor',
      fields: [
        ['RFC', cfdi.emisor.rfc],
        ['Nombre', cfdi.emisor.nombre],
        ['Régimen fiscal', satCodeText(SAT_REGIMES, cfdi.emisor.regimenFiscal)],
      ],
    },
    {
      title: 'Receptor',
      fields: [
        ['RFC', cfdi.receptor.rfc],
        ['Nombre', cfdi.receptor.nombre],
        ['Domicilio fiscal (CP)', cfdi.receptor.domicilioFiscalReceptor],
        ['Régimen fiscal', satCodeText(SAT_REGIMES, cfdi.receptor.regimenFiscalReceptor)],
        ['Uso del CFDI', satCodeText(SAT_CFDI_USES, cfdi.receptor.usoCfdi)],
      ],
    },
  ]);
}

function globalAndRelated(doc: Pdf, cfdi: Cfdi) {
  const global = cfdi.informacionGlobal;
  if (global) {
    heading(doc, 'Información global');
    fieldBlocks(doc, [
      { fields: [['Periodicidad', satCodeText(SAT_PERIODICITIES, global.periodicidad)]] },
      { fields: [['Meses', satCodeText(SAT_MONTHS, global.meses)]] },
      { fields: [['Año', global.año]] },
    ]);
  }
  if (cfdi.relacionados.length === 0) return;
  heading(doc, 'CFDI relacionados');
  for (const group of cfdi.relacionados) {
    fieldBlocks(doc, [
      {
        fields: [
          ['Tipo de relación', satCodeText(SAT_RELATIONS, group.tipoRelacion)],
          ...group.uuids.map((uuid): [string, string] => ['UUID', uuid]),
        ],
      },
    ]);
  }
}

function concepts(doc: Pdf, cfdi: Cfdi) {
  doc.moveDown(0.8);
  table(
    doc,
    [
      { header: 'Clave prod/serv', share: 0.095 },
      { header: 'No. identificación', share: 0.15 },
      { header: 'Cantidad', share: 0.09, align: 'right' },
      { header: 'Clave unidad', share: 0.075 },
      { header: 'Descripción', share: 0.23 },
      { header: 'Valor unitario', share: 0.135, align: 'right' },
      { header: 'Descuento', share: 0.105, align: 'right' },
      { header: 'Importe', share: 0.12, align: 'right' },
    ],
    cfdi.conceptos.map((concept) => [
      concept.claveProdServ,
      concept.noIdentificacion ?? '',
      quantity(concept.cantidad),
      concept.claveUnidad,
      concept.descripcion,
      money(concept.valorUnitario),
      concept.descuento ? money(concept.descuento) : '',
      money(concept.importe),
    ]),
  );
}

/** How it is paid on the left, the amounts down to the total on the right, the total in words. */
function amounts(doc: Pdf, cfdi: Cfdi) {
  const lines = [
    { label: 'Subtotal', value: money(cfdi.subTotal) },
    ...(cfdi.descuento ? [{ label: 'Descuento', value: money(cfdi.descuento) }] : []),
    ...cfdi.traslados.map(transferLine),
    { label: 'Total', value: money(cfdi.total), bold: true },
  ];
  keepTogether(doc, lines.length * 16 + 30);
  const top = doc.y;
  totals(doc, lines);
  const bottom = doc.y;
  doc.y = top;
  const payment: [string, string][] = [];
  if (cfdi.metodoPago) {
    payment.push(['Método de pago', satCodeText(SAT_PAYMENT_METHODS, cfdi.metodoPago)]);
  }
  if (cfdi.formaPago)
    payment.push(['Forma de pago', satCodeText(SAT_PAYMENT_FORMS, cfdi.formaPago)]);
  payment.push(['Moneda', cfdi.moneda]);
  fieldBlocks(doc, [{ fields: payment }], { x: MARGIN, width: contentWidth(doc) * 0.45 });
  doc.y = Math.max(doc.y, bottom) + 6;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text(`(${amountInWords(cfdi.total)})`, MARGIN, doc.y, {
    width: contentWidth(doc),
    align: 'right',
  });
}

/**
 * The printed representation of a stamped CFDI 4.0 (representación impresa): who issues and who
 * receives, the concepts, the amounts and the total in words, the digital stamp with its seals and
 * original string, and the SAT's verification QR. A CFDI of the test stamper says SIN VALIDEZ
 * FISCAL on every page, a cancelled one CANCELADO.
 */
export async function invoicePdf(input: InvoicePdfInput): Promise<Pdf> {
  const cfdi = readCfdi(input.xml);
  const doc = await openPdf(`${TITLES[cfdi.tipoDeComprobante] ?? 'CFDI'} ${cfdi.timbre.uuid}`);
  header(doc, cfdi, input.branch);
  globalAndRelated(doc, cfdi);
  concepts(doc, cfdi);
  paymentsSection(doc, cfdi);
  amounts(doc, cfdi);
  await stampBlock(doc, cfdi, input.production);
  markPages(doc, { production: input.production, cancelled: input.status === 'CANCELADA' });
  return finish(
    doc,
    { generatedAt: 'Generado el {{date}}', page: 'Página {{page}} de {{pages}}' },
    input.timeZone,
    input.generatedAt,
  );
}
