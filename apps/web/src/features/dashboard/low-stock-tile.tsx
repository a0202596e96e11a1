import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { storagePath } from './dashboard-links';
import { Tile, TileEmpty } from './dashboard-tile';

interface LowStockTileProps {
  data: Dashboard | undefined;
  branchId: number | null;
}

/** Products at the threshold or below in the default storage(s), fewest first, each to its storage. */
export function LowStockTile({ data, branchId }: LowStockTileProps) {
  const { t } = useTranslation();
  const low = data?.lowStock;
  const storage = low?.storage;
  const more = low ? low.count - low.items.length : 0;
  return (
    <Tile
      title={t('home.lowStock.title')}
      icon={<Inventory2Icon />}
      to={storage && branchId !== null ? storagePath(storage.id, branchId) : undefined}
      linkLabel={t('home.lowStock.open')}
      loading={!low}
    >
      {low && low.count === 0 && (
        <TileEmpty>
          {branchId !== null && !storage
            ? t('home.lowStock.noStorage')
            : t('home.lowStock.empty', { threshold: low.threshold })}
        </TileEmpty>
      )}
      {low && low.count > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('home.lowStock.summary', { count: low.count, threshold: low.threshold })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {low.items.map((item) => (
              <Box
                component="li"
                key={`${item.storage.id}-${item.product.id}`}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={storagePath(item.storage.id, item.branch.id)}
                    variant="body2"
                    sx={{ display: 'block' }}
                  >
                    {item.product.name}
                  </Link>
                  {branchId === null && (
                    <Typography variant="caption" color="text.secondary">
                      {`${item.branch.name} · ${item.storage.name}`}
                    </Typography>
                  )}
                </Box>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 600, flexShrink: 0 }}
                  color={item.qty === 0 ? 'error' : 'text.primary'}
                >
                  {t('home.lowStock.qty', { qty: item.qty })}
                </Typography>
              </Box>
            ))}
          </Box>
          {more > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('home.lowStock.more', { count: more })}
            </Typography>
          )}
        </>
      )}
    </Tile>
  );
}
