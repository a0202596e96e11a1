import type { Note } from '@iris/domain/customers/note.schemas';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FileButton } from '../../components/file-button';
import { UploadProgress } from '../../components/upload-progress';
import { errorCodeText } from '../../lib/i18n';
import { useNotify } from '../../lib/notifications';
import { resourceQueries } from '../../lib/resource-queries';
import { isAcceptedUpload, UPLOAD_TYPES } from '../../lib/upload-file';
import {
  deleteNoteDocument,
  NOTE_RESOURCE,
  uploadNoteDocument,
  useNoteDocuments,
} from './customers-api';
import { customerQueries } from './customers-queries';
import { DocumentView } from './document-view';

/**
 * A doctor note's documents (docs/spec.md §2): a carousel of them, one at a time; attaching another,
 * with its progress; deleting one after confirming; and all of them as images at once.
 */
function DocumentsBody({ note, onClose }: { note: Note; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const documents = useNoteDocuments(note.id);
  const [index, setIndex] = useState(0);
  const [sent, setSent] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [all, setAll] = useState(false);
  const list = documents.data ?? [];
  const current = list[Math.min(index, list.length - 1)];

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: customerQueries.documents(note.id).queryKey });
    void queryClient.invalidateQueries({
      queryKey: resourceQueries.tablePages(`${NOTE_RESOURCE.doctor}/getTable`),
    });
  };

  const upload = async (file: File) => {
    if (!isAcceptedUpload(file)) {
      notify.failure(errorCodeText('wrong_file_format'));
      return;
    }
    setSent(0);
    try {
      notify.success((await uploadNoteDocument(note.id, file, setSent)).message);
      await refresh();
      setIndex(list.length);
    } catch (error) {
      notify.error(error);
    } finally {
      setSent(null);
    }
  };

  const remove = async () => {
    if (!current) return;
    setDeleting(true);
    try {
      notify.success((await deleteNoteDocument(current.id)).message);
      await refresh();
      setIndex((previous) => Math.max(0, previous - 1));
    } catch (error) {
      notify.error(error);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <DialogTitle>{t('documents.title', { code: note.code })}</DialogTitle>
      <DialogContent>
        {documents.isPending && (
          <Stack sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Stack>
        )}
        {!documents.isPending && !current && (
          <Typography color="text.secondary">{t('documents.empty')}</Typography>
        )}
        {current && (
          <Stack spacing={1} role="group" aria-roledescription="carrusel">
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <IconButton
                aria-label={t('documents.previous')}
                disabled={index === 0}
                onClick={() => setIndex((i) => i - 1)}
              >
                <ChevronLeftIcon />
              </IconButton>
              <Typography aria-live="polite">
                {t('documents.position', { index: index + 1, count: list.length })} · {current.name}
              </Typography>
              <IconButton
                aria-label={t('documents.next')}
                disabled={index >= list.length - 1}
                onClick={() => setIndex((i) => i + 1)}
              >
                <ChevronRightIcon />
              </IconButton>
            </Stack>
            {/* Focusable, so that a keyboard can scroll a long document too. */}
            <Box
              role="region"
              aria-label={current.name}
              tabIndex={0}
              sx={{ maxHeight: '55vh', overflow: 'auto', bgcolor: 'grey.100', p: 1 }}
            >
              <DocumentView document={current} />
            </Box>
            <Box>
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
                {t('documents.delete', { name: current.name })}
              </Button>
            </Box>
          </Stack>
        )}
        <Box sx={{ mt: 2 }}>
          <FileButton
            label={t('documents.upload')}
            accept={UPLOAD_TYPES}
            startIcon={<AttachFileIcon />}
            disabled={sent !== null}
            onFile={(file) => void upload(file)}
          />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('documents.hint')}
          </Typography>
          <UploadProgress sent={sent} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setAll(true)} disabled={list.length === 0}>
          {t('documents.viewAll')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('documents.deleteTitle')}
        text={t('documents.deleteText', { name: current?.name ?? '' })}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
      <Dialog open={all} onClose={() => setAll(false)} fullWidth maxWidth="md" scroll="paper">
        <DialogTitle>{t('documents.viewerTitle', { code: note.code })}</DialogTitle>
        <DialogContent
          dividers
          role="region"
          aria-label={t('documents.viewerTitle', { code: note.code })}
          tabIndex={0}
        >
          <Stack spacing={3}>
            {list.map((document) => (
              <section key={document.id} aria-label={document.name}>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {document.name}
                </Typography>
                <DocumentView document={document} />
              </section>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAll(false)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function NoteDocumentsDialog({ note, onClose }: { note: Note | null; onClose: () => void }) {
  return (
    <Dialog open={note !== null} onClose={onClose} fullWidth maxWidth="md">
      {note && <DocumentsBody key={note.id} note={note} onClose={onClose} />}
    </Dialog>
  );
}
