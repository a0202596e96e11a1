import type { NoteDocument } from '@iris/domain/customers/note.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-client';
import type { Progress } from '../../lib/download-file';
import { customerQueries, DOCUMENT_KEEP_MS } from './customers-queries';
import { renderPdfPages } from './pdf-pages';

const PAGE_WIDTH = 900;

/**
 * A patient's document, fetched with the session's token (its URL works for nobody else, and
 * every download is in the access log), shown from a local object URL.
 */
function useDocumentFile(document: NoteDocument) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const file = useQuery(customerQueries.documentFile(document, setProgress));
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { file, url, progress };
}

/** One document as images: an image as it is, a PDF as its pages rendered one under another. */
export function DocumentView({ document }: { document: NoteDocument }) {
  const { t } = useTranslation();
  const { file, url, progress } = useDocumentFile(document);
  const blob = file.data;
  const pages = useQuery({
    queryKey: ['pdf-pages', document.id],
    queryFn: async () => renderPdfPages(await (blob ?? new Blob()).arrayBuffer(), PAGE_WIDTH),
    enabled: document.type === 'pdf' && blob !== undefined,
    staleTime: Infinity,
    gcTime: DOCUMENT_KEEP_MS,
    retry: false,
  });
  const image = (src: string, alt: string) => (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ display: 'block', maxWidth: '100%', mx: 'auto', boxShadow: 1, bgcolor: 'white' }}
    />
  );

  if (file.isError) {
    return (
      <Alert severity="error">
        {t('documents.notLoaded', { name: document.name, reason: errorText(file.error) })}
      </Alert>
    );
  }
  if (!url) {
    const percent = progress?.total ? Math.round((progress.received * 100) / progress.total) : 0;
    const label = t('documents.downloading', { name: document.name, percent });
    return (
      <Box role="status" sx={{ py: 4, px: 2 }}>
        <LinearProgress
          variant={progress?.total ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-label={label}
        />
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
      </Box>
    );
  }
  if (document.type === 'image') return image(url, document.name);
  if (pages.isError) {
    return (
      <Alert severity="warning">
        {t('documents.unreadable', { name: document.name })}{' '}
        <Link href={url} download={document.name}>
          {t('documents.open', { name: document.name })}
        </Link>
      </Alert>
    );
  }
  if (!pages.data) {
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('documents.rendering', { name: document.name })} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {pages.data.map((src, index) =>
        image(
          src,
          t('documents.page', { page: index + 1, pages: pages.data.length, name: document.name }),
        ),
      )}
    </Stack>
  );
}
