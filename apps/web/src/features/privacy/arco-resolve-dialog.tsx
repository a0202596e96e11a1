import { resolveArcoRequestSchema } from '@iris/domain/privacy/arco.schemas';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { TextInput } from '../../components/text-input';
import { useConfirm } from '../../components/use-confirm';
import { resolveArcoRequest } from './privacy-api';

/** `PUT arco-requests/resolve`: the answer given to the patient, once, after a confirmation. */
export function ArcoResolveDialog({
  id,
  open,
  onClose,
  onSaved,
}: {
  id: number;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  return (
    <>
      <FormDialog
        open={open}
        title={t('arco.resolveTitle')}
        schema={resolveArcoRequestSchema}
        defaultValues={{ id, resolution: '' }}
        onSubmit={async (values) => {
          const yes = await confirm({
            title: t('arco.resolveConfirmTitle'),
            text: t('arco.resolveConfirm'),
          });
          if (!yes) return null;
          return { message: await resolveArcoRequest(values.id, values.resolution) };
        }}
        onClose={onClose}
        onSaved={onSaved}
        submitLabel={t('arco.resolve')}
      >
        <TextInput name="resolution" label={t('arco.resolution')} minRows={4} autoFocus />
      </FormDialog>
      {confirmDialog}
    </>
  );
}
