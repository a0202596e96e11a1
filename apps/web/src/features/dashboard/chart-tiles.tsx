import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import BarChartIcon from '@mui/icons-material/BarChart';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tile } from './dashboard-tile';

// MUI X Charts is the largest thing the dashboard draws: its chunk comes once the charts are on
// screen, after the tiles, never with the page.
const SalesChart = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.SalesChart })),
);
const PaymentsChart = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.PaymentsChart })),
);

/** True once the element has come near the screen (at once where nothing can tell). */
function useNearScreen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/** The chart's place while it comes: its tile says it is busy (aria-busy), the space stays. */
function ChartSpace({ height }: { height: number }) {
  return <Skeleton variant="rounded" height={height} />;
}

/** The two charts' tiles, drawn when the dashboard's figures are in and the tiles near sight. */
export function ChartTiles({ charts }: { charts: Dashboard['charts'] | undefined }) {
  const { t } = useTranslation();
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const chart = (content: ReactNode, height: number) =>
    charts && near ? (
      <Suspense fallback={<ChartSpace height={height} />}>{content}</Suspense>
    ) : (
      <ChartSpace height={height} />
    );
  return (
    <>
      <Grid size={{ xs: 12, md: 8 }} ref={ref}>
        <Tile title={t('home.charts.sales')} icon={<BarChartIcon />} loading={!charts}>
          {chart(charts && <SalesChart charts={charts} />, 260)}
        </Tile>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Tile title={t('home.charts.payments')} icon={<DonutLargeIcon />} loading={!charts}>
          {chart(charts && <PaymentsChart charts={charts} />, 260)}
        </Tile>
      </Grid>
    </>
  );
}
