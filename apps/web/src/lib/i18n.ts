import { isErrorCode } from '@iris/domain/errors/error-codes';
import type { Language } from '@iris/domain/i18n/messages';
import { messagesEs } from '@iris/domain/i18n/messages-es';
import { parseValidation } from '@iris/domain/i18n/validation-key';
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { CatalogueMessages } from './locales/catalogue-es';
import type { ClinicalMessages } from './locales/clinical-es';
import type { InventoryMessages } from './locales/inventory-es';
import type { QuestionnaireMessages } from './locales/questionnaire-es';
import { uiEs, type UiMessages } from './locales/ui-es';
import type { WorkspaceMessages } from './locales/workspace-es';

/** i18next builds keys from string names only: `errors.100` needs the code 100 as `'100'`. */
type StringKeyed<T> = {
  [K in keyof T as K extends number ? `${K}` : K]: T[K] extends string ? T[K] : StringKeyed<T[K]>;
};

/** Every key of the es catalogues, whichever chunk brings it: `t` refuses any other key. */
type TranslationResources = StringKeyed<
  UiMessages &
    typeof messagesEs &
    WorkspaceMessages &
    ClinicalMessages &
    InventoryMessages &
    QuestionnaireMessages &
    CatalogueMessages
>;

/** A key of the catalogues, for a value that is passed on to `t` (a declaration's notice). */
export type TranslationKey = ParseKeys;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationResources };
  }
}

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
  // `replace` rather than the options themselves: a parameter named like an option (`count`,
  // `context`) must stay a value to fill in.
  return parsed ? i18n.t(`validation.${parsed.key}`, { replace: parsed.params }) : raw;
}
