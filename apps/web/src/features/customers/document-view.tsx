import type { NoteDocument } from '@iris/domain/customers/note.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../../lib/clinical-messages';
import { renderPdfPages } from './pdf-pages';

const PAGE_WIDTH = 900;

/** One document as images: an image as it is, a PDF as its pages rendered one under another. */
export function DocumentView({ document }: { document: NoteDocument }) {
  const { t } = useTranslation();
  const pages = useQuery({
    queryKey: ['pdf-pages', document.id],
    queryFn: () => renderPdfPages(document.documentUrl, PAGE_WIDTH),
    enabled: document.type === 'pdf',
    staleTime: Infinity,
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

  if (document.type === 'image') return image(document.documentUrl, document.name);
  if (pages.isError) {
    return (
      <Alert severity="warning">
        {t('documents.unreadable', { name: document.name })}{' '}
        <Link href={document.documentUrl} target="_blank" rel="noopener">
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
