import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { shownDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-number';
import { TileNote } from './dashboard-tile';

/*
 * The dashboard's two charts, in a chunk of their own (MUI X Charts and its d3 pieces): the page
 * loads it once they scroll into sight, so the first page everyone lands on stays small.
 */

/** Whole pesos for an axis's ticks ($12,000): the exact amounts are in the tooltip and summary. */
const axisMoney = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});

/** Slices' colours, readable on white, in the order of the methods (largest first). */
const SLICE_COLORS = ['#1565C0', '#2E7D32', '#EF6C00', '#6A1B9A', '#00838F', '#AD1457', '#4E342E'];

const dayMonth = (date: string) => shownDate(date).slice(0, 5);

/** Sales per day of the last 30 days: total as bars, count and exact total in the tooltip. */
export function SalesChart({ charts }: { charts: Dashboard['charts'] }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const days = charts.salesByDay;
  const count = days.reduce((sum, day) => sum + day.count, 0);
  // Cents, so that thirty days of decimals add up exactly.
  const cents = days.reduce((sum, day) => sum + Math.round(day.total * 100), 0);
  if (count === 0) return <TileNote>{t('home.charts.salesEmpty')}</TileNote>;
  const every = phone ? 7 : 3;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <BarChart
        height={phone ? 220 : 260}
        skipAnimation
        hideLegend
        // Room on the right for today's label, centred under the last bar.
        margin={{ left: 8, right: phone ? 20 : 12, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'band',
            data: days.map((day) => day.date),
            valueFormatter: (date: string, context) =>
              context.location === 'tick' ? dayMonth(date) : shownDate(date),
            // The last day (today) always labelled, then every few days back.
            tickLabelInterval: (_date: string, index: number) =>
              (days.length - 1 - index) % every === 0,
            label: t('home.charts.day'),
          },
        ]}
        yAxis={[
          {
            valueFormatter: (value: number) => axisMoney.format(value),
            width: phone ? 56 : 72,
          },
        ]}
        series={[
          {
            data: days.map((day) => day.total),
            label: t('home.charts.salesSeries'),
            color: '#1565C0',
            valueFormatter: (value, { dataIndex }) =>
              t('home.charts.salesTooltip', {
                total: formatMoney(value ?? 0),
                count: days[dataIndex]?.count ?? 0,
              }),
          },
        ]}
      />
      <figcaption className="tile-note">
        {t('home.charts.salesSummary', {
          total: formatMoney(cents / 100),
          count,
          from: shownDate(charts.from),
          to: shownDate(charts.to),
        })}
      </figcaption>
    </Box>
  );
}

/** The last 30 days' payments by method, as a ring with its legend of exact amounts. */
export function PaymentsChart({ charts }: { charts: Dashboard['charts'] }) {
  const { t } = useTranslation();
  const methods = charts.paymentsByMethod;
  // A slice is a share of money taken: a method whose refunds outweigh its payments has none.
  const slices = methods
    .filter((entry) => entry.total > 0)
    .map((entry, i) => ({
      id: entry.method.id,
      value: entry.total,
      label: entry.method.name,
      color: SLICE_COLORS[i % SLICE_COLORS.length],
    }));
  if (slices.length === 0) return <TileNote>{t('home.charts.paymentsEmpty')}</TileNote>;
  const cents = methods.reduce((sum, entry) => sum + Math.round(entry.total * 100), 0);
  const positive = slices.reduce((sum, slice) => sum + Math.round(slice.value * 100), 0);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <PieChart
        height={200}
        skipAnimation
        hideLegend
        margin={{ left: 0, right: 0, top: 8, bottom: 8 }}
        series={[
          {
            data: slices,
            innerRadius: 48,
            paddingAngle: 1,
            valueFormatter: (item) => formatMoney(item.value),
          },
        ]}
      />
      <dl className="tile-amounts">
        {methods.map((entry) => {
          const slice = slices.find((candidate) => candidate.id === entry.method.id);
          const share = slice ? Math.round((Math.round(slice.value * 100) * 100) / positive) : null;
          return (
            <div key={entry.method.id}>
              <dt>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: 'inline-block',
                    width: 12,
                    height: 12,
                    mr: 1,
                    borderRadius: '2px',
                    bgcolor: slice?.color ?? 'transparent',
                    border: slice ? 0 : 1,
                    borderColor: 'divider',
                  }}
                />
                {share === null ? entry.method.name : `${entry.method.name} (${share} %)`}
              </dt>
              <dd>{formatMoney(entry.total)}</dd>
            </div>
          );
        })}
      </dl>
      <figcaption className="tile-note">
        {t('home.charts.paymentsSummary', {
          total: formatMoney(cents / 100),
          from: shownDate(charts.from),
          to: shownDate(charts.to),
        })}
      </figcaption>
    </Box>
  );
}
