import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { PlainDateInput } from './date-input';

/** Two filters a row on a phone; a row of them, each at a readable width, elsewhere. */
export const FILTER_FIELD_SX = { flex: '1 1 150px', maxWidth: { sm: 220 } };

export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * A list filter's select. "Todos" is the empty value, shown as chosen rather than as an empty box;
 * a value none of the choices has (an address typed by hand) reads as "Todos".
 */
export function FilterSelect({
  label,
  value,
  choices,
  onChange,
  disabled = false,
  sx = FILTER_FIELD_SX,
}: {
  label: string;
  value: string;
  choices: FilterChoice[];
  onChange: (value: string) => void;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={choices.some((choice) => choice.value === value) ? value : ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day filter (DD/MM/YYYY): a date being typed applies once whole (or emptied), not at each digit. */
export function FilterDay({
  label,
  value,
  onChange,
  sx = FILTER_FIELD_SX,
}: {
  label: string;
  value: string;
  onChange: (date: string) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box sx={sx}>
      <PlainDateInput
        size="small"
        label={label}
        value={value}
        onChange={(date) => {
          if (date === '' || /^\d{4}-\d{2}-\d{2}$/.test(date)) onChange(date);
        }}
      />
    </Box>
  );
}
