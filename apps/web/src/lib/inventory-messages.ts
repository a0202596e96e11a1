import { i18n } from './i18n';
import { inventoryEn } from './locales/inventory-en';
import { inventoryEs } from './locales/inventory-es';

// The inventory's strings arrive with the storage and movement pages' chunks rather than with
// the login page; each page that shows them imports this module for its effect.
i18n.addResourceBundle('es', 'translation', inventoryEs, true, false);
i18n.addResourceBundle('en', 'translation', inventoryEn, true, false);
