import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import BarChartIcon from '@mui/icons-material/BarChart';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tile } from './dashboard-tile';

// MUI X Charts is the largest thing the dashboard draws: its chunk comes once the charts are near
// sight, after the tiles, never with the page.
const SalesChart = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.SalesChart })),
);
const PaymentsChart = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.PaymentsChart })),
);

/** About a chart's height with its caption. */
const CHART_HEIGHT = 280;

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

/** The two charts' tiles, each chart drawn when it comes near sight. */
export function ChartTiles({ charts }: { charts: Dashboard['charts'] }) {
  const { t } = useTranslation();
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const chart = (content: ReactNode) => {
    const space = <Skeleton variant="rounded" height={CHART_HEIGHT} />;
    return near ? <Suspense fallback={space}>{content}</Suspense> : space;
  };
  return (
    <>
      <Tile area="salesChart" title={t('home.charts.sales')} icon={<BarChartIcon />}>
        <div ref={ref}>{chart(<SalesChart charts={charts} />)}</div>
      </Tile>
      <Tile area="paymentsChart" title={t('home.charts.payments')} icon={<DonutLargeIcon />}>
        {chart(<PaymentsChart charts={charts} />)}
      </Tile>
    </>
  );
}
