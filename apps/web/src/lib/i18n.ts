import { MESSAGES, type Language } from '@iris/domain/i18n/messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiEn } from './locales/ui-en';
import { uiEs } from './locales/ui-es';

const resources = {
  es: { translation: { ...uiEs, ...MESSAGES.es } },
  en: { translation: { ...uiEn, ...MESSAGES.en } },
};

export const i18n = i18next.createInstance();

// SPEC.md §1: the interface always starts in Spanish; English is a switch that is not remembered.
void i18n.use(initReactI18next).init({
  resources,
  lng: 'es',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'es';
}
