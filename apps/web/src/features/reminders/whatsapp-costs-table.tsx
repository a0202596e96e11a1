import { WHATSAPP_CATEGORIES, type WhatsappCosts } from '@iris/domain/whatsapp/whatsapp.schemas';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyShown } from '../../lib/cash-money';
import { formatCount, formatUnitPrice } from '../../lib/format-number';

const strong = { fontWeight: 600 } as const;

/**
 * The month's messages by category (Recordatorios y avisos, Revisión anual, Respuestas) in Meta's
 * order: sent, delivered (what Meta bills), the category's price and the cost; then the totals. A
 * phone scrolls the table sideways rather than squeeze its figures. Drawn again only for another
 * answer: the page above it draws again at each filter of the reminders' table.
 */
export const WhatsappCostsTable = memo(function WhatsappCostsTable({
  costs,
}: {
  costs: WhatsappCosts;
}) {
  const { t } = useTranslation();
  const items = WHATSAPP_CATEGORIES.flatMap((category) =>
    costs.items.filter((item) => item.category === category),
  );
  const sum = (field: 'sent' | 'delivered') =>
    items.reduce((total, item) => total + item[field], 0);
  return (
    // On a phone the table scrolls sideways: a region the keyboard can reach and scroll.
    <Box
      role="region"
      aria-label={t('reminders.costs.table')}
      tabIndex={0}
      sx={{ overflowX: 'auto', maxWidth: 640 }}
    >
      <Table size="small" aria-label={t('reminders.costs.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reminders.costs.category')}</TableCell>
            <TableCell align="right">{t('reminders.costs.sent')}</TableCell>
            <TableCell align="right">{t('reminders.costs.delivered')}</TableCell>
            <TableCell align="right">{t('reminders.costs.price')}</TableCell>
            <TableCell align="right">{t('reminders.costs.cost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.category}>
              <TableCell component="th" scope="row">
                {t(`reminders.costs.categories.${item.category}`)}
              </TableCell>
              <TableCell align="right">{formatCount(item.sent)}</TableCell>
              <TableCell align="right">{formatCount(item.delivered)}</TableCell>
              <TableCell align="right">{formatUnitPrice(item.price)}</TableCell>
              <TableCell align="right">{moneyShown(item.cost)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={strong}>
              {t('reminders.costs.total')}
            </TableCell>
            <TableCell align="right" sx={strong}>
              {formatCount(sum('sent'))}
            </TableCell>
            <TableCell align="right" sx={strong}>
              {formatCount(sum('delivered'))}
            </TableCell>
            <TableCell />
            <TableCell align="right" sx={strong}>
              {moneyShown(costs.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        {t('reminders.costs.note')}
      </Typography>
    </Box>
  );
});
