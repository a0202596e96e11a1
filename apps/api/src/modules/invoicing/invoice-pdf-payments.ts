import { formatMoneyText } from '@iris/domain/common/column-text';
import { satCodeText } from '@iris/domain/invoicing/sat-cfdi-codes';
import { SAT_PAYMENT_FORMS } from '@iris/domain/invoicing/sat-payment-forms';
import { heading, table, type Pdf } from '../../lib/pdf-layout.js';
import type { Cfdi } from './cfdi-read.js';
import { cfdiDateTime } from './invoice-pdf-stamp.js';

/**
 * A payment complement's payments (Pagos 2.0), printed under its concepts: when, how and how much
 * was paid, and for each invoice it pays the installment and the balances before and after.
 */
export function paymentsSection(doc: Pdf, cfdi: Cfdi) {
  for (const pago of cfdi.pagos) {
    heading(doc, 'Pago');
    table(
      doc,
      [
        { header: 'Fecha de pago', share: 0.3 },
        { header: 'Forma de pago', share: 0.45 },
        { header: 'Monto', share: 0.25, align: 'right' },
      ],
      [
        [
          cfdiDateTime(pago.fechaPago),
          satCodeText(SAT_PAYMENT_FORMS, pago.formaDePagoP),
          formatMoneyText(pago.monto),
        ],
      ],
    );
    doc.moveDown(0.6);
    table(
      doc,
      [
        // The UUID's 36 characters on one line; "Parcialidad" whole.
        { header: 'Documento relacionado (UUID)', share: 0.43 },
        { header: 'Serie y folio', share: 0.09 },
        { header: 'Parcialidad', share: 0.11, align: 'right' },
        { header: 'Saldo anterior', share: 0.13, align: 'right' },
        { header: 'Pagado', share: 0.11, align: 'right' },
        { header: 'Saldo insoluto', share: 0.13, align: 'right' },
      ],
      pago.documentos.map((docto) => [
        docto.idDocumento,
        [docto.serie, docto.folio].filter(Boolean).join('-'),
        docto.numParcialidad,
        formatMoneyText(docto.impSaldoAnt),
        formatMoneyText(docto.impPagado),
        formatMoneyText(docto.impSaldoInsoluto),
      ]),
    );
  }
}
