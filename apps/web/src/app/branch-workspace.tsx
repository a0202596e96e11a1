import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { useUrlTab } from '../components/use-url-tab';
import { BranchHeader } from '../features/branches/branch-header';
import { PersonalizationTab } from '../features/branches/personalization-tab';
import { StoragesTab } from '../features/branches/storages-tab';
import { CalendarTab } from '../features/calendar/calendar-tab';
import { StockTable } from '../features/inventory/stock-table';
import { CatalogueFormPage } from '../features/catalogue/catalogue-form-page';
import { CustomersTab } from '../features/customers/customers-tab';
import { catalogueDeclaration } from '../features/catalogue/catalogue-declaration';
import { StaffTab } from '../features/users/staff-tab';
import { ApiError, errorText } from '../lib/api-client';
import { useBranch } from '../lib/branch-query';
import { decodeId } from '../lib/route-id';
import { useIsSuperAdmin, useSession } from '../lib/session-context';
import { useShowBranch } from '../lib/working-branch';

/** docs/spec.md §2's branch tabs, in its order. */
const TABS = ['customers', 'personal', 'personalization', 'calendar', 'storages'] as const;
type BranchTab = (typeof TABS)[number];

/**
 * `/branches/edit/:id`: a branch's compact header and its tabs. The tab lives in the URL (`?tab=`),
 * each change a history entry, so the back button returns to the tab left. Branch staff work in
 * their own branch only: another branch's page is not found for them, as the API refuses it
 * (403). Only super_admin changes the branch, so only they get its form, folded under the header
 * (a read-only form filled a phone's screen before the tabs). The app composes it, as it takes
 * tabs from several features.
 */
export function BranchWorkspace() {
  const { t } = useTranslation();
  const params = useParams();
  const id = decodeId(params.id);
  const { profile } = useSession();
  const isAdmin = useIsSuperAdmin();
  const [tab, setTab] = useUrlTab(TABS);
  const [editing, setEditing] = useState(false);
  const mine = isAdmin || (id !== null && profile?.branchId === id);
  const branch = useBranch(mine ? id : null);
  useShowBranch(branch.data);

  if (id === null || !mine) return <NotFoundPage />;
  if (branch.error instanceof ApiError && branch.error.status === 404) return <NotFoundPage />;

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        {branch.data ? (
          <BranchHeader
            branch={branch.data}
            action={
              isAdmin && (
                <Button
                  variant="outlined"
                  startIcon={editing ? <ExpandLessIcon /> : <EditIcon />}
                  aria-expanded={editing}
                  aria-controls={editing ? 'branch-form' : undefined}
                  onClick={() => setEditing((open) => !open)}
                >
                  {t(editing ? 'branch.header.hideForm' : 'branch.header.edit')}
                </Button>
              )
            }
          />
        ) : branch.isError ? (
          <Alert severity="warning">{errorText(branch.error)}</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        )}
      </Paper>
      {isAdmin && (
        <Collapse in={editing} id="branch-form" unmountOnExit>
          <CatalogueFormPage
            declaration={catalogueDeclaration('branches')}
            embedded
            onSaved={() => {
              void branch.refetch();
              setEditing(false);
            }}
          />
        </Collapse>
      )}
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Tabs
          value={tab}
          onChange={(_event, next: BranchTab) => setTab(next)}
          aria-label={t('branch.tabsLabel')}
          variant="scrollable"
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(name === 'customers' ? 'customers.tab' : `branch.tabs.${name}`)}
              id={`branch-tab-${name}`}
              aria-controls="branch-tab-panel"
            />
          ))}
        </Tabs>
        <div role="tabpanel" id="branch-tab-panel" aria-labelledby={`branch-tab-${tab}`}>
          {tab === 'customers' && <CustomersTab branchId={id} />}
          {tab === 'personal' && <StaffTab branchId={id} />}
          {tab === 'personalization' && branch.data && (
            <PersonalizationTab branch={branch.data} onChanged={() => void branch.refetch()} />
          )}
          {tab === 'calendar' && branch.data && <CalendarTab branch={branch.data} />}
          {tab === 'storages' && (
            <Stack spacing={4}>
              <StoragesTab branchId={id} />
              <section aria-labelledby="branch-stock-title">
                <Typography variant="h6" component="h2" id="branch-stock-title" sx={{ mb: 2 }}>
                  {t('stock.title')}
                </Typography>
                <StockTable branchId={id} />
              </section>
            </Stack>
          )}
        </div>
      </Paper>
    </Stack>
  );
}
