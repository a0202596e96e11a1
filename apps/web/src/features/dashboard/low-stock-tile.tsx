import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storagePath } from './dashboard-links';
import { Tile, TileNote } from './dashboard-tile';

interface LowStockTileProps {
  data: Dashboard;
  branchId: number | null;
}

/** Products at the threshold or below in the default storage(s), fewest first, each to its storage. */
export function LowStockTile({ data, branchId }: LowStockTileProps) {
  const { t } = useTranslation();
  const low = data.lowStock;
  const { storage } = low;
  const more = low.count - low.items.length;
  return (
    <Tile
      area="lowStock"
      title={t('home.lowStock.title')}
      icon={<Inventory2Icon />}
      to={storage && branchId !== null ? storagePath(storage.id, branchId) : undefined}
      linkLabel={t('home.lowStock.open')}
    >
      {low.count === 0 ? (
        <TileNote>
          {branchId !== null && !storage
            ? t('home.lowStock.noStorage')
            : t('home.lowStock.empty', { threshold: low.threshold })}
        </TileNote>
      ) : (
        <>
          <TileNote>
            {t('home.lowStock.summary', { count: low.count, threshold: low.threshold })}
          </TileNote>
          <ul className="tile-list">
            {low.items.map((item) => (
              <li key={`${item.storage.id}-${item.product.id}`}>
                <span className="tile-grow">
                  <Link className="tile-line" to={storagePath(item.storage.id, item.branch.id)}>
                    {item.product.name}
                  </Link>
                  {branchId === null && (
                    <span className="tile-line tile-note">
                      {`${item.branch.name} · ${item.storage.name}`}
                    </span>
                  )}
                </span>
                <span className={item.qty === 0 ? 'tile-strong tile-error' : 'tile-strong'}>
                  {t('home.lowStock.qty', { qty: item.qty })}
                </span>
              </li>
            ))}
          </ul>
          {more > 0 && <TileNote>{t('home.lowStock.more', { count: more })}</TileNote>}
        </>
      )}
    </Tile>
  );
}
