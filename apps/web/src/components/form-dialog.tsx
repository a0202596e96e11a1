import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type ReactNode } from 'react';
import { FormProvider, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyCodeError, applyFieldErrors, type CodeFields } from '../lib/form-errors';
import { useNotify } from '../lib/notifications';
import { useSchemaForm } from '../lib/use-schema-form';

export interface FormDialogProps<TInput extends FieldValues, TOutput> {
  open: boolean;
  title: string;
  /** The zod schema of @iris/domain that the API validates with too. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /**
   * Saves the values; the returned envelope message is shown as the success notification.
   * `null`: the person stopped the save themselves (declined a confirmation): the form stays open.
   */
  onSubmit: (values: TOutput) => Promise<{ message?: string } | undefined | null>;
  onClose: () => void;
  onSaved?: () => void;
  submitLabel?: string;
  /** Business codes shown on an input as well as notified: `{ 101: 'email', 102: 'phone' }`. */
  codeFields?: CodeFields;
  /** A new key starts the form afresh: another schema, other default values. */
  formKey?: string;
  /** The inputs, written with the field helpers (text-input, select-input, switch-input) (they read the form from context). */
  children: ReactNode;
}

export function FormDialog<TInput extends FieldValues, TOutput>(
  props: FormDialogProps<TInput, TOutput>,
) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      {/* Mounted only while open, so every opening starts from fresh default values. */}
      {props.open && <FormDialogBody key={props.formKey} {...props} />}
    </Dialog>
  );
}

function FormDialogBody<TInput extends FieldValues, TOutput>({
  title,
  schema,
  defaultValues,
  onSubmit,
  onClose,
  onSaved,
  submitLabel,
  codeFields,
  children,
}: FormDialogProps<TInput, TOutput>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [loadSchema] = useState(() => () => Promise.resolve(schema));
  const form = useSchemaForm(loadSchema, defaultValues);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await onSubmit(values);
      if (result === null) return;
      notify.success(result?.message ?? t('success.ok'));
      onSaved?.();
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError);
      applyCodeError(error, form.setError, codeFields);
      notify.error(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel ?? t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
