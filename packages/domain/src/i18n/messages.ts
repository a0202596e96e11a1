import type { ErrorCode } from '../errors/error-codes.js';
import { messagesEn } from './messages-en.js';
import { messagesEs } from './messages-es.js';

export type Language = 'es' | 'en';
export const LANGUAGES: readonly Language[] = ['es', 'en'];

export type SuccessKey =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'ok'
  | 'imageUploaded'
  | 'passwordUpdated'
  | 'loggedIn'
  | 'recoverSent'
  | 'verificationSent'
  | 'emailConfirmed'
  | 'registered'
  | 'tokenValid';

export type ValidationKey =
  | 'required'
  | 'numeric'
  | 'integer'
  | 'email'
  | 'branch'
  | 'minLength'
  | 'maxLength'
  | 'minValue'
  | 'maxValue'
  | 'length'
  | 'digits'
  | 'passwordMismatch'
  | 'nameMin'
  | 'paternalMin'
  | 'maternalMin'
  | 'passwordMin'
  | 'time'
  | 'date'
  | 'money'
  | 'sameStorage'
  | 'endAfterStart'
  | 'version'
  | 'invalid'
  | 'oneOf'
  | 'currentPassword'
  | 'body'
  | 'text'
  | 'type'
  | 'tooLarge'
  | 'unknownKey'
  | 'oneAnswer'
  | 'multipleOnOpen'
  | 'futureDate'
  | 'dateFrom';

export interface Messages {
  errors: Record<ErrorCode, string>;
  success: Record<SuccessKey, string>;
  validation: Record<ValidationKey, string>;
}

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
