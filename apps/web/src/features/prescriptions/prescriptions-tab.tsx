import type { Prescription } from '@iris/domain/prescriptions/prescription.schemas';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, rowAction, type TableColumn } from '../../components/data-table';
import { shownDate } from '../../lib/format-date';
import { useNotify } from '../../lib/notifications';
import { useHasRoles } from '../../lib/session-context';
import { PrescriptionComparisonDialog } from './prescription-comparison';
import { PrescriptionFormDialog } from './prescription-form-dialog';
import {
  deletePrescription,
  PRESCRIPTION_WRITERS,
  PRESCRIPTIONS_TABLE_ENDPOINT,
  refreshPrescriptions,
} from './prescriptions-api';

// A phone shows the date and the one-line summary, which wraps rather than being cut.
const prescriptionColumns = (t: TFunction): TableColumn<Prescription>[] => [
  {
    field: 'date',
    headerName: t('prescriptions.date'),
    width: 120,
    phone: true,
    valueFormatter: (value: string) => shownDate(value),
  },
  {
    field: 'kind',
    headerName: t('prescriptions.kind'),
    width: 170,
    sortable: false,
    valueFormatter: (value: Prescription['kind']) => t(`prescriptions.kinds.${value}`),
  },
  {
    field: 'doctor',
    headerName: t('prescriptions.doctor'),
    width: 200,
    sortable: false,
    valueFormatter: (value: Prescription['doctor']) => value.name,
  },
  {
    field: 'summary',
    headerName: t('prescriptions.summary'),
    flex: 1,
    minWidth: 320,
    sortable: false,
    phone: true,
  },
];

function ActionButton(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={props.label}>
      <IconButton size="small" aria-label={props.label} onClick={rowAction(props.onClick)}>
        {props.children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The patient's optical prescriptions (issue 23), newest first: opening one compares it with the
 * previous one and prints it. Doctors and super_admin write them; receptionists read them, to
 * sell the lenses, and see no button that writes.
 */
export function PrescriptionsTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const writes = useHasRoles(PRESCRIPTION_WRITERS);
  // `undefined` closed, `null` a new prescription, a prescription the edit form.
  const [editing, setEditing] = useState<Prescription | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Prescription | null>(null);
  const [opened, setOpened] = useState<Prescription | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = useMemo(() => prescriptionColumns(t), [t]);
  const refresh = () => refreshPrescriptions(queryClient);

  const remove = async (prescription: Prescription) => {
    setBusy(true);
    try {
      notify.success((await deletePrescription(prescription.id)).message);
      refresh();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <DataTable<Prescription>
        endpoint={PRESCRIPTIONS_TABLE_ENDPOINT}
        urlPrefix="prescriptions"
        columns={columns}
        defaultSortBy="date"
        filters={{ customerId }}
        searchable={false}
        emptyText={t('prescriptions.empty')}
        onRowClick={setOpened}
        toolbar={
          writes && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              {t('prescriptions.new')}
            </Button>
          )
        }
        actions={(prescription) => {
          const date = shownDate(prescription.date);
          return (
            <>
              <ActionButton
                label={t('prescriptions.open', { date })}
                onClick={() => setOpened(prescription)}
              >
                <VisibilityIcon fontSize="small" />
              </ActionButton>
              {writes && (
                <>
                  <ActionButton
                    label={t('prescriptions.edit', { date })}
                    onClick={() => setEditing(prescription)}
                  >
                    <EditIcon fontSize="small" />
                  </ActionButton>
                  <ActionButton
                    label={t('prescriptions.delete', { date })}
                    onClick={() => setDeleting(prescription)}
                  >
                    <DeleteIcon fontSize="small" />
                  </ActionButton>
                </>
              )}
            </>
          );
        }}
      />
      <PrescriptionComparisonDialog prescription={opened} onClose={() => setOpened(null)} />
      {writes && (
        <>
          <PrescriptionFormDialog
            open={editing !== undefined}
            customerId={customerId}
            prescription={editing ?? null}
            onClose={() => setEditing(undefined)}
            onSaved={refresh}
          />
          <ConfirmDialog
            open={deleting !== null}
            title={t('prescriptions.deleteTitle')}
            text={t('prescriptions.deleteText', {
              date: deleting ? shownDate(deleting.date) : '',
              summary: deleting?.summary ?? '',
            })}
            busy={busy}
            onCancel={() => setDeleting(null)}
            onConfirm={() => deleting && void remove(deleting)}
          />
        </>
      )}
    </>
  );
}
