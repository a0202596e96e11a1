import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ReactNode } from 'react';
import { useOptions } from '../lib/options-query';
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

const SEARCH_DEBOUNCE_MS = 400;

/** A list's free-text search: what is typed applies once the typing pauses, trimmed. */
export function FilterSearch({
  label,
  value,
  onChange,
  sx = { flex: '1 1 200px', maxWidth: { sm: 280 } },
}: {
  label: string;
  /** The search as applied (the address's). */
  value: string;
  onChange: (search: string) => void;
  sx?: SxProps<Theme>;
}) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={sx}
    />
  );
}

/** super_admin's branch filter of a list: every branch (the empty value) or one. */
export function BranchFilter({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: number | null;
  onChange: (value: string) => void;
}) {
  const branches = useOptions('branches');
  const choices = (branches.data ?? []).map((branch) => ({
    value: String(branch.id),
    label: branch.name,
  }));
  return (
    <FilterSelect
      label={label}
      value={String(value ?? '')}
      choices={[{ value: '', label: allLabel }, ...choices]}
      onChange={onChange}
      // The branch's whole name ("SUCURSAL CHAPULTEPEC"), not "SUCURSAL C…".
      sx={{ ...FILTER_FIELD_SX, flexBasis: 270, maxWidth: { sm: 320 } }}
    />
  );
}

/** A table's filters in a row that wraps, named for assistive technology as one group. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      role="group"
      aria-label={label}
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {children}
    </Stack>
  );
}
