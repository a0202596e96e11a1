import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DEBOUNCE_MS = 300;

export interface SearchOption {
  id: number;
  name: string;
}

export interface SearchSelectProps<T extends SearchOption> {
  label: string;
  placeholder?: string;
  noOptionsText: string;
  /** Names the lookups in the query cache: `['customers', search]`. */
  queryKey: string;
  /** A bounded page of matches for what was typed (every word, accents ignored, server-side). */
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  value: T | null;
  onChange: (value: T | null) => void;
  /** What tells two options of one name apart (a phone, an age), shown after the name. */
  describe?: (option: T) => string[];
}

/**
 * An autocomplete over a large list: it asks the server as one types, never loads it whole.
 *
 * It offers only the answer to exactly what is typed now. While that search is on its way
 * (debounce included) it says so and offers nothing: a list left from an earlier, shorter text
 * would let a quick Enter or click choose someone else (a wrong patient booked, issue 20).
 */
export function SearchSelect<T extends SearchOption>({
  label,
  placeholder,
  noOptionsText,
  queryKey,
  search,
  value,
  onChange,
  describe,
}: SearchSelectProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const typed = text.trim();
  const [debounced, setDebounced] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // No placeholder data: a new text starts with no options, never with the previous text's.
  const answer = useQuery({
    queryKey: ['search-select', queryKey, debounced],
    queryFn: ({ signal }) => search(debounced, signal),
    enabled: open,
  });
  const answered = debounced === typed;
  const options = answered && answer.data ? answer.data : [];
  const searching = open && !(answered && (answer.data !== undefined || answer.isError));

  return (
    <Autocomplete<T>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // Enter with the list open picks the highlighted option or nothing; it never submits the
      // surrounding form (a booking saved without its patient while the search still ran).
      onKeyDown={(event) => {
        if (event.key === 'Enter' && open) event.preventDefault();
      }}
      options={options}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      inputValue={text}
      onInputChange={(_event, input) => setText(input)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server has already matched what was typed: no second filter on this side.
      filterOptions={(all) => all}
      loading={searching}
      loadingText={t('common.searching')}
      noOptionsText={noOptionsText}
      renderOption={({ key: _byName, ...props }, option) => {
        const details = describe?.(option) ?? [];
        // Keyed by id: two namesakes are two options.
        return (
          <li key={option.id} {...props}>
            <span>
              {option.name}
              {details.map((detail, index) => (
                <Fragment key={index}>
                  {' '}
                  {/* A phone or an age is never split across two lines (a phone's narrow list). */}
                  <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    · {detail}
                  </Box>
                </Fragment>
              ))}
            </span>
          </li>
        );
      }}
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={placeholder} size="small" />
      )}
    />
  );
}
