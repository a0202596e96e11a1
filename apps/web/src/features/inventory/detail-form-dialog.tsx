import {
  detailFormSchema,
  isExitType,
  originOf,
  PRICE_ROLES,
  type DetailFormValues,
  type Movement,
  type MovementDetail,
} from '@iris/domain/inventory/movement.schemas';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { MoneyInput, tidyMoney } from '../../components/money-input';
import { NumberInput } from '../../components/number-input';
import { SelectInput } from '../../components/select-input';
import { ApiError } from '../../lib/api-client';
import { formatCount } from '../../lib/format-number';
import { errorCodeText } from '../../lib/i18n';
import { useOptions } from '../../lib/options-query';
import { useHasRoles } from '../../lib/session-context';
import { createDetail, stockOf, updateDetail, useChildOptions } from './inventory-api';
import { inventoryQueries } from './inventory-queries';

function useAvailable(originId: number | null, productId: unknown) {
  return useQuery(inventoryQueries.stockOf(originId, Number(productId)));
}

/** Category → subcategory → product, each waiting for the one above; then qty and price. */
function DetailFields({ movement, showPrice }: { movement: Movement; showPrice: boolean }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const [categoryId, subcategoryId, productId] = useWatch({
    name: ['categoryId', 'subcategoryId', 'product.id'],
  }) as [unknown, unknown, unknown];
  const categories = useOptions('categories');
  const subcategories = useChildOptions(
    'subcategories/getOptionsByCategory/{id}',
    Number(categoryId) || null,
  );
  const products = useChildOptions(
    'products/getOptionsByDetails/{id}',
    Number(subcategoryId) || null,
  );
  const available = useAvailable(originOf(movement), productId);
  const toOptions = (options: { id: number; name: string }[] | undefined) =>
    (options ?? []).map((option) => ({ value: option.id, label: option.name }));
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          name="categoryId"
          label={t('stock.category')}
          options={toOptions(categories.data)}
          onValueChange={() => {
            setValue('subcategoryId', '');
            setValue('product.id', '');
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          name="subcategoryId"
          label={t('stock.subcategory')}
          options={toOptions(subcategories.data)}
          disabled={!categoryId}
          onValueChange={() => setValue('product.id', '')}
        />
      </Grid>
      <Grid size={12}>
        <SelectInput
          name="product.id"
          label={t('details.product')}
          options={toOptions(products.data)}
          disabled={!subcategoryId}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <NumberInput name="qty" label={t('details.qty')} />
      </Grid>
      {showPrice && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyInput name="price" label={t('details.price')} />
        </Grid>
      )}
      {available.data !== undefined && (
        <Grid size={12}>
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('details.available', { qty: formatCount(available.data) })}
          </Alert>
        </Grid>
      )}
    </Grid>
  );
}

export interface DetailFormDialogProps {
  movement: Movement;
  /** The line to edit; none to add one. */
  detail?: MovementDetail | undefined;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * docs/spec.md §2, §5 Movement detail: a product and a positive whole quantity; the price only for
 * doctor and super_admin on a movement that brings stock in. For an exit or a transfer the
 * origin's stock is shown, and a quantity above it stops the save (666), as the server would.
 */
export function DetailFormDialog({
  movement,
  detail,
  open,
  onClose,
  onSaved,
}: DetailFormDialogProps) {
  const { t } = useTranslation();
  const canPrice = useHasRoles(PRICE_ROLES);
  const showPrice = canPrice && !isExitType(movement.type);
  const origin = originOf(movement);
  return (
    <FormDialog<FieldValues, DetailFormValues>
      open={open}
      title={t(detail ? 'details.edit' : 'details.add')}
      schema={detailFormSchema}
      defaultValues={{
        categoryId: detail?.category.id ?? '',
        subcategoryId: detail?.subcategory.id ?? '',
        product: { id: detail?.product.id ?? '' },
        qty: detail ? String(detail.qty) : '',
        price: showPrice ? tidyMoney(String(detail?.price ?? 0)) : null,
      }}
      codeFields={{ 666: 'qty' }}
      onClose={onClose}
      onSaved={onSaved}
      onSubmit={async (values) => {
        if (origin !== null) {
          const available = await stockOf(values.product.id, origin);
          if (values.qty > available) {
            throw new ApiError(422, errorCodeText(666), 666);
          }
        }
        const line = {
          product: values.product,
          qty: values.qty,
          price: showPrice ? values.price : null,
        };
        return detail
          ? updateDetail({ ...line, id: detail.id })
          : createDetail({ ...line, movement: { id: movement.id } });
      }}
    >
      <DetailFields movement={movement} showPrice={showPrice} />
    </FormDialog>
  );
}
