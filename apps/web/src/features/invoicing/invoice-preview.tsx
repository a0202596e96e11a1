import { personKindOf } from '@iris/domain/invoicing/rfc';
import type { Sale } from '@iris/domain/sales/sale.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { centsText, moneyShown } from '../../lib/cash-money';
import { saleBreakdown } from '../../lib/sale-breakdown';

export interface InvoicePreviewProps {
  sale: Pick<Sale, 'amount' | 'discount' | 'total' | 'paymentStatus'>;
  /** The receiver's RFC and the CFDI's use as they now stand in the form. */
  rfc: string;
  cfdiUse: string;
}

/**
 * What the CFDI will say before it is stamped (docs/rules.md, Invoice of a sale): PUE for a sale
 * already paid, otherwise PPD with a payment complement for each later payment; its Subtotal,
 * Descuento, IVA and Total, the sale's own; and, for a person deducting medical expenses (D01),
 * that glasses are deductible only when paid by card or transfer (research/cfdi.md).
 */
export function InvoicePreview({ sale, rfc, cfdiUse }: InvoicePreviewProps) {
  const { t } = useTranslation();
  const money = saleBreakdown(sale);
  const rows = [
    [t('invoiceDialog.subtotal'), centsText(money.amount)],
    [t('invoiceDialog.discount'), centsText(money.discount)],
    [t('invoiceDialog.vat'), centsText(money.vat)],
    [t('invoiceDialog.total'), moneyShown(sale.total)],
  ] as const;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{t('invoiceDialog.method')}</Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t(sale.paymentStatus === 'PAGADO' ? 'invoiceDialog.pue' : 'invoiceDialog.ppd')}
      </Typography>
      <Typography variant="subtitle2">{t('invoiceDialog.preview')}</Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0, maxWidth: 320 }}
      >
        {rows.map(([label, value], index) => (
          <Box key={label} sx={{ display: 'contents', fontWeight: index === 3 ? 700 : 400 }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {personKindOf(rfc) === 'fisica' && cfdiUse === 'D01' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('invoiceDialog.deductible')}
        </Alert>
      )}
    </Box>
  );
}
