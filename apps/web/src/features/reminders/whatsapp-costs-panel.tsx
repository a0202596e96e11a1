import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlFilters } from '../../components/url-filters';
import { MONTH, shiftMonth, thisMonth, whatsappCostsQuery } from './whatsapp-costs-api';
import { WhatsappCostsTable } from './whatsapp-costs-table';
import { QueryState } from '../../components/query-state';

/** The month shown, in the address (`?month=2026-10`); none, or one to come, is this month. */
function useShownMonth() {
  const [params, setFilters] = useUrlFilters();
  const current = thisMonth();
  const asked = params.get('month');
  const month = asked !== null && MONTH.test(asked) && asked < current ? asked : current;
  const go = (steps: number) => {
    const next = shiftMonth(month, steps);
    setFilters({ month: next >= current ? null : next });
  };
  return { month, current, go };
}

/**
 * "WhatsApp este mes": what a month's WhatsApp messages cost, by category, of the branch the page
 * shows (every branch's for super_admin with none chosen); the months before, a click away. Says
 * so when WhatsApp is not set up (the notices go by e-mail) or sent nothing that month.
 */
export function WhatsappCostsPanel({
  branchId,
  enabled,
}: {
  branchId: number | null;
  /** Once the profile says whose branch it is. */
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { month, current, go } = useShownMonth();
  const query = useQuery({
    ...whatsappCostsQuery(branchId, month, enabled),
    placeholderData: keepPreviousData,
  });
  const [year = '', number = '1'] = month.split('-');
  const monthName = (t('reminders.costs.months', { returnObjects: true }) as string[])[
    Number(number) - 1
  ];
  const title =
    month === current
      ? t('reminders.costs.title')
      : t('reminders.costs.titleOf', { month: monthName, year });
  const costs = query.data;
  const sent = costs?.items.some((item) => item.sent > 0) ?? false;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ flex: '0 1 auto' }}>
          {title}
        </Typography>
        <IconButton aria-label={t('reminders.costs.previous')} onClick={() => go(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={t('reminders.costs.next')}
          disabled={month >= current}
          onClick={() => go(1)}
        >
          <ChevronRightIcon />
        </IconButton>
        {costs && query.isFetching && (
          <CircularProgress size={18} aria-label={t('reminders.costs.loading')} />
        )}
      </Stack>
      {query.isError || !costs ? (
        <QueryState
          query={query}
          loading={t('reminders.costs.loading')}
          failed={t('reminders.costs.loadFailed')}
          retry={t('reminders.costs.retry')}
        />
      ) : (
        <Box
          aria-busy={query.isFetching}
          sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {!costs.enabled && (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {t('reminders.costs.disabled')}
            </Alert>
          )}
          {sent ? (
            <WhatsappCostsTable costs={costs} />
          ) : (
            costs.enabled && (
              <Typography color="text.secondary">{t('reminders.costs.empty')}</Typography>
            )
          )}
        </Box>
      )}
    </Box>
  );
}
