import { createNoteSchema, updateNoteSchema, type Note } from '@iris/domain/customers/note.schemas';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { TextInput } from '../../components/text-input';
import { createNote, updateNote, type NoteKind } from './customers-api';

export interface NoteFormDialogProps {
  open: boolean;
  kind: NoteKind;
  /** `null`: a new note of the patient; otherwise the note to edit. */
  note: Note | null;
  customerId: number;
  onClose: () => void;
  onSaved: () => void;
}

function NoteFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextInput name="title" label={t('notes.title')} autoFocus />
      <TextInput name="description" label={t('notes.description')} minRows={5} />
    </>
  );
}

export function NoteFormDialog({
  open,
  kind,
  note,
  customerId,
  onClose,
  onSaved,
}: NoteFormDialogProps) {
  const { t } = useTranslation();
  if (note === null) {
    return (
      <FormDialog
        open={open}
        title={t(kind === 'doctor' ? 'notes.newDoctor' : 'notes.new')}
        schema={createNoteSchema}
        defaultValues={{ title: '', description: '', customer: { id: customerId } }}
        onSubmit={(values) => createNote(kind, values)}
        onSaved={onSaved}
        onClose={onClose}
      >
        <NoteFields />
      </FormDialog>
    );
  }
  return (
    <FormDialog
      open={open}
      title={t('notes.edit', { code: note.code })}
      schema={updateNoteSchema}
      defaultValues={{ id: note.id, title: note.title, description: note.description }}
      onSubmit={(values) => updateNote(kind, values)}
      onSaved={onSaved}
      onClose={onClose}
    >
      <NoteFields />
    </FormDialog>
  );
}
