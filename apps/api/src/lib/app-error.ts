import { statusOf, type ErrorCode } from '@iris/domain/errors/error-codes';
import type { FieldError } from '@iris/domain/common/envelope';

/** The one error thrown for anything a client should be told; the envelope handler renders it. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly details: { errors?: FieldError[]; [key: string]: unknown } = {},
  ) {
    super(String(code));
    this.name = 'AppError';
    this.status = statusOf(code);
  }
}

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
