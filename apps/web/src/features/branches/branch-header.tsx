import { EVENT_COLORS } from '@iris/domain/calendar/event-colors';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '../../lib/branch-query';

/** `09:00:00` as staff read it: `09:00`. */
const hhmm = (time: string) => time.slice(0, 5);

/**
 * The top of a branch's workspace: who the branch is (logo, name, address, phone, hours and
 * colour) in a few lines, so that on a phone its tabs show without scrolling. `action` is a
 * button beside the name (the administrator's "Editar sucursal").
 */
export function BranchHeader({ branch, action }: { branch: Branch; action?: ReactNode }) {
  const { t } = useTranslation();
  const place = [branch.address, branch.municipality.name, branch.state.name]
    .filter((part) => part !== '')
    .join(', ');
  const details = [
    branch.phone && t('branch.header.phone', { phone: branch.phone }),
    t('branch.header.hours', { open: hhmm(branch.open_time), close: hhmm(branch.close_time) }),
  ].filter(Boolean);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 2 }}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
        {branch.logoUrl && (
          // Decorative: the branch's name is written beside it.
          <Box
            component="img"
            src={branch.logoUrl}
            alt=""
            sx={{ height: { xs: 40, sm: 56 }, maxWidth: { xs: 64, sm: 112 }, objectFit: 'contain' }}
          />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              variant="h5"
              component="h1"
              sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
            >
              {branch.name}
            </Typography>
            {branch.color && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 14,
                    height: 14,
                    borderRadius: '50%',
                    bgcolor: EVENT_COLORS[branch.color],
                  }}
                />
                <Typography variant="body2" color="text.secondary">
                  {t(`colors.${branch.color}`)}
                </Typography>
              </Stack>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {place}
            {branch.zipCode && ` · ${t('branch.header.zipCode', { zipCode: branch.zipCode })}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {details.join(' · ')}
          </Typography>
        </Box>
      </Stack>
      {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
    </Stack>
  );
}
