import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 300;

export interface SearchOption {
  id: number;
  name: string;
}

export interface SearchSelectProps {
  label: string;
  placeholder?: string;
  noOptionsText: string;
  /** Names the lookups in the query cache: `['customers', search]`. */
  queryKey: string;
  /** A bounded page of matches for what was typed (every word, accents ignored, server-side). */
  search: (text: string, signal: AbortSignal) => Promise<SearchOption[]>;
  value: SearchOption | null;
  onChange: (value: SearchOption | null) => void;
}

/** An autocomplete over a large list: it asks the server as one types, never loads it whole. */
export function SearchSelect({
  label,
  placeholder,
  noOptionsText,
  queryKey,
  search,
  value,
  onChange,
}: SearchSelectProps) {
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const options = useQuery({
    queryKey: ['search-select', queryKey, debounced],
    queryFn: ({ signal }) => search(debounced, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <Autocomplete
      options={options.data ?? []}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      inputValue={text}
      onInputChange={(_event, typed) => setText(typed)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server has already matched what was typed: no second filter on this side.
      filterOptions={(all) => all}
      loading={options.isFetching}
      noOptionsText={noOptionsText}
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={placeholder} size="small" />
      )}
    />
  );
}
