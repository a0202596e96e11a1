import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import GavelIcon from '@mui/icons-material/Gavel';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shownDate } from '../../lib/format-date';
import { customerPath } from '../../lib/route-id';
import { Tile, TileNote } from './dashboard-tile';

/** The open ARCO requests (the page shows the session's chosen branch, as the dashboard). */
const ARCO_PATH = '/arcoRequests?status=ABIERTA';

/**
 * _ARCO por vencer/vencidas_ (docs/rules.md, Privacy and accounts): the open ARCO requests due
 * within 5 business days or already overdue, soonest due first; each leads to its patient.
 */
export function ArcoTile({ data, branchId }: { data: Dashboard; branchId: number | null }) {
  const { t } = useTranslation();
  const { arco } = data;
  const more = arco.count - arco.items.length;
  return (
    <Tile
      area="arco"
      title={t('home.arco.title')}
      icon={<GavelIcon />}
      to={ARCO_PATH}
      linkLabel={t('home.arco.open')}
    >
      {arco.count === 0 ? (
        <TileNote>{t('home.arco.empty')}</TileNote>
      ) : (
        <>
          <TileNote>
            {t('home.arco.summary', { count: arco.count, overdue: arco.overdue })}
          </TileNote>
          <ul className="tile-list">
            {arco.items.map((item) => (
              <li key={item.id}>
                <span className="tile-when">
                  <span className={`tile-line tile-strong${item.overdue ? ' tile-error' : ''}`}>
                    {item.overdue
                      ? t('home.arco.overdue')
                      : t('home.arco.due', { date: shownDate(item.dueDate) })}
                  </span>
                </span>
                <span className="tile-grow">
                  <Link className="tile-line" to={customerPath(item.customer.id)}>
                    {item.customer.name}
                  </Link>
                  <span className="tile-line tile-note">
                    {[t(`home.arco.kinds.${item.kind}`), branchId === null && item.branch.name]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {more > 0 && <TileNote>{t('home.arco.more', { count: more })}</TileNote>}
        </>
      )}
    </Tile>
  );
}
