import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The global loading indicator shown while a page's code or the session loads (docs/spec.md §2). */
export function LoadingDialog({ open = true }: { open?: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop open={open} sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })}>
      <CircularProgress color="inherit" aria-label={t('common.loading')} />
    </Backdrop>
  );
}
