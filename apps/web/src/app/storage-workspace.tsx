import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useUrlTab } from '../components/use-url-tab';
import { StoragePage } from '../features/branches/storage-page';
import { MovementsTab } from '../features/inventory/movements-tab';
import { StockTable } from '../features/inventory/stock-table';

const TABS = ['stock', 'movements'] as const;
type StorageTab = (typeof TABS)[number];

/**
 * `/storages/:id/:branch`: the storage (branches feature) with its stock and movements tabs
 * (inventory feature); the tab lives in the URL (`?tab=`), so the back button returns to it.
 */
export function StorageWorkspace() {
  const { t } = useTranslation();
  const [tab, setTab] = useUrlTab(TABS);
  return (
    <StoragePage>
      {(storage) => (
        <Paper sx={{ p: { xs: 2, md: 3 } }}>
          <Tabs
            value={tab}
            onChange={(_event, next: StorageTab) => setTab(next)}
            aria-label={t('storage.tabsLabel')}
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                label={t(`storage.tabs.${name}`)}
                id={`storage-tab-${name}`}
                aria-controls="storage-tab-panel"
              />
            ))}
          </Tabs>
          <div role="tabpanel" id="storage-tab-panel" aria-labelledby={`storage-tab-${tab}`}>
            {tab === 'stock' && <StockTable storageId={storage.id} />}
            {tab === 'movements' && (
              <MovementsTab storageId={storage.id} branchId={storage.branchId} />
            )}
          </div>
        </Paper>
      )}
    </StoragePage>
  );
}
