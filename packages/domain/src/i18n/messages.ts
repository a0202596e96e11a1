import type { Messages } from './message-keys.js';
import { messagesEn } from './messages-en.js';
import { messagesEs } from './messages-es.js';

export type Language = 'es' | 'en';
export const LANGUAGES: readonly Language[] = ['es', 'en'];

export const MESSAGES: Record<Language, Messages> = { es: messagesEs, en: messagesEn };

/** Picks es or en from an Accept-Language header; Spanish unless English is preferred first. */
export function pickLanguage(header: string | undefined): Language {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'es';
}

/** Fills `{{name}}` placeholders of a message. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
