import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../lib/api-client';
import { useBranch } from '../../lib/branch-query';
import { shownDate } from '../../lib/format-date';
import { useOptions } from '../../lib/options-query';
import { useIsSuperAdmin, useSession } from '../../lib/session-context';
import { useShowBranch } from '../../lib/working-branch';
import { AppointmentsTile } from './appointments-tile';
import { dashboardQuery } from './dashboard-api';
import { salesPath } from './dashboard-links';
import { ChartTiles } from './chart-tiles';
import { LowStockTile } from './low-stock-tile';
import { PaymentsTile, SalesTile } from './money-tiles';
import { RegisterTile } from './register-tile';

/** `?branch=` as the administrator chose it; null: every branch. */
function useChosenBranch(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('branch'));
  const chosen = Number.isInteger(raw) && raw > 0 ? raw : null;
  const choose = (id: number | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete('branch');
      else next.set('branch', String(id));
      return next;
    });
  return [chosen, choose];
}

/**
 * `/`, where everyone lands (issue 22): today's appointments, sales, payments, register and low
 * stock of the user's branch, and the last 30 days' charts, from one dashboard/get. The
 * administrator sees every branch together, or chooses one (kept in the address, and worn by the
 * layout as the sales page does, so that the top bar shows that branch's register).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const isAdmin = useIsSuperAdmin();
  const [chosen, choose] = useChosenBranch();
  const branchId = isAdmin ? chosen : (profile?.branchId ?? null);
  // Branch staff ask for no branch: the API answers their own.
  const dashboard = useQuery({
    ...dashboardQuery(isAdmin ? chosen : null),
    enabled: profile !== null,
  });
  const branches = useOptions('branches', isAdmin);
  useShowBranch(useBranch(isAdmin ? chosen : null).data);
  if (!profile) return null;

  const fullName = [profile.name, profile.paternal, profile.maternal].filter(Boolean).join(' ');
  const roles = profile.roles.map((role) => t(`roles.${role}`)).join(', ');
  const data = dashboard.data;
  const salesTo = salesPath(isAdmin ? chosen : null);

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
              data && t('home.today', { date: shownDate(data.date) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {isAdmin && (
          <TextField
            select
            size="small"
            label={t('home.branch')}
            value={chosen === null ? '' : String(chosen)}
            onChange={(event) =>
              choose(event.target.value === '' ? null : Number(event.target.value))
            }
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            <MenuItem value="">{t('home.allBranches')}</MenuItem>
            {(branches.data ?? []).map((branch) => (
              <MenuItem key={branch.id} value={String(branch.id)}>
                {branch.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>

      {dashboard.isError ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              {t('home.retry')}
            </Button>
          }
        >
          {`${t('home.loadFailed')} ${errorText(dashboard.error)}`}
        </Alert>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <SalesTile data={data} salesTo={salesTo} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <PaymentsTile data={data} />
          </Grid>
          <Grid size={{ xs: 12, sm: 12, lg: 4 }}>
            <RegisterTile data={data} branchId={branchId} salesTo={salesTo} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <AppointmentsTile data={data} branchId={branchId} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <LowStockTile data={data} branchId={branchId} />
          </Grid>
          <ChartTiles charts={data?.charts} />
        </Grid>
      )}
    </Box>
  );
}
