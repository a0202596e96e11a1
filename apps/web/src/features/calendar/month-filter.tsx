import { pad2 } from '@iris/domain/common/dates';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/spec.md §2: the calendar's month/year filter; answers the first day of the chosen month. */
export function MonthFilter({ onGo }: { onGo: (date: string) => void }) {
  const { t } = useTranslation();
  const now = new Date();
  const [month, setMonth] = useState(now.getMonth() + 1);
  const [year, setYear] = useState(now.getFullYear());
  const months = t('calendar.months', { returnObjects: true }) as string[];
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      aria-label={t('calendar.filter')}
      onSubmit={(event) => {
        event.preventDefault();
        onGo(`${year}-${pad2(month)}-01`);
      }}
    >
      <TextField
        select
        size="small"
        label={t('calendar.month')}
        value={month}
        onChange={(event) => setMonth(Number(event.target.value))}
        sx={{ minWidth: 140 }}
      >
        {months.map((name, index) => (
          <MenuItem key={name} value={index + 1}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label={t('calendar.year')}
        value={year}
        onChange={(event) => setYear(Number(event.target.value))}
        slotProps={{ htmlInput: { min: 2000, max: 2100 } }}
        sx={{ width: 110 }}
      />
      <Button type="submit" variant="outlined">
        {t('calendar.go')}
      </Button>
    </Stack>
  );
}
