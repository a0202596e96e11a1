import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Storage } from '@iris/domain/inventory/storage.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { ApiError, errorText } from '../../lib/api-client';
import { decodeId, encodeId } from '../../lib/route-id';
import { useShowBranch } from '../../lib/working-branch';
import { useBranch } from '../../lib/branch-query';
import { useStorage } from './branches-api';

/**
 * `/storages/{storageId}/{branchId}` (docs/spec.md §2): a storage of a branch, its name and default
 * star on top and, below, what the app puts there (the inventory's stock and movements tabs).
 */
export function StoragePage({ children }: { children: (storage: Storage) => ReactNode }) {
  const { t } = useTranslation();
  const params = useParams();
  const id = decodeId(params.id);
  const branchId = decodeId(params.branch);
  const storage = useStorage(id);
  const branch = useBranch(branchId);
  useShowBranch(branch.data);

  if (id === null || branchId === null) return <NotFoundPage />;
  const refused = storage.error instanceof ApiError && [403, 404].includes(storage.error.status);
  if (refused || (storage.data && storage.data.branchId !== branchId)) return <NotFoundPage />;
  if (storage.isError) return <Alert severity="warning">{errorText(storage.error)}</Alert>;
  if (!storage.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  const { data } = storage;
  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Button
          component={Link}
          to={`/branches/edit/${encodeId(branchId)}?tab=storages`}
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 2 }}
        >
          {t('storages.back')}
        </Button>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {data.default && <StarIcon color="warning" aria-hidden />}
          <Typography variant="h5" component="h1">
            {data.name}
          </Typography>
        </Stack>
        <Typography color="text.secondary">
          {t('fields.branch')}: {data.branch.name}
        </Typography>
        <Typography sx={{ mt: 2 }}>
          {t(data.default ? 'storages.defaultYes' : 'storages.defaultNo')}
        </Typography>
      </Paper>
      {children(data)}
    </Stack>
  );
}
