import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import ChangeCircleIcon from '@mui/icons-material/ChangeCircle';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shownDate } from '../../lib/format-date';
import { changeRequestsPath } from './dashboard-links';
import { Tile, TileNote } from './dashboard-tile';

interface ChangeRequestsTileProps {
  data: Dashboard;
  /** The branch asked for; null: every branch (each appointment names its own). */
  branchId: number | null;
}

/**
 * _Piden cambio_ (docs/rules.md WhatsApp): the appointments still to come whose patient tapped
 * «Necesito cambiarla», soonest first, until the front desk calls back. Each opens its day in its
 * branch's calendar, showing only those; the title, the branch's month of them.
 */
export function ChangeRequestsTile({ data, branchId }: ChangeRequestsTileProps) {
  const { t } = useTranslation();
  const { changeRequests, date } = data;
  const more = changeRequests.count - changeRequests.items.length;
  return (
    <Tile
      area="changeRequests"
      title={t('home.changeRequests.title')}
      icon={<ChangeCircleIcon />}
      to={branchId === null ? undefined : changeRequestsPath(branchId, date, 'month')}
      linkLabel={t('home.changeRequests.open')}
    >
      {changeRequests.count === 0 ? (
        <TileNote>{t('home.changeRequests.empty')}</TileNote>
      ) : (
        <>
          <TileNote>{t('home.changeRequests.summary', { count: changeRequests.count })}</TileNote>
          <ul className="tile-list">
            {changeRequests.items.map((item) => (
              <li key={item.id}>
                <span className="tile-when">
                  <span className="tile-line">{shownDate(item.date)}</span>
                  <span className="tile-line tile-strong">{item.time}</span>
                </span>
                <span className="tile-grow">
                  <Link
                    className="tile-line"
                    to={changeRequestsPath(item.branch.id, item.date, 'day')}
                  >
                    {item.patient?.name ?? item.name}
                  </Link>
                  <span className="tile-line tile-note">
                    {[item.type.name, branchId === null && item.branch.name]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {more > 0 && <TileNote>{t('home.changeRequests.more', { count: more })}</TileNote>}
        </>
      )}
    </Tile>
  );
}
