import { periodOf } from '@iris/domain/invoicing/global-period';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/download-button';
import { BranchFilter, FilterDay } from '../../components/filter-fields';
import { dateParam, useUrlFilters } from '../../components/url-filters';
import { shownDate, today } from '../../lib/format-date';
import { useSession } from '../../lib/session-context';
import { useChosenBranch } from '../../lib/working-branch';
import { reconciliationCsvRequest, reconciliationQuery } from './reconciliation-api';
import { ReconciliationMissing } from './reconciliation-missing';
import { ReconciliationTotals } from './reconciliation-totals';
import { QueryState } from '../../components/query-state';

/**
 * `/invoices/reconciliation` (docs/rules.md, Invoicing, Reconciliation): the period reconciled —
 * the current month unless other days are chosen (kept in the address) — of the user's branch, or,
 * for the administrator, of every branch or one: its totals, and what is missing with the action
 * that mends it and a link to the sale where the user acts; its CSV.
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const [params, setFilters] = useUrlFilters();
  const { profile } = useSession();
  const { isAdmin, branchId, choose } = useChosenBranch();
  const month = periodOf(today(), '04');
  const from = dateParam(params.get('from')) || month.from;
  const to = dateParam(params.get('to')) || month.to;
  const query = useQuery({
    ...reconciliationQuery(branchId, from, to, profile !== null),
    placeholderData: keepPreviousData,
  });
  const setDay = (key: 'from' | 'to') => (date: string) => setFilters({ [key]: date });
  const answer = query.data;

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('reconciliation.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reconciliation.intro')}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        role="group"
        aria-label={t('reconciliation.filters')}
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        {isAdmin && (
          <BranchFilter
            label={t('reconciliation.branch')}
            allLabel={t('reconciliation.allBranches')}
            value={branchId}
            onChange={(value) => choose(value ? Number(value) : null)}
          />
        )}
        <FilterDay label={t('reconciliation.from')} value={from} onChange={setDay('from')} />
        <FilterDay label={t('reconciliation.to')} value={to} onChange={setDay('to')} />
        <DownloadButton
          label={t('reconciliation.downloadCsv')}
          request={reconciliationCsvRequest(branchId, from, to)}
        />
      </Stack>
      {query.isError || !answer ? (
        <QueryState
          query={query}
          loading={t('reconciliation.loading')}
          failed={t('reconciliation.loadFailed')}
          retry={t('reconciliation.retry')}
        />
      ) : (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          <Typography variant="subtitle1" component="p" sx={{ mb: 1.5 }}>
            {[
              answer.branch?.name ?? (isAdmin ? t('reconciliation.allBranches') : ''),
              t('reconciliation.period', {
                from: shownDate(answer.period.from),
                to: shownDate(answer.period.to),
              }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <ReconciliationTotals totals={answer.totals} />
          {answer.missingCount === 0 ? (
            <Alert severity="success">{t('reconciliation.allGood')}</Alert>
          ) : (
            <ReconciliationMissing answer={answer} showBranch={answer.branch === null} />
          )}
        </Box>
      )}
    </Paper>
  );
}
