import { i18n } from './i18n';
import { clinicalEn } from './locales/clinical-en';
import { clinicalEs } from './locales/clinical-es';

// The patients' and the access log's strings arrive with those pages' chunks rather than with
// the login page (see clinical-es.ts); each page that shows them imports this module.
i18n.addResourceBundle('es', 'translation', clinicalEs, true, false);
i18n.addResourceBundle('en', 'translation', clinicalEn, true, false);
