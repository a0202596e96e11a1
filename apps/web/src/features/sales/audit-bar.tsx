import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditRequests } from '../../lib/audit-requests';
import { useWorkingBranch } from '../../lib/working-branch';
import { useAuditDialogs, useOpenAudit, useAuditText } from './use-audit-dialogs';

/**
 * The register of the branch one works in, always in sight in the top bar (issue 21): open since
 * when, by whom and with what cash, with "Cerrar caja"; or closed, with "Abrir caja". It follows
 * the layout's branch: the user's own, or the one a page works in (an administrator's branch
 * page, or the branch chosen on the sales page); an administrator on a page of no branch sees
 * none. On a phone it folds into an icon whose popover says the same.
 */
export function AuditBar() {
  const { t } = useTranslation();
  const branchId = useWorkingBranch()?.id ?? null;
  const audit = useOpenAudit(branchId);
  const text = useAuditText();
  const auditDialogs = useAuditDialogs();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The dashboard's register tile offers the same button and asks for these dialogs.
  useAuditRequests((asked) => {
    if (asked !== branchId || audit.data === undefined) return;
    if (audit.data) auditDialogs.close(audit.data.id);
    else auditDialogs.open(asked);
  });
  if (branchId === null || audit.data === undefined) return null;

  const open = audit.data;
  const said = text(open);
  // On the bar it wears the bar's text colour; in the popover, the theme's.
  const action = (color: 'inherit' | 'primary') => (
    <Button
      size="small"
      variant="outlined"
      color={color}
      sx={{ flexShrink: 0 }}
      onClick={() => {
        setAnchor(null);
        if (open) auditDialogs.close(open.id);
        else auditDialogs.open(branchId);
      }}
    >
      {t(open ? 'audit.closeAction' : 'audit.openAction')}
    </Button>
  );

  return (
    <>
      {wide ? (
        <Box
          role="group"
          aria-label={t('audit.label')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, mx: 2 }}
        >
          <PointOfSaleIcon fontSize="small" aria-hidden />
          <Typography variant="body2" noWrap title={said} sx={{ minWidth: 0 }}>
            {said}
          </Typography>
          {action('inherit')}
        </Box>
      ) : (
        <IconButton
          color="inherit"
          aria-label={said}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge variant="dot" color={open ? 'success' : 'error'} overlap="circular">
            <PointOfSaleIcon />
          </Badge>
        </IconButton>
      )}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, maxWidth: 300, display: 'grid', gap: 1.5 }}>
          <Typography variant="subtitle2">{t('audit.label')}</Typography>
          <Typography variant="body2">{said}</Typography>
          {action('primary')}
        </Box>
      </Popover>
      {auditDialogs.dialogs}
    </>
  );
}
