export interface PgLikeError {
  code: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

/** Drizzle wraps driver errors; the PostgreSQL SQLSTATE sits somewhere down the cause chain. */
export function findPgError(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as Partial<PgLikeError>;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as PgLikeError;
    }
    current = candidate.cause;
  }
  return undefined;
}
