import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { moneyShown } from '../lib/cash-money';

export interface TotalFigure {
  label: string;
  amount: number;
}

/**
 * A table's totals row, under it: what every row the filters match adds up to (the API's
 * `data.totals`, summed by the database), not only the page shown, with how many rows that is
 * (`count`: "12 pagos"). A list of terms and figures: on a phone they wrap, each figure beside its
 * name, and a figure never breaks inside ($1,234.56 on one line).
 */
export function TableTotals({
  label,
  count,
  figures,
  aside,
}: {
  /** "Totales": also the group's name for a screen reader. */
  label: string;
  count: string;
  figures: TotalFigure[];
  /** What the figures leave out, said beside them (cancelled sales, apart). */
  aside?: string | undefined;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
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
        {label} · {count}
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
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
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
