import { expect } from 'vitest';
import { AppError } from '../lib/app-error.js';

/** The AppError a promise is rejected with (the test fails if it resolves, or rejects otherwise). */
export async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
