import { formatDate } from '@iris/domain/common/dates';
import type { Note } from '@iris/domain/customers/note.schemas';
import AddIcon from '@mui/icons-material/Add';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../components/data-table';
import { useNotify } from '../../lib/notifications';
import { resourceQueries } from '../../lib/resource-queries';
import { deleteNote, NOTE_RESOURCE, type NoteKind } from './customers-api';
import { NoteDocumentsDialog } from './note-documents-dialog';
import { NoteFormDialog } from './note-form-dialog';

function noteColumns(t: TFunction, kind: NoteKind, onDocuments: (note: Note) => void) {
  // A phone shows the folio, the title and the documents button (a doctor note's own action).
  const columns: TableColumn<Note>[] = [
    { field: 'code', headerName: t('notes.code'), width: 90, phone: true },
    { field: 'title', headerName: t('notes.title'), flex: 1, minWidth: 200, phone: true },
    {
      field: 'createdAt',
      headerName: t('notes.createdAt'),
      width: 130,
      valueFormatter: (value: string) => formatDate(value),
    },
  ];
  if (kind === 'doctor') {
    columns.push({
      field: 'documents',
      headerName: t('notes.documents'),
      sortable: false,
      width: 140,
      phone: true,
      renderCell: ({ row }) => (
        <Button
          size="small"
          startIcon={<AttachFileIcon />}
          aria-label={t('notes.openDocuments', { code: row.code, count: row.documents })}
          onClick={() => onDocuments(row)}
        >
          {row.documents}
        </Button>
      ),
    });
  }
  return columns;
}

/**
 * A patient's receptionist notes or doctor notes (docs/spec.md §2): code, title and date, newest
 * first; written, edited and deleted (after confirming) in the tab; a doctor note's documents
 * open from its row.
 */
export function NotesTab({ customerId, kind }: { customerId: number; kind: NoteKind }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const endpoint = `${NOTE_RESOURCE[kind]}/getTable` as const;
  // `undefined` closed, `null` a new note, a note the edit form.
  const [editing, setEditing] = useState<Note | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const [documentsOf, setDocumentsOf] = useState<Note | null>(null);
  const columns = useMemo(() => noteColumns(t, kind, setDocumentsOf), [t, kind]);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: resourceQueries.tablePages(endpoint) });

  const remove = async (note: Note) => {
    setBusy(true);
    try {
      notify.success((await deleteNote(kind, note.id)).message);
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
      <DataTable<Note>
        endpoint={endpoint}
        urlPrefix={kind}
        columns={columns}
        defaultSortBy="code"
        filters={{ customerId }}
        emptyText={t(kind === 'doctor' ? 'notes.emptyDoctor' : 'notes.empty')}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t(kind === 'doctor' ? 'notes.newDoctor' : 'notes.new')}
          </Button>
        }
        actions={(note) => (
          <>
            <Tooltip title={t('notes.edit', { code: note.code })}>
              <IconButton
                size="small"
                aria-label={t('notes.edit', { code: note.code })}
                onClick={() => setEditing(note)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('notes.delete', { code: note.code })}>
              <IconButton
                size="small"
                aria-label={t('notes.delete', { code: note.code })}
                onClick={() => setDeleting(note)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      <NoteFormDialog
        open={editing !== undefined}
        kind={kind}
        note={editing ?? null}
        customerId={customerId}
        onClose={() => setEditing(undefined)}
        onSaved={refresh}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('notes.deleteTitle')}
        text={t('notes.deleteText', { code: deleting?.code ?? '', title: deleting?.title ?? '' })}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
      <NoteDocumentsDialog note={documentsOf} onClose={() => setDocumentsOf(null)} />
    </>
  );
}
