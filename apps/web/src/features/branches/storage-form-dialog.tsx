import {
  createStorageSchema,
  updateStorageSchema,
  type Storage,
} from '@iris/domain/inventory/storage.schemas';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { TextInput } from '../../components/text-input';
import { createStorage, renameStorage } from './branches-api';

/** docs/rules.md: a storage's name is unique within its branch (550). */
const NAME_TAKEN = { 550: 'name' };

export interface StorageFormDialogProps {
  open: boolean;
  /** `null`: a new storage of the branch; otherwise the storage to rename. */
  storage: Storage | null;
  branchId: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Registration (everyone of the branch) and renaming (doctor, super_admin) of a storage. */
export function StorageFormDialog({
  open,
  storage,
  branchId,
  onClose,
  onSaved,
}: StorageFormDialogProps) {
  const { t } = useTranslation();
  const name = <TextInput name="name" label={t('fields.name')} upperCase autoFocus />;
  if (storage === null) {
    return (
      <FormDialog
        open={open}
        title={t('storages.new')}
        schema={createStorageSchema}
        defaultValues={{ name: '', branch: { id: branchId } }}
        onSubmit={createStorage}
        onSaved={onSaved}
        onClose={onClose}
        codeFields={NAME_TAKEN}
      >
        {name}
      </FormDialog>
    );
  }
  return (
    <FormDialog
      open={open}
      title={t('storages.rename')}
      schema={updateStorageSchema}
      defaultValues={{ id: storage.id, name: storage.name }}
      onSubmit={renameStorage}
      onSaved={onSaved}
      onClose={onClose}
      codeFields={NAME_TAKEN}
    >
      {name}
    </FormDialog>
  );
}
