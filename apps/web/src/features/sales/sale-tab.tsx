import type { Sale, SaleLine } from '@iris/domain/sales/sale.schemas';
import { saleStatus } from '@iris/domain/sales/sale-status';
import BlockIcon from '@mui/icons-material/Block';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/use-confirm';
import { useNotify } from '../../lib/notifications';
import { InvoicedSaleCancelDialog } from './invoiced-sale-cancel-dialog';
import { cancelSale, deleteLine, executeSale } from './sale-api';
import { SaleLineDialog, type LineDraft } from './sale-line-dialog';
import { SaleLinesList, SaleLinesTable } from './sale-lines';
import type { SellableProduct } from './sale-product-card';
import { SaleProducts } from './sale-products';
import { saleQueries } from './sale-queries';
import { SaleTotals } from './sale-totals';

/** How many of a product the sale's lines already take, but for one line (the one edited). */
const listedOf = (lines: readonly SaleLine[], productId: number, except?: number) =>
  lines
    .filter((line) => line.product.id === productId && line.id !== except)
    .reduce((sum, line) => sum + line.qty, 0);

const panelSx = { p: { xs: 2, md: 3 } } as const;

/**
 * The "Venta" tab (docs/spec.md §2, §4): while NUEVO, the sellable products beside the lines and
 * totals, with Ejecutar and Cancelar; otherwise the lines and totals read-only (an executed sale
 * can still be cancelled, after its CFDI when one covers it; a cancelled one reads in red).
 */
export function SaleTab({ sale, onChanged }: { sale: Sale; onChanged: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const [draft, setDraft] = useState<LineDraft | null>(null);
  const [cancellingInvoiced, setCancellingInvoiced] = useState(false);
  const editable = saleStatus.isEditable(sale.status);
  const lines = useQuery({ ...saleQueries.allLines(sale.id), enabled: editable });

  // The cards keep one click handler (they are memoised); it reads the lines of the moment.
  const linesNow = useRef<readonly SaleLine[]>([]);
  useEffect(() => {
    linesNow.current = lines.data ?? [];
  }, [lines.data]);
  const addProduct = useCallback((product: SellableProduct) => {
    const available = product.stock - listedOf(linesNow.current, product.id);
    setDraft({ product, price: product.price, available });
  }, []);
  const editLine = (line: SaleLine) => {
    const sellable = queryClient.getQueryData(saleQueries.sellable(sale.id).queryKey);
    const product = sellable?.find((candidate) => candidate.id === line.product.id);
    setDraft({
      product: line.product,
      price: product?.price ?? line.price,
      available: product ? product.stock - listedOf(lines.data ?? [], product.id, line.id) : null,
      line,
    });
  };

  const removeLine = async (line: SaleLine) => {
    const yes = await confirm({
      title: t('sale.lines.deleteTitle'),
      text: t('sale.lines.deleteText', { name: line.product_name }),
    });
    if (!yes) return;
    try {
      notify.success((await deleteLine(line.id)).message);
      onChanged();
    } catch (error) {
      notify.error(error);
    }
  };

  const act = async (kind: 'execute' | 'cancel') => {
    // A CFDI of this fiscal year is cancelled before the sale; one of an earlier year no longer
    // can be, and cancelling the sale issues its credit note (docs/rules.md, Credit note).
    if (kind === 'cancel' && sale.invoice?.cancellable) {
      setCancellingInvoiced(true);
      return;
    }
    const cancelText = sale.invoice ? 'sale.actions.cancelPastYearText' : 'sale.actions.cancelText';
    const yes = await confirm({
      title: t(kind === 'execute' ? 'sale.actions.executeTitle' : 'sale.actions.cancelTitle'),
      text: t(kind === 'execute' ? 'sale.actions.executeText' : cancelText, {
        serial: sale.serial,
      }),
    });
    if (!yes) return;
    try {
      const answer = await (kind === 'execute' ? executeSale(sale.id) : cancelSale(sale.id));
      notify.success(answer.message);
    } catch (error) {
      notify.error(error);
    }
    // Also after a refusal: a 666 means the stock moved meanwhile.
    onChanged();
    void queryClient.invalidateQueries({ queryKey: ['shoppings', 'sellable', sale.id] });
  };

  const cancellable = saleStatus.canTransition(sale.status, 'CANCELADO');
  const actions = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {editable && (
        <Button
          variant="contained"
          color="success"
          startIcon={<PlayArrowIcon />}
          onClick={() => void act('execute')}
        >
          {t('sale.actions.execute')}
        </Button>
      )}
      {cancellable && (
        <Button color="error" startIcon={<BlockIcon />} onClick={() => void act('cancel')}>
          {t('sale.actions.cancel')}
        </Button>
      )}
    </Stack>
  );

  const summary = (
    <Paper sx={{ ...panelSx, position: { md: 'sticky' }, top: { md: 80 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('sale.lines.title')}
      </Typography>
      <SaleLinesList
        lines={lines.data}
        onEdit={editLine}
        onDelete={(line) => void removeLine(line)}
      />
      <Divider sx={{ my: 2 }} />
      <SaleTotals sale={sale} onSaved={onChanged} />
      <Divider sx={{ my: 2 }} />
      {actions}
    </Paper>
  );

  return (
    <>
      {editable ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7, lg: 8 }} sx={{ order: { xs: 2, md: 1 } }}>
            <Paper sx={panelSx}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('sale.products.title')}
              </Typography>
              <SaleProducts saleId={sale.id} onSelect={addProduct} />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5, lg: 4 }} sx={{ order: { xs: 1, md: 2 } }}>
            {summary}
          </Grid>
        </Grid>
      ) : (
        <Stack spacing={3}>
          {sale.status === 'CANCELADO' && (
            <Alert severity="error" variant="outlined">
              {t('sale.cancelled')}
            </Alert>
          )}
          <Paper sx={panelSx}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('sale.lines.title')}
            </Typography>
            <SaleLinesTable saleId={sale.id} />
          </Paper>
          <Paper sx={{ ...panelSx, maxWidth: { md: 480 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('sale.totals.title')}
            </Typography>
            <SaleTotals sale={sale} onSaved={onChanged} />
            {cancellable && <Divider sx={{ my: 2 }} />}
            {cancellable && actions}
          </Paper>
        </Stack>
      )}
      <SaleLineDialog
        saleId={sale.id}
        draft={draft}
        onClose={() => setDraft(null)}
        onSaved={onChanged}
      />
      {confirmDialog}
      <InvoicedSaleCancelDialog
        sale={sale}
        invoice={cancellingInvoiced ? sale.invoice : null}
        onClose={() => setCancellingInvoiced(false)}
        onChanged={onChanged}
      />
    </>
  );
}
