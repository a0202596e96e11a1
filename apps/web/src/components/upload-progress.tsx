import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** How much of a file has left (0 to 1); nothing while no upload runs. */
export function UploadProgress({ sent }: { sent: number | null }) {
  const { t } = useTranslation();
  if (sent === null) return null;
  const percent = Math.round(sent * 100);
  const label = t('common.uploading', { percent });
  return (
    <Box role="status" sx={{ mt: 1 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
