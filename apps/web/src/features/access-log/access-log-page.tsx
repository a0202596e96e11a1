import { formatDateTimeSeconds } from '@iris/domain/common/dates';
import {
  ACCESS_ACTIONS,
  ACCESS_SUBJECTS,
  type AccessLogEntry,
} from '@iris/domain/customers/access-log.schemas';
import { RECORD_LABELS } from '@iris/domain/customers/record-labels';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type TableColumn } from '../../components/data-table';
import { PlainDateInput } from '../../components/date-input';
import { DownloadButton } from '../../components/download-button';
import { CustomerPicker } from '../../components/customer-picker';
import { SearchSelect, type SearchOption } from '../../components/search-select';
import { apiRequest } from '../../lib/api-client';
import { fileRequest } from '../../lib/download-file';
import { currentLanguage } from '../../lib/i18n';
import { personName } from '@iris/domain/common/person-name';

const searchUsers = async (text: string, signal: AbortSignal) =>
  (
    await apiRequest('POST', 'users/getBranchPersonal', {
      body: { rowsPerPage: 10, sortBy: 'name', descending: false, filters: { search: text } },
      signal,
    })
  ).data.tableData.items.map((user) => ({
    id: user.id,
    name: personName(user),
  }));

function columns(): TableColumn<AccessLogEntry>[] {
  const labels = RECORD_LABELS[currentLanguage()];
  const header = labels.accessLogColumns;
  return [
    {
      field: 'at',
      headerName: header.at,
      // To the second: two reads of one record a moment apart are two lines, told apart.
      width: 180,
      phone: true,
      valueFormatter: (value: string) => formatDateTimeSeconds(value),
    },
    {
      field: 'user',
      headerName: header.user,
      flex: 1,
      phone: true,
      minWidth: 180,
      sortable: false,
      valueGetter: (value: AccessLogEntry['user']) => value.name,
    },
    {
      field: 'action',
      headerName: header.action,
      width: 110,
      sortable: false,
      valueFormatter: (value: AccessLogEntry['action']) => labels.actions[value],
    },
    {
      field: 'subject',
      headerName: header.subject,
      width: 170,
      sortable: false,
      valueFormatter: (value: AccessLogEntry['subject']) => labels.subjects[value],
    },
    {
      field: 'customer',
      headerName: header.customer,
      flex: 1,
      phone: true,
      minWidth: 180,
      sortable: false,
      valueGetter: (value: AccessLogEntry['customer']) => value.name,
    },
    { field: 'ip', headerName: header.ip, width: 140, sortable: false },
    // What an anonymisation removed (the fields, never their values); empty for the other entries.
    { field: 'detail', headerName: header.detail, flex: 1, minWidth: 200, sortable: false },
  ];
}

/** A chosen patient or user kept in the URL (`patient=7&patientName=…`): the back button keeps it. */
function useChoice(key: 'patient' | 'user') {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(key));
  const choice: SearchOption | null =
    Number.isInteger(id) && id > 0 ? { id, name: params.get(`${key}Name`) ?? '' } : null;
  const choose = (next: SearchOption | null) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next) {
        updated.set(key, String(next.id));
        updated.set(`${key}Name`, next.name);
      } else {
        updated.delete(key);
        updated.delete(`${key}Name`);
      }
      updated.delete('log.page');
      return updated;
    });
  return [choice, choose] as const;
}

/** The value when it is one of the list's; nothing for another one typed in the address. */
function oneOf<T extends string>(list: readonly T[], value: string): T | undefined {
  return list.find((item) => item === value);
}

/**
 * `/access-log` (docs/rules.md, Clinical record): super_admin searches who read or changed which
 * patient's record, by patient, user, action, part of the record and days, and downloads it.
 */
export function AccessLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [customer, setCustomer] = useChoice('patient');
  const [user, setUser] = useChoice('user');
  const labels = RECORD_LABELS[currentLanguage()];
  const tableColumns = useMemo(columns, [t]);
  const text = (key: string) => params.get(key) ?? '';
  const setText = (key: string, value: string) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (value) updated.set(key, value);
      else updated.delete(key);
      updated.delete('log.page');
      return updated;
    });

  const filters = {
    ...(customer ? { customerId: customer.id } : {}),
    ...(user ? { userId: user.id } : {}),
    ...(text('action') ? { action: oneOf(ACCESS_ACTIONS, text('action')) } : {}),
    ...(text('subject') ? { subject: oneOf(ACCESS_SUBJECTS, text('subject')) } : {}),
    ...(text('from') ? { from: text('from') } : {}),
    ...(text('to') ? { to: text('to') } : {}),
  };

  const select = (key: 'action' | 'subject', label: string, names: Record<string, string>) => (
    <TextField
      select
      size="small"
      label={label}
      value={text(key)}
      onChange={(event) => setText(key, event.target.value)}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">{t('accessLog.any')}</MenuItem>
      {Object.entries(names).map(([value, name]) => (
        <MenuItem key={value} value={value}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
  // A date being typed filters once it is whole (or emptied), not at each digit.
  const day = (key: 'from' | 'to', label: string) => (
    <PlainDateInput
      size="small"
      fullWidth={false}
      label={label}
      value={text(key)}
      onChange={(date) => {
        if (date === '' || /^\d{4}-\d{2}-\d{2}$/.test(date)) setText(key, date);
      }}
    />
  );

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('accessLog.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('accessLog.intro')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <CustomerPicker label={t('accessLog.customer')} value={customer} onChange={setCustomer} />
        <SearchSelect
          label={t('accessLog.user')}
          placeholder={t('accessLog.searchUser')}
          noOptionsText={t('accessLog.noOptions')}
          queryKey="users"
          search={searchUsers}
          value={user}
          onChange={setUser}
        />
        {select(
          'action',
          t('accessLog.action'),
          Object.fromEntries(ACCESS_ACTIONS.map((action) => [action, labels.actions[action]])),
        )}
        {select(
          'subject',
          t('accessLog.subject'),
          Object.fromEntries(ACCESS_SUBJECTS.map((subject) => [subject, labels.subjects[subject]])),
        )}
        {day('from', t('accessLog.from'))}
        {day('to', t('accessLog.to'))}
      </Stack>
      <DataTable<AccessLogEntry>
        endpoint="access-log/getTable"
        urlPrefix="log"
        columns={tableColumns}
        defaultSortBy="at"
        filters={filters}
        searchable={false}
        emptyText={t('accessLog.empty')}
        toolbar={
          <DownloadButton
            label={t('accessLog.download')}
            request={fileRequest('POST', 'access-log/getCsv', { body: { filters } })}
          />
        }
      />
    </Paper>
  );
}
