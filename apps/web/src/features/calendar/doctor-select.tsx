import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../components/use-field-error';
import { useBranchDoctors } from './calendar-api';
import type { DoctorFilterValue } from './calendar-queries';

export function DoctorFilter({
  branchId,
  value,
  onChange,
}: {
  branchId: number;
  value: DoctorFilterValue;
  onChange: (value: DoctorFilterValue) => void;
}) {
  const { t } = useTranslation();
  const doctors = useBranchDoctors(branchId);
  const known = value === 'all' || value === 'none' || doctors.data?.some((d) => d.id === value);
  return (
    <TextField
      select
      size="small"
      label={t('calendar.doctor')}
      value={known ? String(value) : 'all'}
      onChange={(event) => {
        const chosen = event.target.value;
        onChange(chosen === 'all' || chosen === 'none' ? chosen : Number(chosen));
      }}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="all">{t('calendar.allDoctors')}</MenuItem>
      <MenuItem value="none">{t('calendar.noDoctor')}</MenuItem>
      {(doctors.data ?? []).map((doctor) => (
        <MenuItem key={doctor.id} value={String(doctor.id)}>
          {doctor.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The event dialog's "Doctor": one of the branch's doctors, or none. The form holds `{id}` or
 * null, as the API takes it; the server refuses anyone else on this field.
 */
export function DoctorField({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const { field } = useController({ name: 'doctor' });
  const error = useFieldError('doctor');
  const doctors = useBranchDoctors(branchId);
  const chosen = (field.value as { id: number } | null | undefined)?.id;
  const known = chosen !== undefined && doctors.data?.some((doctor) => doctor.id === chosen);
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      label={t('calendar.doctor')}
      value={known ? String(chosen) : ''}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? null : { id: Number(event.target.value) })
      }
      onBlur={field.onBlur}
      error={error !== undefined}
      helperText={error}
      fullWidth
      margin="dense"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('calendar.noDoctor')}</MenuItem>
      {(doctors.data ?? []).map((doctor) => (
        <MenuItem key={doctor.id} value={String(doctor.id)}>
          {doctor.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
