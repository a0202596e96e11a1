import {
  ARCO_KINDS,
  ARCO_STATUSES,
  type ArcoKind,
  type ArcoStatus,
} from '@iris/domain/privacy/arco.schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BranchFilter, FilterBar, FilterSelect } from '../../components/filter-fields';
import { oneOf, useUrlFilters } from '../../components/url-filters';
import { useChosenBranch } from '../../lib/working-branch';

/** The table's params in the address (`arco.page`): a new filter starts again at page 1. */
export const TABLE_PREFIX = 'arco';

const DUE_CHOICES = ['overdue', 'onTime'] as const;

export interface ArcoFilterValues {
  kind: ArcoKind | null;
  status: ArcoStatus | null;
  due: (typeof DUE_CHOICES)[number] | null;
  /** The branch super_admin chose (useChosenBranch); null: every branch. */
  branchId: number | null;
}

export type ArcoFilterKey = 'kind' | 'status' | 'due' | 'branch';

/** The filters kept in the address, as the reminders' are. */
export function useArcoFilters() {
  const [params, setFilters] = useUrlFilters(TABLE_PREFIX);
  const { isAdmin, branchId, choose } = useChosenBranch();
  const values: ArcoFilterValues = {
    kind: oneOf(ARCO_KINDS, params.get('kind')),
    status: oneOf(ARCO_STATUSES, params.get('status')),
    due: oneOf(DUE_CHOICES, params.get('due')),
    branchId: isAdmin ? branchId : null,
  };
  const set = useCallback(
    (key: ArcoFilterKey, value: string) => {
      if (key === 'branch') choose(value === '' ? null : Number(value));
      setFilters(key === 'branch' ? {} : { [key]: value });
    },
    [choose, setFilters],
  );
  return [values, set] as const;
}

/** The table's filters as the API reads them (docs/api.md arco-requests/getTable). */
export function arcoTableFilters(values: ArcoFilterValues, branchId: number | null) {
  return {
    ...(branchId === null ? {} : { branchId }),
    ...(values.kind ? { kind: values.kind } : {}),
    ...(values.status ? { status: values.status } : {}),
    ...(values.due ? { overdue: values.due === 'overdue' } : {}),
  };
}

export const hasFilters = (values: ArcoFilterValues) =>
  values.kind !== null || values.status !== null || values.due !== null;

export function ArcoFilters({
  values,
  onChange,
  showBranch,
}: {
  values: ArcoFilterValues;
  onChange: (key: ArcoFilterKey, value: string) => void;
  showBranch: boolean;
}) {
  const { t } = useTranslation();
  const all = { value: '', label: t('arco.filters.all') };
  return (
    <FilterBar label={t('arco.filters.label')}>
      {showBranch && (
        <BranchFilter
          label={t('arco.filters.branch')}
          allLabel={t('arco.filters.allBranches')}
          value={values.branchId}
          onChange={(value) => onChange('branch', value)}
        />
      )}
      <FilterSelect
        label={t('arco.filters.kind')}
        value={values.kind ?? ''}
        choices={[
          all,
          ...ARCO_KINDS.map((kind) => ({ value: kind, label: t(`arco.kinds.${kind}`) })),
        ]}
        onChange={(value) => onChange('kind', value)}
      />
      <FilterSelect
        label={t('arco.filters.status')}
        value={values.status ?? ''}
        choices={[
          all,
          ...ARCO_STATUSES.map((status) => ({
            value: status,
            label: t(`arco.statuses.${status}`),
          })),
        ]}
        onChange={(value) => onChange('status', value)}
      />
      <FilterSelect
        label={t('arco.filters.overdue')}
        value={values.due ?? ''}
        choices={[
          all,
          { value: 'overdue', label: t('arco.filters.onlyOverdue') },
          { value: 'onTime', label: t('arco.filters.notOverdue') },
        ]}
        onChange={(value) => onChange('due', value)}
      />
    </FilterBar>
  );
}
