import type { GridAnswer } from '@iris/domain/calendar/calendar-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-client';
import { calendarQueries, type EventsShown, type VisibleRange } from './calendar-queries';

/** The events of the range the calendar shows; the range (and its view) is the calendar's to set. */
export function useCalendarEvents(branchId: number, shown: EventsShown) {
  const [range, setRange] = useState<VisibleRange | null>(null);
  const events = useQuery(calendarQueries.events(branchId, range, shown));
  return [events, setRange] as const;
}

/**
 * The calendar while its events load: a progress bar and "Cargando citas…" over a dimmed
 * calendar, never an empty month that reads as "no appointments"; the empty message only once
 * the shown range has answered; a failure said, with a retry.
 */
export function CalendarLoadState({
  events,
  onRetry,
  emptyText,
  children,
}: {
  events: UseQueryResult<GridAnswer>;
  onRetry: () => void;
  /** What an empty range says ("No hay eventos en estas fechas." by default). */
  emptyText?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Until the calendar names its range, the query waits: that is loading too.
  const loading = events.isFetching || events.isPending;
  return (
    <Box sx={{ position: 'relative' }}>
      {/* A row of its own, kept while idle, so that the calendar does not jump. */}
      <Box sx={{ minHeight: 28, display: 'flex', alignItems: 'center', gap: 2, mb: 0.5 }}>
        {loading && (
          <>
            <Typography role="status" variant="body2" color="text.secondary">
              {t('calendar.loading')}
            </Typography>
            <LinearProgress aria-label={t('calendar.loading')} sx={{ flex: 1 }} />
          </>
        )}
      </Box>
      {events.isError && !loading && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('calendar.retry')}
            </Button>
          }
        >
          {t('calendar.loadFailed')} {errorText(events.error)}
        </Alert>
      )}
      <Box
        aria-busy={loading}
        sx={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }}
        className={loading ? 'iris-calendar-loading' : undefined}
      >
        {children}
      </Box>
      {!loading && !events.isError && events.data.days.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {emptyText ?? t('calendar.empty')}
        </Typography>
      )}
    </Box>
  );
}
