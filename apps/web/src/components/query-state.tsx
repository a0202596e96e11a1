import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorText } from '../lib/api-client';

/**
 * What shows while a query has no answer yet: a spinner saying what loads, or its failure said
 * with the server's reason and a retry.
 */
export function QueryState({
  query,
  loading,
  failed,
  retry,
}: {
  query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  loading: string;
  failed: string;
  retry: string;
}) {
  if (query.isError) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {retry}
          </Button>
        }
      >
        {`${failed} ${errorText(query.error)}`}
      </Alert>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{loading}</Typography>
    </Box>
  );
}
