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
