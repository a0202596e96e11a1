import { i18n } from './i18n';
import { workspaceEn } from './locales/workspace-en';
import { workspaceEs } from './locales/workspace-es';

// The workspace and profile strings arrive with those pages' chunks rather than with the login
// page (see workspace-es.ts); each page that shows them imports this module for its effect.
i18n.addResourceBundle('es', 'translation', workspaceEs, true, false);
i18n.addResourceBundle('en', 'translation', workspaceEn, true, false);
