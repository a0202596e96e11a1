import {
  SALE_PRICE_ROLES,
  saleLineFormSchema,
  type SaleLine,
  type SaleLineFormValues,
} from '@iris/domain/sales/sale.schemas';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { MoneyInput, tidyMoney } from '../../components/money-input';
import { NumberInput } from '../../components/number-input';
import { ApiError } from '../../lib/api-client';
import { formatCount, formatMoney } from '../../lib/format-number';
import { errorCodeText } from '../../lib/i18n';
import { useHasRoles } from '../../lib/session-context';
import { createLine, updateLine } from './sale-api';

/** A line about to be added or changed. */
export interface LineDraft {
  product: { id: number; name: string };
  /** The stock's price: what the line costs unless a doctor or an administrator sets another. */
  price: number;
  /**
   * How many this line may take: the default storage's stock less the other lines of the same
   * product (the API adds them up too); null when the stock is not known here.
   */
  available: number | null;
  /** The line being changed; none adds one. */
  line?: SaleLine | undefined;
}

export interface SaleLineDialogProps {
  saleId: number;
  draft: LineDraft | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * docs/spec.md §2, §5, §6: a product's quantity (1 to what the storage holds: above it the message of
 * 666 stops the save, as the API would) and, for doctor and super_admin only, its price.
 */
export function SaleLineDialog({ saleId, draft, onClose, onSaved }: SaleLineDialogProps) {
  const { t } = useTranslation();
  const canPrice = useHasRoles(SALE_PRICE_ROLES);
  const line = draft?.line;
  const price = line?.price ?? draft?.price ?? 0;
  return (
    <FormDialog<FieldValues, SaleLineFormValues>
      open={draft !== null}
      formKey={`${draft?.product.id ?? ''}-${line?.id ?? 'new'}`}
      title={t(line ? 'sale.line.edit' : 'sale.line.add')}
      schema={saleLineFormSchema}
      defaultValues={{
        qty: line ? String(line.qty) : '1',
        price: canPrice ? tidyMoney(String(price)) : null,
      }}
      codeFields={{ 666: 'qty' }}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={(values) => {
        if (!draft) return Promise.resolve(null);
        if (draft.available !== null && values.qty > draft.available) {
          return Promise.reject(new ApiError(422, errorCodeText(666), 666));
        }
        // Without the right to price, the API sets the stock's price itself (another one is a 403).
        const fields = {
          product: { id: draft.product.id },
          qty: values.qty,
          ...(canPrice ? { price: values.price } : {}),
        };
        return line
          ? updateLine({ ...fields, id: line.id })
          : createLine({ ...fields, shopping: { id: saleId } });
      }}
    >
      {draft && (
        <Stack spacing={1} sx={{ pt: 1 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {draft.product.name}
          </Typography>
          {!canPrice && (
            <Typography>{t('sale.line.unitPrice', { price: formatMoney(draft.price) })}</Typography>
          )}
          {!canPrice && line && line.price !== draft.price && (
            <Alert severity="warning">
              {t('sale.line.priceReset', { price: formatMoney(line.price) })}
            </Alert>
          )}
          <NumberInput name="qty" label={t('sale.line.qty')} autoFocus />
          {canPrice && <MoneyInput name="price" label={t('sale.line.price')} />}
          {draft.available !== null && (
            <Alert severity={draft.available > 0 ? 'info' : 'warning'}>
              {t('sale.line.available', { qty: formatCount(draft.available) })}
            </Alert>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
