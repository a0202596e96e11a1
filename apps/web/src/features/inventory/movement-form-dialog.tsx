import {
  MOVEMENT_TYPE,
  MOVEMENT_TYPES,
  movementFormSchema,
  type Movement,
  type MovementFormValues,
} from '@iris/domain/inventory/movement.schemas';
import Grid from '@mui/material/Grid';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/form-dialog';
import { SelectInput } from '../../components/select-input';
import { TimeInput } from '../../components/time-input';
import { today } from '../../lib/format-date';
import { useOptions } from '../../lib/options-query';
import { useIsSuperAdmin, useSession } from '../../lib/session-context';
import { createMovement, updateMovement, useChildOptions } from './inventory-api';

/**
 * A transfer's origin: a branch, then one of its storages other than this one. Branch staff
 * move stock within their own branch; the administrator between branches (docs/rules.md, Access).
 */
function OriginFields({ storageId, initialBranch }: { storageId: number; initialBranch: number }) {
  const { t } = useTranslation();
  const isAdmin = useIsSuperAdmin();
  const { setValue } = useFormContext();
  const [branchId, setBranchId] = useState(initialBranch);
  const branches = useOptions('branches', isAdmin);
  const storages = useChildOptions('storages/options/{id}', branchId);
  const { profile } = useSession();
  const branchOptions = isAdmin
    ? (branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))
    : [{ value: initialBranch, label: profile?.branch?.name ?? '' }];
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          name="originBranch"
          label={t('movements.originBranch')}
          options={branchOptions}
          disabled={!isAdmin}
          onValueChange={(value) => {
            setBranchId(Number(value));
            setValue('estorage.id', '');
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          name="estorage.id"
          label={t('movements.originStorage')}
          options={(storages.data ?? [])
            .filter((storage) => storage.id !== storageId)
            .map((storage) => ({ value: storage.id, label: storage.name }))}
        />
      </Grid>
    </>
  );
}

function MovementFields({ storageId, branchId }: { storageId: number; branchId: number }) {
  const { t } = useTranslation();
  const type = useWatch({ name: 'type' }) as unknown;
  const { setValue } = useFormContext();
  const transfer = Number(type) === MOVEMENT_TYPE.transfer;
  // Only a transfer names an origin (the API refuses one on any other type).
  useEffect(() => {
    if (!transfer) setValue('estorage', null);
  }, [transfer, setValue]);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <SelectInput
          name="type"
          label={t('movements.type')}
          options={MOVEMENT_TYPES.map((value) => ({ value, label: t(`movements.kinds.${value}`) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput name="date" label={t('movements.date')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TimeInput name="time" label={t('movements.time')} />
      </Grid>
      {transfer && <OriginFields storageId={storageId} initialBranch={branchId} />}
    </Grid>
  );
}

export interface MovementFormDialogProps {
  open: boolean;
  storageId: number;
  branchId: number;
  /** The movement to edit (while NUEVO); none to create one in this storage. */
  movement?: Movement | undefined;
  onClose: () => void;
  onSaved: (movement: Movement) => void;
}

/** docs/spec.md §2: the movement dialog (type, date, time; a transfer's origin branch and storage). */
export function MovementFormDialog({
  open,
  storageId,
  branchId,
  movement,
  onClose,
  onSaved,
}: MovementFormDialogProps) {
  const { t } = useTranslation();
  const now = new Date();
  return (
    <FormDialog<FieldValues, MovementFormValues>
      open={open}
      title={t(movement ? 'movements.edit' : 'movements.new')}
      schema={movementFormSchema}
      defaultValues={{
        type: movement?.type ?? '',
        date: movement?.date ?? today(),
        time: movement?.time ?? now.toTimeString().slice(0, 5),
        estorage: movement?.estorage ? { id: movement.estorage.id } : null,
        originBranch: movement?.estorage?.branch.id ?? branchId,
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = {
          type: values.type,
          date: values.date,
          time: values.time,
          estorage: values.estorage ?? null,
        };
        const answer = movement
          ? await updateMovement({ ...body, id: movement.id })
          : await createMovement({ ...body, storage: { id: storageId } });
        onSaved(answer.data.data);
        return answer;
      }}
    >
      <MovementFields storageId={storageId} branchId={branchId} />
    </FormDialog>
  );
}
