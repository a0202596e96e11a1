import {
  REMINDER_KINDS,
  REMINDER_STATUSES,
  type ReminderKind,
  type ReminderStatus,
} from '@iris/domain/reminders/reminder.schemas';
import { REMINDER_CHANNELS, type ReminderChannel } from '@iris/domain/whatsapp/whatsapp.schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BranchFilter,
  FilterBar,
  FilterDay,
  FilterSearch,
  FilterSelect,
} from '../../components/filter-fields';
import { oneOf, useUrlFilters } from '../../components/url-filters';
import { useChosenBranch } from '../../lib/working-branch';

/** The table's params in the address (`reminders.page`): a new filter starts again at page 1. */
export const TABLE_PREFIX = 'reminders';

export interface ReminderFilterValues {
  kind: ReminderKind | null;
  status: ReminderStatus | null;
  channel: ReminderChannel | null;
  from: string;
  to: string;
  /** The patient's name, as the table searches it. */
  search: string;
  /** The branch super_admin chose, the session's (useChosenBranch); null: every branch. */
  branchId: number | null;
}

export type ReminderFilterKey = 'kind' | 'status' | 'channel' | 'from' | 'to' | 'search' | 'branch';

/**
 * The filters kept in the address (`?status=ENVIADO&from=2026-11-01`), as the sales' are, so that
 * the back button from a patient's record returns to the same list.
 */
export function useReminderFilters() {
  const [params, setFilters] = useUrlFilters(TABLE_PREFIX);
  const { isAdmin, branchId, choose } = useChosenBranch();
  const values: ReminderFilterValues = {
    kind: oneOf(REMINDER_KINDS, params.get('kind')),
    status: oneOf(REMINDER_STATUSES, params.get('status')),
    channel: oneOf(REMINDER_CHANNELS, params.get('channel')),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    search: params.get('search') ?? '',
    branchId: isAdmin ? branchId : null,
  };
  const set = useCallback(
    (key: ReminderFilterKey, value: string) => {
      // The branch is the session's, for every page.
      if (key === 'branch') choose(value === '' ? null : Number(value));
      setFilters(key === 'branch' ? {} : { [key]: value });
    },
    [choose, setFilters],
  );
  return [values, set] as const;
}

/** The table's filters as the API reads them (docs/api.md reminders/getTable). */
export function reminderTableFilters(values: ReminderFilterValues, branchId: number | null) {
  return {
    ...(branchId === null ? {} : { branchId }),
    ...(values.kind ? { kind: values.kind } : {}),
    ...(values.status ? { status: values.status } : {}),
    ...(values.channel ? { channel: values.channel } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(values.search ? { search: values.search } : {}),
  };
}

export const hasFilters = (values: ReminderFilterValues) =>
  values.kind !== null ||
  values.status !== null ||
  values.channel !== null ||
  values.from !== '' ||
  values.to !== '' ||
  values.search !== '';

export interface RemindersFiltersProps {
  values: ReminderFilterValues;
  onChange: (key: ReminderFilterKey, value: string) => void;
  /** super_admin: every branch's reminders, or one branch's. */
  showBranch: boolean;
}

export function RemindersFilters({ values, onChange, showBranch }: RemindersFiltersProps) {
  const { t } = useTranslation();

  return (
    <FilterBar label={t('reminders.filters.label')}>
      {showBranch && (
        <BranchFilter
          label={t('reminders.filters.branch')}
          allLabel={t('reminders.filters.allBranches')}
          value={values.branchId}
          onChange={(value) => onChange('branch', value)}
        />
      )}
      <FilterSelect
        label={t('reminders.filters.kind')}
        value={values.kind ?? ''}
        choices={[
          { value: '', label: t('reminders.filters.all') },
          ...REMINDER_KINDS.map((kind) => ({ value: kind, label: t(`reminders.kinds.${kind}`) })),
        ]}
        onChange={(value) => onChange('kind', value)}
      />
      <FilterSelect
        label={t('reminders.filters.status')}
        value={values.status ?? ''}
        choices={[
          { value: '', label: t('reminders.filters.all') },
          ...REMINDER_STATUSES.map((status) => ({
            value: status,
            label: t(`reminders.statuses.${status}`),
          })),
        ]}
        onChange={(value) => onChange('status', value)}
      />
      <FilterSelect
        label={t('reminders.filters.channel')}
        value={values.channel ?? ''}
        choices={[
          { value: '', label: t('reminders.filters.all') },
          ...REMINDER_CHANNELS.map((channel) => ({
            value: channel,
            label: t(`reminders.channels.${channel}`),
          })),
        ]}
        onChange={(value) => onChange('channel', value)}
      />
      <FilterDay
        label={t('reminders.filters.from')}
        value={values.from}
        onChange={(date) => onChange('from', date)}
      />
      <FilterDay
        label={t('reminders.filters.to')}
        value={values.to}
        onChange={(date) => onChange('to', date)}
      />
      <FilterSearch
        label={t('reminders.filters.search')}
        value={values.search}
        onChange={(search) => onChange('search', search)}
      />
    </FilterBar>
  );
}
