import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A positive whole id from the address, or null for anything else typed there. */
export function idParam(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** A `YYYY-MM-DD` from the address, or '' for anything else typed there. */
export function dateParam(raw: string | null): string {
  return raw !== null && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : '';
}

/** The value when it is one of the list's; null for another one typed in the address. */
export function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return list.find((item) => item === value) ?? null;
}

/**
 * A page's filters kept in the address (`?branch=3&from=…`), as its table's page and sort are, so
 * that the back button from a record returns to the same list. A change replaces the history
 * entry, sets or (empty, null) removes each parameter of the patch, and, given the table's prefix
 * (`{table}.page`), goes back to its first page.
 */
export function useUrlFilters(table?: string) {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (patch: Readonly<Record<string, string | number | null>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (table !== undefined) next.delete(`${table}.page`);
          return next;
        },
        { replace: true },
      ),
    [setParams, table],
  );
  return [params, set] as const;
}
