import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { FilterSearch } from '../../components/filter-fields';
import { useOptions } from '../../lib/options-query';
import type { BoardParam, BoardParams } from './use-board-params';

/** Each filter at a readable width; a phone stacks them two a row at most. */
const FILTER_SX = { flex: '1 1 180px', maxWidth: { sm: 280 } };

export interface LabOrdersFiltersProps {
  values: BoardParams;
  onChange: (key: BoardParam, value: string) => void;
  /** super_admin chooses the branch; branch staff work in theirs. */
  choosesBranch: boolean;
}

/** The board's branch (super_admin), the patient's name, "Solo atrasadas" and the cancelled view. */
export function LabOrdersFilters({ values, onChange, choosesBranch }: LabOrdersFiltersProps) {
  const { t } = useTranslation();
  const branches = useOptions('branches', choosesBranch);
  const options = branches.data ?? [];
  const known = options.some((branch) => branch.id === values.branchId);

  return (
    <Stack
      direction="row"
      useFlexGap
      role="group"
      aria-label={t('labOrders.board.filters')}
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      {choosesBranch && (
        <TextField
          select
          size="small"
          label={t('labOrders.board.branch')}
          value={known ? String(values.branchId) : ''}
          onChange={(event) => onChange('branch', event.target.value)}
          sx={FILTER_SX}
        >
          {options.map((branch) => (
            <MenuItem key={branch.id} value={String(branch.id)}>
              {branch.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FilterSearch
        label={t('labOrders.board.search')}
        value={values.search}
        onChange={(search) => onChange('search', search)}
        sx={FILTER_SX}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.onlyOverdue}
            onChange={(event) => onChange('overdue', event.target.checked ? '1' : '')}
          />
        }
        label={t('labOrders.board.onlyOverdue')}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={values.view}
        aria-label={t('labOrders.board.view')}
        onChange={(_event, view: string | null) => {
          if (view) onChange('view', view === 'open' ? '' : view);
        }}
      >
        <ToggleButton value="open">{t('labOrders.board.open')}</ToggleButton>
        <ToggleButton value="cancelled">{t('labOrders.board.cancelled')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
