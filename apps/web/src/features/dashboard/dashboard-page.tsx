import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownDate } from '../../lib/format-date';
import { useOptions } from '../../lib/options-query';
import { useSession } from '../../lib/session-context';
import { useChosenBranch } from '../../lib/working-branch';
import { AppointmentsTile } from './appointments-tile';
import { ArcoTile } from './arco-tile';
import { ChangeRequestsTile } from './change-requests-tile';
import { ChartTiles } from './chart-tiles';
import { dashboardQuery } from './dashboard-api';
import { salesPath } from './dashboard-links';
import { dashboardSx } from './dashboard-styles';
import { LowStockTile } from './low-stock-tile';
import { PaymentsTile, SalesTile } from './money-tiles';
import { RegisterTile } from './register-tile';
import { personName } from '@iris/domain/common/person-name';
import { QueryState } from '../../components/query-state';

/**
 * The administrator's choice: a plain labelled list, light to draw (no input component of its
 * own on the page everyone lands on) and a phone's own picker.
 */
function BranchChoice({
  chosen,
  onChoose,
}: {
  chosen: number | null;
  onChoose: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const branches = useOptions('branches');
  return (
    <Box sx={BRANCH_CHOICE}>
      <label htmlFor={id}>{t('home.branch')}</label>
      <select
        id={id}
        value={chosen === null ? '' : String(chosen)}
        onChange={(event) =>
          onChoose(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">{t('home.allBranches')}</option>
        {(branches.data ?? []).map((branch) => (
          <option key={branch.id} value={String(branch.id)}>
            {branch.name}
          </option>
        ))}
      </select>
    </Box>
  );
}

const BRANCH_CHOICE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  minWidth: 240,
  flex: { xs: '1 1 100%', sm: '0 0 auto' },
  '& label': { typography: 'caption', color: 'text.secondary' },
  '& select': {
    font: 'inherit',
    color: 'text.primary',
    bgcolor: 'background.paper',
    px: 1.5,
    py: 1,
    border: 1,
    borderColor: 'grey.600',
    borderRadius: 1,
  },
} as const;

/** The tiles' rows, added one after another (top first): see DashboardTiles. */
const ROWS = 3;

/**
 * The tiles, a row at a time, each row in a task of its own: a phone draws the first row at once
 * and the rest in the next moments, never one long task for the whole page (its score on
 * Lighthouse's mobile run). A row only ever goes below the others, so nothing drawn moves.
 */
function DashboardTiles({
  data,
  branchId,
  salesTo,
}: {
  data: Dashboard;
  branchId: number | null;
  salesTo: string;
}) {
  const [rows, setRows] = useState(1);
  useEffect(() => {
    if (rows >= ROWS) return;
    const next = setTimeout(() => setRows(rows + 1), 0);
    return () => clearTimeout(next);
  }, [rows]);
  return (
    <Box sx={dashboardSx}>
      <SalesTile data={data} salesTo={salesTo} />
      <PaymentsTile data={data} />
      <RegisterTile data={data} branchId={branchId} salesTo={salesTo} />
      {rows >= 2 && (
        <>
          <AppointmentsTile data={data} branchId={branchId} />
          <ChangeRequestsTile data={data} branchId={branchId} />
          <ArcoTile data={data} branchId={branchId} />
          <LowStockTile data={data} branchId={branchId} />
        </>
      )}
      {rows >= 3 && <ChartTiles charts={data.charts} />}
    </Box>
  );
}

/**
 * `/`, where everyone lands (issue 22): today's sales, payments, register, appointments, the
 * appointments whose patients ask to change them, and low stock of the user's branch, and the last 30 days' charts, from one dashboard/get. The
 * administrator sees every branch together, or chooses one: the session's branch, which the sales
 * list and the reports then show too and the layout wears (the top bar shows its register). Until the
 * answer comes, one line says so: the tiles then appear below it all at once, and nothing on the
 * page moves.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { isAdmin, branchId, choose } = useChosenBranch();
  // Branch staff ask for no branch: the API answers their own.
  const dashboard = useQuery({
    ...dashboardQuery(isAdmin ? branchId : null),
    enabled: profile !== null,
  });
  // The tiles are drawn from the answer in a render React may interrupt, in slices between which
  // a phone stays responsive, rather than in one long task the moment it arrives.
  const data = useDeferredValue(dashboard.data);
  if (!profile) return null;

  const fullName = personName(profile);
  const roles = profile.roles.map((role) => t(`roles.${role}`)).join(', ');
  // The sales list reads the session's branch: the link need not name it.
  const salesTo = salesPath(null);

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {t('dashboard.welcome', { name: fullName })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              t('dashboard.role', { role: roles || t('dashboard.noRole') }),
              !isAdmin &&
                t('dashboard.branch', { branch: profile.branch?.name ?? t('dashboard.noBranch') }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {isAdmin && <BranchChoice chosen={branchId} onChoose={choose} />}
      </Box>

      {dashboard.isError || !data ? (
        <QueryState
          query={dashboard}
          loading={t('home.loading')}
          failed={t('home.loadFailed')}
          retry={t('home.retry')}
        />
      ) : (
        <>
          <Typography variant="subtitle1" component="p" sx={{ mb: 1.5 }}>
            {t('home.today', { date: shownDate(data.date) })}
          </Typography>
          <DashboardTiles
            key={branchId ?? 'all'}
            data={data}
            branchId={branchId}
            salesTo={salesTo}
          />
        </>
      )}
    </Box>
  );
}
