import { i18n } from './i18n';
import { questionnaireEn } from './locales/questionnaire-en';
import { questionnaireEs } from './locales/questionnaire-es';

// The questionnaire administration's strings arrive with its page's chunk, not with the login
// page; the page imports this module for its effect.
i18n.addResourceBundle('es', 'translation', questionnaireEs, true, false);
i18n.addResourceBundle('en', 'translation', questionnaireEn, true, false);
