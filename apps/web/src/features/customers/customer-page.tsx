import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { useUrlTab } from '../../components/use-url-tab';
import { ApiError, errorText } from '../../lib/api-client';
import { branchTitle, useBranch } from '../../lib/branch-query';
import { ageText } from '../../lib/customer-details';
import { resourceQueries } from '../../lib/resource-queries';
import { decodeId } from '../../lib/route-id';
import { useHasRoles } from '../../lib/session-context';
import { useShowBranch } from '../../lib/working-branch';
import { CustomerFormDialog } from './customer-form-dialog';
import { whatsappConsentText } from './customer-whatsapp-field';
import { useCustomer } from './customers-api';
import { HistoryTab } from './history-tab';
import { NotesTab } from './notes-tab';
import { PrivacySection } from './privacy-section';
import { QuestionsTab } from './questions-tab';
import { personName } from '@iris/domain/common/person-name';

/** docs/rules.md, Access: doctor notes are for doctor and super_admin; others never see the tab. */
const DOCTOR_NOTE_READERS = ['super_admin', 'doctor'] as const;
type CustomerTab =
  'notes' | 'history' | 'questions' | 'prescriptions' | 'labOrders' | 'doctorNotes';

/** The tabs whose names travel in their feature's strings rather than in `customerRecord.tabs`. */
const TAB_LABELS = { prescriptions: 'prescriptions.tab', labOrders: 'labOrders.list.tab' } as const;

/**
 * `/customers/index/:id` (docs/spec.md §2): the patient's name, phone and branch, and the tabs of the
 * record, the tab in the URL. Another branch's patient is not found, as the API refuses it. The
 * app gives the tabs of the patient's prescriptions and lab orders (`prescriptions`, `labOrders`:
 * other features').
 */
export function CustomerPage({
  prescriptions,
  labOrders,
}: {
  prescriptions?: (customerId: number) => ReactNode;
  labOrders?: (customerId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = decodeId(useParams().id);
  const customer = useCustomer(id);
  const branch = useBranch(customer.data?.branchId ?? null);
  useShowBranch(branch.data);
  const readsDoctorNotes = useHasRoles(DOCTOR_NOTE_READERS);
  // Everyone reads the prescriptions (receptionists sell the lenses); the tab says who writes.
  // Everyone follows the patient's lab orders too, where the app gives their tab.
  const tabs: readonly [CustomerTab, ...CustomerTab[]] = [
    'notes',
    'history',
    'questions',
    ...(prescriptions ? (['prescriptions'] as const) : []),
    ...(labOrders ? (['labOrders'] as const) : []),
    ...(readsDoctorNotes ? (['doctorNotes'] as const) : []),
  ];
  const [tab, setTab] = useUrlTab(tabs);
  const [editing, setEditing] = useState(false);

  if (id === null) return <NotFoundPage />;
  if (customer.error instanceof ApiError && [403, 404].includes(customer.error.status)) {
    return <NotFoundPage />;
  }
  if (customer.isError) return <Alert severity="warning">{errorText(customer.error)}</Alert>;
  if (!customer.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  const record = customer.data;
  const age = ageText(t, record.birthDate);
  const whatsapp = whatsappConsentText(t, record.whatsapp);

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box>
            <Typography variant="h5" component="h1">
              {personName(record)}
            </Typography>
            <Typography color="text.secondary">
              {t('fields.phone')}: {record.phone} · {age && `${age} · `}
              {branchTitle(
                record.branch.name,
                t('fields.branch'),
                t('customerRecord.branch', { name: record.branch.name }),
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(record.whatsapp.consent ? 'customers.whatsapp.on' : 'customers.whatsapp.off')}
              {whatsapp && ` · ${whatsapp}`}
            </Typography>
          </Box>
          <Button startIcon={<EditIcon />} variant="outlined" onClick={() => setEditing(true)}>
            {t('customerRecord.editData')}
          </Button>
        </Stack>
      </Paper>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Tabs
          value={tab}
          onChange={(_event, next: CustomerTab) => setTab(next)}
          aria-label={t('customerRecord.tabsLabel')}
          variant="scrollable"
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={
                name === 'prescriptions' || name === 'labOrders'
                  ? t(TAB_LABELS[name])
                  : t(`customerRecord.tabs.${name}`)
              }
              id={`customer-tab-${name}`}
              aria-controls="customer-tab-panel"
            />
          ))}
        </Tabs>
        <div role="tabpanel" id="customer-tab-panel" aria-labelledby={`customer-tab-${tab}`}>
          {tab === 'notes' && <NotesTab customerId={record.id} kind="reception" />}
          {tab === 'history' && <HistoryTab customerId={record.id} />}
          {tab === 'questions' && <QuestionsTab customerId={record.id} />}
          {tab === 'prescriptions' && prescriptions?.(record.id)}
          {tab === 'labOrders' && labOrders?.(record.id)}
          {tab === 'doctorNotes' && <NotesTab customerId={record.id} kind="doctor" />}
        </div>
      </Paper>
      <PrivacySection
        customer={{ id: record.id, name: personName(record), branchId: record.branchId }}
      />
      <CustomerFormDialog
        open={editing}
        customer={record}
        branchId={record.branchId}
        onClose={() => setEditing(false)}
        onSaved={(saved) =>
          queryClient.setQueryData(resourceQueries.record('customers', saved.id).queryKey, saved)
        }
      />
    </Stack>
  );
}
