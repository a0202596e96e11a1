import { formatDate, formatDateTime } from '@iris/domain/common/dates';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import { RECORD_LABELS } from '@iris/domain/customers/record-labels';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { fileRequest } from '../../lib/download-file';
import { HISTORY_TABLE_ENDPOINT } from '../../lib/customer-details';
import { currentLanguage } from '../../lib/i18n';

const historyColumns = (t: TFunction): TableColumn<HistoryEntry>[] => [
  {
    field: 'date',
    headerName: t('history.date'),
    width: 160,
    phone: true,
    // A prescription written for an earlier day has no hour: its day alone, not 00:00.
    valueFormatter: (value: string, row: HistoryEntry) =>
      row.timed ? formatDateTime(value) : formatDate(value),
  },
  {
    field: 'kind',
    headerName: t('history.kind'),
    width: 170,
    sortable: false,
    valueFormatter: (value: HistoryEntry['kind']) =>
      RECORD_LABELS[currentLanguage()].history[value],
  },
  {
    field: 'title',
    headerName: t('notes.title'),
    flex: 1,
    minWidth: 180,
    sortable: false,
    phone: true,
  },
  {
    field: 'description',
    headerName: t('notes.description'),
    flex: 2,
    minWidth: 240,
    sortable: false,
  },
];

/** Everything that happened to the patient, newest first (docs/spec.md §2), and its PDF. */
export function HistoryTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const columns = useMemo(() => historyColumns(t), [t]);
  return (
    <DataTable<HistoryEntry>
      endpoint={HISTORY_TABLE_ENDPOINT}
      urlPrefix="history"
      columns={columns}
      defaultSortBy="date"
      filters={{ customerId }}
      searchable={false}
      emptyText={t('history.empty')}
      toolbar={
        <DownloadButton
          label={t('history.download')}
          request={fileRequest('POST', 'customers/getDocumetsPdf/{id}', {
            params: { id: customerId },
          })}
        />
      }
    />
  );
}
