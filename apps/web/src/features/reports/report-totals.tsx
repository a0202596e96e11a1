import { useTranslation } from 'react-i18next';
import { TableTotals, type TotalFigure } from '../../components/table-totals';
import { formatCount } from '../../lib/format-number';

/**
 * A report's totals row (TableTotals), its rows counted as the report counts them ("12 pagos",
 * "alrededor de 1,000 ventas" past the exact count).
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
  return <TableTotals label={t('reports.totals')} count={count} figures={figures} aside={aside} />;
}
