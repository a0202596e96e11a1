import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format-number';
import { moneyShown } from '../../lib/cash-money';

export interface TotalFigure {
  label: string;
  amount: number;
}

/**
 * A report's totals row, under its table: what every row the filters match adds up to (the API's
 * `data.totals`, summed by the database), not only the page shown, with how many rows that is.
 * A list of terms and figures: on a phone they wrap, each figure beside its name.
 */
export function ReportTotals({
  rows,
  table,
  figures,
  aside,
}: {
  /** How the rows are counted: "12 pagos", "1 venta". */
  rows: 'paymentsReport.count' | 'salesReport.count';
  table: { total_items: number; total_estimated: boolean };
  figures: TotalFigure[];
  /** What the figures leave out, said beside them (cancelled sales, apart). */
  aside?: string | undefined;
}) {
  const { t } = useTranslation();
  const shown = formatCount(table.total_items);
  const count = t(rows, {
    count: table.total_items,
    formatted: table.total_estimated ? t('reports.about', { count: shown }) : shown,
  });
  return (
    <Box
      role="group"
      aria-label={t('reports.totals')}
      sx={{
        mt: 1,
        px: 2,
        py: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 3,
        rowGap: 1,
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        {t('reports.totals')} · {count}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, ml: 'auto' }}
      >
        {figures.map((figure) => (
          <Box key={figure.label} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Typography component="dt" color="text.secondary" variant="body2">
              {figure.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {moneyShown(figure.amount)}
            </Typography>
          </Box>
        ))}
      </Box>
      {aside && (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {aside}
        </Typography>
      )}
    </Box>
  );
}
