import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { validationText } from './i18n';

/** Zod messages are catalogue keys (`validation.required`); server messages are already text. */
export function fieldMessage(raw: string | undefined): string | undefined {
  return raw === undefined ? undefined : validationText(raw);
}

/**
 * Puts each `{field, message}` of a 400 answer on its input. Returns true when at least one
 * error found a home, so callers know the failure is already visible.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  error.fieldErrors.forEach((fieldError, index) => {
    setError(
      fieldError.field as Path<T>,
      { type: 'server', message: fieldError.message },
      { shouldFocus: index === 0 },
    );
  });
  return true;
}

/** The input a business code belongs on: `{ 101: 'email', 102: 'phone' }`, `{ 550: 'name' }`. */
export type CodeFields = Partial<Record<string | number, string>>;

/**
 * Puts a coded refusal (101 e-mail registered, 550 name registered…) on the input it is about,
 * with the server's message. Returns true when it did.
 */
export function applyCodeError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  codeFields: CodeFields | undefined,
): boolean {
  if (!(error instanceof ApiError) || error.codeError === null || !codeFields) return false;
  const field = Object.hasOwn(codeFields, error.codeError)
    ? codeFields[error.codeError]
    : undefined;
  if (!field) return false;
  setError(field as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
  return true;
}
