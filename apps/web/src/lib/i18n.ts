import { isErrorCode } from '@iris/domain/errors/error-codes';
import type { Language } from '@iris/domain/i18n/messages';
import { messagesEs } from '@iris/domain/i18n/messages-es';
import { parseValidation } from '@iris/domain/i18n/validation-key';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiEs } from './locales/ui-es';

export const i18n = i18next.createInstance();

// SPEC.md §1: the interface always starts in Spanish; English is a switch that is not remembered.
// Only Spanish ships with the first page; English arrives when someone asks for it.
void i18n.use(initReactI18next).init({
  resources: { es: { translation: { ...uiEs, ...messagesEs } } },
  lng: 'es',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  initAsync: false,
});

// Pages add their own English strings as they load, so an English bundle may exist before the
// shell's English has been fetched: this flag, not the bundle, says whether it was.
let shellEnglishLoaded = false;

export async function setLanguage(lang: Language): Promise<void> {
  if (lang === 'en' && !shellEnglishLoaded) {
    const [{ uiEn }, { messagesEn }] = await Promise.all([
      import('./locales/ui-en'),
      import('@iris/domain/i18n/messages-en'),
    ]);
    i18n.addResourceBundle('en', 'translation', { ...uiEn, ...messagesEn }, true, false);
    shellEnglishLoaded = true;
  }
  await i18n.changeLanguage(lang);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'es';
}

/** The catalogue message of an error code from the API, or the system error. */
export function errorCodeText(code: unknown): string {
  return i18n.t(`errors.${isErrorCode(code) ? code : 100}`);
}

/** Zod messages are keys (`validation.minLength|min=4`); anything else is already text. */
export function validationText(raw: string): string {
  const parsed = parseValidation(raw);
  return parsed ? i18n.t(`validation.${parsed.key}`, parsed.params) : raw;
}
