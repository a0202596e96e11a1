import { INCOMPLETE_DATE } from '@iris/domain/common/fields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainDateInput } from '../../components/date-input';
import { DownloadButton } from '../../components/download-button';
import type { FileRequest } from '../../lib/download-file';
import { useOptions } from '../../lib/options-query';
import { FILTER_SX, ReportBranchSelect } from './report-branch-select';
import { reportQueries } from './reports-api';

/** What the payments report is asked for (docs/api.md shoppings/getTablePayments). */
export interface PaymentsReportValues {
  /** The administrator's branch; branch staff always report on their own. */
  branch: number | null;
  /** `YYYY-MM-DD`: the day the payments were taken. */
  date: string;
  audit: number | null;
  method: number | null;
}

const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface PaymentsReportFiltersProps {
  /** The filters the table shows, the form's starting point. */
  applied: PaymentsReportValues;
  /** The branch staff's own, or null for the administrator (who chooses). */
  ownBranch: number | null;
  onSearch: (values: PaymentsReportValues) => void;
  /** The CSV of the same filters, in the table's order. */
  csvRequest: (values: PaymentsReportValues, branchId: number) => FileRequest;
}

/**
 * Branch, day, register and payment method, applied by "Buscar" (docs/spec.md §2). A branch is needed
 * before searching or downloading (docs/spec.md §5: validations.branch under the field otherwise);
 * branch staff have theirs, fixed. The registers offered are those open on the chosen day in the
 * chosen branch (audit/getOptionByDate), asked again whenever either changes. "Descargar CSV"
 * searches too, so that the file holds the rows the table then shows.
 */
export function PaymentsReportFilters({
  applied,
  ownBranch,
  onSearch,
  csvRequest,
}: PaymentsReportFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  // Set by the first search or download: from then on a missing branch or date is said.
  const [tried, setTried] = useState(false);
  const branchId = ownBranch ?? draft.branch;
  const wholeDate = WHOLE_DATE.test(draft.date) ? draft.date : null;
  const audits = useQuery(reportQueries.auditsOfDay(branchId, wholeDate));
  const methods = useOptions('payment-methods');
  const auditChoices = audits.data ?? [];
  const methodChoices = methods.data ?? [];

  /** The draft when it can be searched (a branch and a whole date); otherwise says why. */
  const checked = (): (PaymentsReportValues & { branchId: number }) | null => {
    setTried(true);
    return branchId !== null && wholeDate ? { ...draft, branchId } : null;
  };
  const dateError =
    !tried || wholeDate
      ? undefined
      : t(
          draft.date === ''
            ? 'validation.required'
            : draft.date === INCOMPLETE_DATE
              ? 'validation.incompleteDate'
              : 'validation.date',
        );
  const search = () => {
    const values = checked();
    if (values) onSearch(values);
  };
  const download = () => {
    const values = checked();
    if (!values) return null;
    onSearch(values);
    return csvRequest(values, values.branchId);
  };

  const select = (
    key: 'audit' | 'method',
    label: string,
    choices: { id: number; name: string }[],
    empty: string,
  ) => {
    const value = draft[key];
    const known = choices.some((choice) => choice.id === value);
    return (
      <TextField
        select
        size="small"
        fullWidth
        label={label}
        value={known ? String(value) : ''}
        onChange={(event) => {
          const chosen = event.target.value;
          setDraft({ ...draft, [key]: chosen === '' ? null : Number(chosen) });
        }}
        // "Todas" is the empty value: shown as chosen, not as an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={FILTER_SX}
      >
        <MenuItem value="">{empty}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={String(choice.id)}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  return (
    <Box
      component="form"
      noValidate
      role="search"
      aria-label={t('reports.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
      sx={{ mb: 2 }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <ReportBranchSelect
          value={draft.branch}
          // Another branch has other registers: the register chosen no longer applies.
          onChange={(id) => setDraft({ ...draft, branch: id, audit: null })}
          error={tried && branchId === null ? t('validation.branch') : undefined}
        />
        <Box sx={FILTER_SX}>
          <PlainDateInput
            size="small"
            label={t('paymentsReport.date')}
            value={draft.date}
            // Another day has other registers.
            onChange={(date) => setDraft({ ...draft, date, audit: null })}
            error={dateError !== undefined}
            helperText={dateError}
          />
        </Box>
        {select(
          'audit',
          t('paymentsReport.audit'),
          auditChoices,
          branchId !== null && wholeDate && audits.isSuccess && auditChoices.length === 0
            ? t('paymentsReport.noAudits')
            : t('paymentsReport.allAudits'),
        )}
        {select(
          'method',
          t('paymentsReport.method'),
          methodChoices,
          t('paymentsReport.allMethods'),
        )}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'start' }}>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {t('reports.search')}
        </Button>
        <DownloadButton label={t('reports.downloadCsv')} request={download} />
      </Stack>
    </Box>
  );
}
