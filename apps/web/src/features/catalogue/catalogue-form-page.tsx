import { validationMessage } from '@iris/domain/i18n/validation-key';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, set, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { NotFoundPage } from '../../components/not-found-page';
import { ApiError, errorText } from '../../lib/api-client';
import { applyCodeError, applyFieldErrors } from '../../lib/form-errors';
import { useNotify } from '../../lib/notifications';
import { decodeId, encodeId } from '../../lib/route-id';
import { useSchemaForm } from '../../lib/use-schema-form';
import {
  refreshCatalogue,
  saveCatalogueRecord,
  uploadCatalogueDocument,
  useCatalogueRecord,
} from './catalogue-api';
import {
  valueAt,
  type CatalogueDeclaration,
  type CatalogueField,
  type CatalogueItem,
} from './catalogue-declaration';
import { CatalogueFieldInput } from './catalogue-fields';
import { attributeValuesOf } from './product-kind-input';
import type { ProductKind } from '@iris/domain/catalogue/product-attributes';
import { hasRoles } from '@iris/domain/users/roles';
import { useIsSuperAdmin, useSession } from '../../lib/session-context';
import { listUrlOf } from './catalogue-navigation';

/** The duplicate-name codes (docs/spec.md §8): shown on the unique field as well as notified. */
const DUPLICATE_CODES = [550, 551, 552, 553];

/** The form's starting values: the record's, by field path, or empty ones for a new record. */
export function formValuesOf(
  fields: readonly CatalogueField[],
  record: CatalogueItem | null,
): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const stored = record ? valueAt(record, field.name) : undefined;
    let value: unknown = field.kind === 'document' ? null : (stored ?? '');
    // A switch is always a boolean: a new record's starts off, as the API's default.
    if (field.kind === 'switch') value = stored === true;
    if (field.kind === 'time' && typeof value === 'string') value = value.slice(0, 5);
    if (field.kind === 'productKind') {
      const kind = (stored ?? 'OTRO') as ProductKind;
      value = kind;
      set(values, 'attributes', attributeValuesOf(kind, record?.attributes as never));
    }
    set(values, field.name, value);
  }
  return values;
}

/**
 * The domain schema, plus one rule zod's coercion cannot express: an empty number input is
 * missing (required), not zero.
 */
export function formSchemaOf(schema: z.ZodObject, fields: readonly CatalogueField[]): z.ZodObject {
  const numbers = fields.filter((field) => field.kind === 'number').map((field) => field.name);
  if (numbers.length === 0) return schema;
  const present = (value: unknown) => value !== '' && value !== null && value !== undefined;
  return schema.extend(
    Object.fromEntries(
      numbers.map((name) => [
        name,
        z
          .unknown()
          .refine(present, { message: validationMessage('required'), abort: true })
          .pipe(schema.shape[name] as z.ZodType),
      ]),
    ),
  );
}

interface CatalogueFormProps {
  declaration: CatalogueDeclaration;
  record: CatalogueItem | null;
  id: number | null;
  /** Part of a larger page (the branch workspace): saving stays there, and there is no cancel. */
  embedded?: boolean | undefined;
  /** Told after a save, so that an embedding page shows the stored record. */
  onSaved?: (() => void) | undefined;
}

function CatalogueForm({ declaration, record, id, embedded, onSaved }: CatalogueFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const isAdmin = useIsSuperAdmin();
  const roles = useSession().profile?.roles ?? [];
  // A field of some roles only (a branch's fiscal issuer): its options are theirs alone.
  const fields = declaration.fields.filter((field) => !field.roles || hasRoles(roles, field.roles));
  const locked =
    record !== null && declaration.canEdit !== undefined && !declaration.canEdit(record);
  const readOnly = !isAdmin || locked;
  const [loadSchema] = useState(() => () => {
    // The id is the page's, added when saving (saveCatalogueRecord): the form has no id field,
    // and validating one it cannot have stopped every edit without a word.
    const schema = id === null ? declaration.createSchema : declaration.editSchema(id);
    return Promise.resolve(formSchemaOf(schema, declaration.fields));
  });
  const form = useSchemaForm<FieldValues, FieldValues>(
    loadSchema,
    formValuesOf(declaration.fields, record),
  );
  const listUrl = listUrlOf(declaration, location.state);
  const documentField = declaration.fields.find((field) => field.kind === 'document');

  const submit = form.handleSubmit(async (values) => {
    let savedId = id;
    try {
      const saved = await saveCatalogueRecord(declaration.name, values, id);
      savedId = saved.data.data.id;
      const file: unknown = documentField ? form.getValues(documentField.name) : null;
      if (documentField && file instanceof File) {
        await uploadCatalogueDocument(documentField.upload, savedId, file);
      }
      refreshCatalogue(queryClient, declaration.name);
      notify.success(saved.message);
      onSaved?.();
      if (!embedded) void navigate(listUrl);
    } catch (error) {
      if (savedId !== id && savedId !== null) {
        // The record was created but its file was refused: continue on its edit page.
        refreshCatalogue(queryClient, declaration.name);
        notify.error(error);
        void navigate(`${declaration.path}/edit/${encodeId(savedId)}`, {
          replace: true,
          state: location.state as unknown,
        });
        return;
      }
      applyFieldErrors(error, form.setError);
      const uniqueField = declaration.uniqueField ?? 'name';
      applyCodeError(
        error,
        form.setError,
        Object.fromEntries(DUPLICATE_CODES.map((code) => [code, uniqueField])),
      );
      notify.error(error);
    }
  });

  const titleKey = `catalogueTitles.${declaration.titles}.${id === null ? 'new' : 'edit'}` as const;
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: embedded ? undefined : 840 }}>
      <Typography variant="h5" component={embedded ? 'h2' : 'h1'} sx={{ mb: 2 }}>
        {t(titleKey)}
      </Typography>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(isAdmin && declaration.lockedNotice ? declaration.lockedNotice : 'catalogue.readOnly')}
        </Alert>
      )}
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Grid container columnSpacing={2}>
            {fields.map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
                <CatalogueFieldInput
                  field={field}
                  fields={fields}
                  record={record}
                  disabled={readOnly}
                />
              </Grid>
            ))}
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
            {!embedded && (
              <Button onClick={() => void navigate(listUrl)} disabled={form.formState.isSubmitting}>
                {t('common.cancel')}
              </Button>
            )}
            {!readOnly && (
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                {t('common.save')}
              </Button>
            )}
          </Box>
        </form>
      </FormProvider>
    </Paper>
  );
}

/**
 * `{path}/new` and `{path}/edit/:id` of any catalogue resource. A malformed id or a record that
 * does not exist shows the not-found page.
 */
export function CatalogueFormPage({
  declaration,
  embedded,
  onSaved,
}: {
  declaration: CatalogueDeclaration;
  embedded?: boolean;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const isNew = param === undefined;
  const id = isNew ? null : decodeId(param);
  const record = useCatalogueRecord(declaration.name, id);

  if (!isNew && id === null) return <NotFoundPage />;
  if (record.error instanceof ApiError && record.error.status === 404) return <NotFoundPage />;
  if (record.isError) {
    return (
      <Alert severity="warning">
        {t('catalogue.loadError')} {errorText(record.error)}
      </Alert>
    );
  }
  if (!isNew && !record.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  // Keyed by the record so that moving from one record to another starts a fresh form.
  return (
    <CatalogueForm
      key={param ?? 'new'}
      declaration={declaration}
      record={record.data ?? null}
      id={id}
      embedded={embedded}
      onSaved={onSaved}
    />
  );
}
