import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../components/use-field-error';
import { isAcceptedUpload, UPLOAD_TYPES } from '../../lib/upload-file';
import {
  valueAt,
  type CatalogueItem,
  type DocumentFieldDeclaration,
} from './catalogue-declaration';

/** A signed URL ends in the file's extension before its query string. */
export function isPdfUrl(url: string): boolean {
  return url.split('?')[0]?.toLowerCase().endsWith('.pdf') ?? false;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A thumbnail of an image, a PDF icon, or an empty frame. */
export function DocumentThumbnail({
  url,
  pdf,
  size,
}: {
  url: string | null;
  pdf: boolean;
  size: number;
}) {
  const { t } = useTranslation();
  if (pdf) {
    return (
      <Avatar variant="rounded" sx={{ width: size, height: size, bgcolor: 'error.main' }}>
        <PictureAsPdfIcon titleAccess={t('catalogue.pdfDocument')} />
      </Avatar>
    );
  }
  return (
    <Avatar variant="rounded" src={url ?? undefined} alt="" sx={{ width: size, height: size }}>
      <ImageOutlinedIcon />
    </Avatar>
  );
}

/**
 * The file chosen here is not part of the schema: the form page uploads it after the record is
 * saved. It is checked on the client (type and size) with the server's own wrong-format message.
 */
export function DocumentInput({
  field: declaration,
  record,
  disabled,
}: {
  field: DocumentFieldDeclaration;
  record: CatalogueItem | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { setError, clearErrors } = useFormContext();
  const { field } = useController({ name: declaration.name });
  const error = useFieldError(declaration.name);
  const file = field.value instanceof File ? field.value : null;

  const chosenUrl = useMemo(
    () =>
      file && file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
    [file],
  );
  useEffect(
    () => () => {
      if (chosenUrl) URL.revokeObjectURL(chosenUrl);
    },
    [chosenUrl],
  );

  const storedUrl = valueAt(record, declaration.urlField);
  const savedUrl = typeof storedUrl === 'string' && storedUrl !== '' ? storedUrl : null;
  const pdf = file ? file.type === 'application/pdf' : savedUrl !== null && isPdfUrl(savedUrl);
  const previewUrl = file ? chosenUrl : savedUrl;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isAcceptedUpload(chosen)) {
      field.onChange(null);
      if (inputRef.current) inputRef.current.value = '';
      setError(declaration.name, { type: 'file', message: t('errors.wrong_file_format') });
      return;
    }
    clearErrors(declaration.name);
    field.onChange(chosen);
  };

  return (
    <FormControl fullWidth margin="dense" error={error !== undefined} disabled={disabled}>
      <FormLabel htmlFor={id}>{t(declaration.label)}</FormLabel>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1 }}>
        {savedUrl && !file ? (
          <Box
            component="a"
            href={savedUrl}
            target="_blank"
            rel="noopener"
            aria-label={t('catalogue.openDocument')}
          >
            <DocumentThumbnail url={previewUrl} pdf={pdf} size={96} />
          </Box>
        ) : (
          <DocumentThumbnail url={previewUrl} pdf={pdf} size={96} />
        )}
        <Box sx={{ minWidth: 0 }}>
          {!disabled && (
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => inputRef.current?.click()}
            >
              {t('catalogue.chooseFile')}
            </Button>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} noWrap>
            {file?.name ?? (savedUrl ? '' : t('catalogue.noFile'))}
          </Typography>
        </Box>
      </Box>
      <Box
        component="input"
        id={id}
        ref={inputRef}
        name={field.name}
        type="file"
        accept={UPLOAD_TYPES.join(',')}
        disabled={disabled}
        tabIndex={-1}
        aria-describedby={`${id}-helper`}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0])}
        sx={visuallyHidden}
      />
      <FormHelperText id={`${id}-helper`}>{error ?? t('catalogue.fileHint')}</FormHelperText>
    </FormControl>
  );
}
