import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import EventIcon from '@mui/icons-material/Event';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayViewPath } from './dashboard-links';
import { Tile, TileNote } from './dashboard-tile';

interface AppointmentsTileProps {
  data: Dashboard;
  /** The branch asked for; null: every branch (each appointment names its own). */
  branchId: number | null;
}

/**
 * Today's appointments, those still to come first (dashboard/get orders them): each opens its
 * branch's calendar on the day's view, and so does the title when the tile is one branch's.
 */
export function AppointmentsTile({ data, branchId }: AppointmentsTileProps) {
  const { t } = useTranslation();
  const { appointments, date } = data;
  const more = appointments.count - appointments.items.length;
  return (
    <Tile
      area="appointments"
      title={t('home.appointments.title')}
      icon={<EventIcon />}
      to={branchId === null ? undefined : dayViewPath(branchId, date)}
      linkLabel={t('home.appointments.open')}
    >
      {appointments.count === 0 ? (
        <TileNote>{t('home.appointments.empty')}</TileNote>
      ) : (
        <>
          <TileNote>
            {t('home.appointments.summary', {
              count: appointments.count,
              upcoming: appointments.upcoming,
            })}
          </TileNote>
          <ul className="tile-list">
            {appointments.items.map((item) => (
              <li key={item.id}>
                <span className="tile-time">{item.time}</span>
                <span className="tile-grow">
                  <Link className="tile-line" to={dayViewPath(item.branch.id, date)}>
                    {item.patient?.name ?? item.name}
                  </Link>
                  <span className="tile-line tile-note">
                    {[item.type.name, item.doctor?.name, branchId === null && item.branch.name]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <span className="tile-chip">{t(`home.appointments.status.${item.status}`)}</span>
              </li>
            ))}
          </ul>
          {more > 0 && <TileNote>{t('home.appointments.more', { count: more })}</TileNote>}
        </>
      )}
    </Tile>
  );
}
