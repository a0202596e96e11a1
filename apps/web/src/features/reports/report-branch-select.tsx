import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useOptions } from '../../lib/options-query';
import { useIsSuperAdmin, useSession } from '../../lib/session-context';

/** Each filter at a readable width; two a row on a phone. */
export const FILTER_SX = { flex: '1 1 150px', maxWidth: { sm: 240 } };

export interface ReportBranchSelectProps {
  /** The administrator's choice; ignored for branch staff, who see their own branch. */
  value: number | null;
  onChange: (branchId: number | null) => void;
  /** "Todas" is a choice (the sales report): otherwise no branch is an empty field. */
  allowAll?: boolean;
  /** validations.branch under the field, when a search needs a branch. */
  error?: string | undefined;
}

/**
 * "Sucursal": super_admin chooses one (or all, where allowed); branch staff see theirs, fixed, so
 * that the report says whose it is without offering another branch.
 */
export function ReportBranchSelect({ value, onChange, allowAll, error }: ReportBranchSelectProps) {
  const { t } = useTranslation();
  const isAdmin = useIsSuperAdmin();
  const { profile } = useSession();
  const branches = useOptions('branches', isAdmin);
  const own = profile?.branch;
  const options = isAdmin
    ? (branches.data ?? []).map((branch) => ({ id: branch.id, name: branch.name }))
    : own
      ? [{ id: own.id, name: own.name }]
      : [];
  const shown = isAdmin ? value : (own?.id ?? null);
  const known = options.some((option) => option.id === shown);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('reports.branch')}
      value={known ? String(shown) : ''}
      disabled={!isAdmin}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      // "Todas" is the empty value: shown as chosen, not as an empty box.
      slotProps={{
        select: { displayEmpty: allowAll === true },
        inputLabel: allowAll ? { shrink: true } : {},
      }}
      // The branch's whole name, not "SUCURSAL …".
      sx={{ ...FILTER_SX, flexBasis: 200, maxWidth: { sm: 300 } }}
    >
      {allowAll && <MenuItem value="">{t('reports.allBranches')}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
