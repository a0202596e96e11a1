import { isErrorCode } from '@iris/domain/errors/error-codes';
import type { Language } from '@iris/domain/i18n/messages';
import { messagesEs } from '@iris/domain/i18n/messages-es';
import { parseValidation } from '@iris/domain/i18n/validation-key';
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiEs, type UiMessages } from './locales/ui-es';
import type { SecurityMessages } from './locales/security-es';
import type { WorkspaceMessages } from './locales/workspace-es';

/** i18next builds keys from string names only: `errors.100` needs the code 100 as `'100'`. */
type StringKeyed<T> = {
  [K in keyof T as K extends number ? `${K}` : K]: T[K] extends string ? T[K] : StringKeyed<T[K]>;
};

/** `A | B | C` as `A & B & C`. */
type Joined<TUnion> = (TUnion extends unknown ? (part: TUnion) => void : never) extends (
  whole: infer TWhole,
) => void
  ? TWhole
  : never;

/**
 * The message bundles by name, each with the type of its Spanish strings: the shared one here, and
 * every feature's in its `<area>.feature.ts`, which adds its own to this interface
 * (`declare module '…/lib/i18n'`) beside its loaders (Feature.messages). `t` knows the keys of
 * every bundle declared, and a route names only declared bundles.
 */
export interface MessageBundles {
  /** The branch's workspace, the calendar, the staff, the storages and the profile: shared. */
  workspace: WorkspaceMessages;
  /** Two-step verification and the open sessions: the profile, and the set-up a role requires. */
  security: SecurityMessages;
}

export type MessageBundle = keyof MessageBundles;

/** The Spanish strings of every bundle, whichever chunk brings each. */
type BundleMessages = Joined<MessageBundles[MessageBundle]>;

/** Every key of the es catalogues: `t` refuses any other key. */
type TranslationResources = StringKeyed<UiMessages & typeof messagesEs & BundleMessages>;

/** A key of the catalogues, for a value that is passed on to `t` (a declaration's notice). */
export type TranslationKey = ParseKeys;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationResources };
  }
}

export const i18n = i18next.createInstance();

// docs/spec.md §1: the interface always starts in Spanish; English is a switch that is not remembered.
// Only Spanish ships with the first page; English arrives when someone asks for it.
void i18n.use(initReactI18next).init({
  resources: { es: { translation: { ...uiEs, ...messagesEs } } },
  lng: 'es',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  initAsync: false,
});

type Strings = () => Promise<object>;

/** A bundle's loaders: each language's strings in a chunk of its own. */
export interface BundleLoaders<TStrings> {
  es: () => Promise<TStrings>;
  en: () => Promise<TStrings>;
}

/** The loaders of bundles a feature declares (Feature.messages), by name. */
export type MessageLoaders = { readonly [B in MessageBundle]?: BundleLoaders<MessageBundles[B]> };

/** The shared bundles' loaders; the features declare their own (Feature.messages). */
const SHARED_BUNDLES = {
  workspace: {
    es: () => import('./locales/workspace-es').then((m) => m.workspaceEs),
    en: () => import('./locales/workspace-en').then((m) => m.workspaceEn),
  },
  security: {
    es: () => import('./locales/security-es').then((m) => m.securityEs),
    en: () => import('./locales/security-en').then((m) => m.securityEn),
  },
} satisfies MessageLoaders;

/** A bundle of lib/locales, which no feature declares. */
export type SharedBundle = keyof typeof SHARED_BUNDLES;

/**
 * The strings that travel with the pages that show them rather than with the login page, each
 * language in its own chunk: the shared bundles, and the features' as the app registers them
 * (registerMessages). The route table loads a page's bundles with its code (loadMessages).
 */
const PAGE_BUNDLES = new Map<MessageBundle, Record<Language, Strings>>(
  Object.entries(SHARED_BUNDLES) as [SharedBundle, Record<Language, Strings>][],
);

/** Makes the features' bundles loadable by name: the app registers every feature's (FEATURES). */
export function registerMessages(features: readonly { messages?: MessageLoaders }[]): void {
  for (const { messages = {} } of features) {
    const named = Object.entries(messages) as [MessageBundle, Record<Language, Strings>][];
    for (const [name, loaders] of named) PAGE_BUNDLES.set(name, loaders);
  }
}

function bundleLoaders(bundle: MessageBundle): Record<Language, Strings> {
  const loaders = PAGE_BUNDLES.get(bundle);
  if (!loaders) throw new Error(`No message bundle ${bundle}: is its feature in app/features.ts?`);
  return loaders;
}

const englishShell: Strings = () =>
  Promise.all([import('./locales/ui-en'), import('@iris/domain/i18n/messages-en')]).then(
    ([{ uiEn }, { messagesEn }]) => ({ ...uiEn, ...messagesEn }),
  );

/** Each bundle is fetched once per language; a failed fetch may be tried again. */
const added = new Map<string, Promise<void>>();

function addStrings(lang: Language, name: string, strings: Strings): Promise<void> {
  const id = `${lang}:${name}`;
  let adding = added.get(id);
  if (!adding) {
    adding = strings().then(
      (bundle) => void i18n.addResourceBundle(lang, 'translation', bundle, true, false),
      (error: unknown) => {
        added.delete(id);
        throw error;
      },
    );
    added.set(id, adding);
  }
  return adding;
}

// The bundles pages have asked for, and the language last asked for (before it is switched to):
// a page that loads while English is arriving gets its English too.
const pageBundles = new Set<MessageBundle>();
let language: Language = 'es';

/** A page's strings, loaded before it is drawn: Spanish, and English when that is the language. */
export async function loadMessages(bundles: readonly MessageBundle[]): Promise<void> {
  for (const bundle of bundles) pageBundles.add(bundle);
  const languages: Language[] = language === 'en' ? ['es', 'en'] : ['es'];
  await Promise.all(
    bundles.flatMap((bundle) =>
      languages.map((lang) => addStrings(lang, bundle, bundleLoaders(bundle)[lang])),
    ),
  );
}

export async function setLanguage(lang: Language): Promise<void> {
  language = lang;
  if (lang === 'en') {
    await Promise.all([
      addStrings('en', 'shell', englishShell),
      ...[...pageBundles].map((bundle) => addStrings('en', bundle, bundleLoaders(bundle).en)),
    ]);
    // Switched back to Spanish while the English was arriving: the later choice stands.
    if (language !== lang) return;
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
