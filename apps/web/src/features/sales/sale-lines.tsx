import type { SaleLine } from '@iris/domain/sales/sale.schemas';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import { moneyColumn } from '../../components/money-column';
import { formatCount, formatMoney } from '../../lib/format-number';
import { SALE_LINES_TABLE } from './sale-api';

/**
 * docs/spec.md §2: a NUEVO sale's lines as a summary (product, price × qty = amount) with edit and
 * delete buttons.
 */
export function SaleLinesList({
  lines,
  onEdit,
  onDelete,
}: {
  lines: SaleLine[] | undefined;
  onEdit: (line: SaleLine) => void;
  onDelete: (line: SaleLine) => void;
}) {
  const { t } = useTranslation();
  if (lines === undefined) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label={t('sale.lines.loading')} />
      </Box>
    );
  }
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('sale.lines.empty')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={t('sale.lines.title')} disablePadding>
      {lines.map((line) => (
        <ListItem
          key={line.id}
          divider
          disableGutters
          secondaryAction={
            <Box sx={{ display: 'flex' }}>
              <Tooltip title={t('sale.lines.editLabel', { name: line.product_name })}>
                <IconButton
                  size="small"
                  aria-label={t('sale.lines.editLabel', { name: line.product_name })}
                  onClick={() => onEdit(line)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('sale.lines.deleteLabel', { name: line.product_name })}>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t('sale.lines.deleteLabel', { name: line.product_name })}
                  onClick={() => onDelete(line)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          }
          sx={{ pr: 10 }}
        >
          <ListItemText
            primary={line.product_name}
            secondary={t('sale.lines.math', {
              price: formatMoney(line.price),
              qty: formatCount(line.qty),
              amount: formatMoney(line.amount),
            })}
            slotProps={{ secondary: { sx: { color: 'text.primary' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * docs/spec.md §2: an executed or cancelled sale's lines, read-only: product, qty, price, amount; a
 * phone shows the product, how many and the amount.
 */
export function SaleLinesTable({ saleId }: { saleId: number }) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumn<SaleLine>[]>(
    () => [
      {
        field: 'product_name',
        headerName: t('sale.lines.product'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        phone: true,
      },
      {
        field: 'qty',
        headerName: t('sale.lines.qty'),
        type: 'number',
        // "Cantidad" whole, also on a phone.
        width: 88,
        whole: true,
        phone: true,
        valueFormatter: (value: number) => formatCount(value),
      },
      moneyColumn<SaleLine>('price', t('sale.lines.price'), { sortable: false }),
      moneyColumn<SaleLine>('amount', t('sale.lines.amount'), { sortable: false, phone: true }),
    ],
    [t],
  );
  return (
    <DataTable<SaleLine>
      endpoint={SALE_LINES_TABLE}
      urlPrefix="lines"
      columns={columns}
      defaultSortBy="id"
      filters={{ shoppingId: saleId }}
      searchable={false}
      emptyText={t('sale.lines.emptyReadOnly')}
    />
  );
}
