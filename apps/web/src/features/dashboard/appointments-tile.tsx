import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dayViewPath } from './dashboard-links';
import { Tile, TileEmpty } from './dashboard-tile';

interface AppointmentsTileProps {
  data: Dashboard | undefined;
  /** The branch asked for; null: every branch (each appointment names its own). */
  branchId: number | null;
}

/**
 * Today's appointments, those still to come first (dashboard/get orders them): each opens its
 * branch's calendar on the day's view, and so does the title when the tile is one branch's.
 */
export function AppointmentsTile({ data, branchId }: AppointmentsTileProps) {
  const { t } = useTranslation();
  const appointments = data?.appointments;
  const date = data?.date ?? '';
  const more = appointments ? appointments.count - appointments.items.length : 0;
  return (
    <Tile
      title={t('home.appointments.title')}
      icon={<EventIcon />}
      to={data && branchId !== null ? dayViewPath(branchId, date) : undefined}
      linkLabel={t('home.appointments.open')}
      loading={!appointments}
    >
      {appointments && appointments.count === 0 && (
        <TileEmpty>{t('home.appointments.empty')}</TileEmpty>
      )}
      {appointments && appointments.count > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('home.appointments.summary', {
              count: appointments.count,
              upcoming: appointments.upcoming,
            })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {appointments.items.map((item) => (
              <Box
                component="li"
                key={item.id}
                sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
              >
                <Link
                  component={RouterLink}
                  to={dayViewPath(item.branch.id, date)}
                  underline="none"
                  color="inherit"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    py: 1,
                    '&:hover .title, &:focus-visible .title': { textDecoration: 'underline' },
                  }}
                >
                  <Typography component="span" sx={{ fontWeight: 600, minWidth: '3.2em' }}>
                    {item.time}
                  </Typography>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography component="span" className="title" sx={{ display: 'block' }}>
                      {item.patient?.name ?? item.name}
                    </Typography>
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {[item.type.name, item.doctor?.name, branchId === null && item.branch.name]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(`home.appointments.status.${item.status}`)}
                  />
                </Link>
              </Box>
            ))}
          </Box>
          {more > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('home.appointments.more', { count: more })}
            </Typography>
          )}
        </>
      )}
    </Tile>
  );
}
