import { formatDateText } from '@iris/domain/common/column-text';
import { stampOriginalString, verificationUrl, type Cfdi } from './cfdi-read.js';
import { contentWidth, fieldBlocks, keepTogether, MARGIN, type Pdf } from '../../lib/pdf-layout.js';

/*
 * The part of a printed CFDI that the stamp gives it (invoice-pdf.ts): the digital stamp's data,
 * the seals and the original string in small monospace, the SAT's verification QR, and the marks
 * of a CFDI without fiscal value or cancelled.
 */

const QR = 88;
const WARNING = '#b00020';
const MONO = 6;

/**
 * The QR on the left with the TimbreFiscalDigital's data beside it, then the seals and the
 * original string across the page.
 */
export async function stampBlock(doc: Pdf, cfdi: Cfdi, production: boolean) {
  const { timbre } = cfdi;
  const width = contentWidth(doc);
  const long = [
    ['Sello digital del CFDI', cfdi.sello],
    ['Sello digital del SAT', timbre.selloSat],
    [
      'Cadena original del complemento de certificación digital del SAT',
      stampOriginalString(timbre),
    ],
  ] as const;
  // Courier's characters are all 0.6 em wide: the long strings are cut into full lines.
  const perLine = Math.floor(width / (0.6 * MONO));
  const lines = (value: string) => value.match(new RegExp(`.{1,${perLine}}`, 'g')) ?? [];
  const longHeight = long.reduce((sum, [, value]) => sum + 14 + lines(value).length * 7, 0);
  keepTogether(doc, 20 + QR + longHeight);
  doc.moveDown(1);
  const top = doc.y;
  const { default: QRCode } = await import('qrcode');
  const image = await QRCode.toBuffer(verificationUrl(cfdi), { margin: 0, width: QR * 4 });
  doc.image(image, MARGIN, top, { width: QR, height: QR });
  fieldBlocks(
    doc,
    [
      {
        fields: [
          ['Folio fiscal', timbre.uuid],
          ['No. de serie del certificado del emisor', cfdi.noCertificado],
          ['No. de serie del certificado del SAT', timbre.noCertificadoSat],
          ['Fecha y hora de certificación', cfdiDateTime(timbre.fechaTimbrado, true)],
          ['RFC del proveedor de certificación', timbre.rfcProvCertif],
        ],
      },
    ],
    { x: MARGIN + QR + 14, width: width - QR - 14 },
  );
  if (!production) {
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(8).fillColor(WARNING);
    doc.text(
      'Timbrado por el timbrador de prueba de Iris: este CFDI no tiene validez ante el SAT.',
      MARGIN + QR + 14,
      doc.y,
    );
  }
  doc.font('Helvetica').fontSize(7).fillColor('#555555');
  doc.text('Este documento es una representación impresa de un CFDI', MARGIN, top + QR + 8);
  doc.moveDown(0.6);
  for (const [label, value] of long) {
    doc.font('Helvetica-Bold').fontSize(7.5).fillColor('black').text(label, MARGIN, doc.y);
    doc.font('Courier').fontSize(MONO).text(lines(value).join('\n'), MARGIN, doc.y, { width });
    doc.moveDown(0.5);
  }
}

/** A CFDI's local date and time (2026-11-27T14:05:09) as 27/11/2026 14:05, or 14:05:09. */
export const cfdiDateTime = (value: string, seconds = false) =>
  `${formatDateText(value)} ${value.slice(11, seconds ? 19 : 16)}`;

/** On every page: a band on top when the CFDI has no fiscal value, CANCELADO across if cancelled. */
export function markPages(doc: Pdf, marks: { production: boolean; cancelled: boolean }) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const { width, height } = doc.page;
    if (!marks.production) {
      doc.save().rect(0, 0, width, 28).fill(WARNING).restore();
      doc.font('Helvetica-Bold').fontSize(11).fillColor('white');
      doc.text('SIN VALIDEZ FISCAL · timbrado de prueba', 0, 9, {
        width,
        align: 'center',
        lineBreak: false,
      });
    }
    if (marks.cancelled) {
      doc.save().rotate(-35, { origin: [width / 2, height / 2] });
      doc.font('Helvetica-Bold').fontSize(84).fillColor('#c62828').fillOpacity(0.22);
      doc.text('CANCELADO', 0, height / 2 - 42, { width, align: 'center', lineBreak: false });
      doc.restore();
    }
  }
  doc.fillColor('black');
}
