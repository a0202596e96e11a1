import { i18n } from '../../lib/i18n';
import { catalogueEn } from '../../lib/locales/catalogue-en';
import { catalogueEs } from '../../lib/locales/catalogue-es';

// The catalogue strings arrive with the catalogue pages' chunk rather than with the login page
// (see catalogue-es.ts); both pages import this module for its effect.
i18n.addResourceBundle('es', 'translation', catalogueEs, true, false);
i18n.addResourceBundle('en', 'translation', catalogueEn, true, false);
