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
 * A report's filters kept in the address (`?branch=3&from=…`), as its table's page and sort are,
 * so that the back button from a sale returns to the same report. Changing a filter goes back to
 * the table's first page (`{table}.page`); an empty value removes the parameter.
 */
export function useReportParams(table: string) {
  const [params, setParams] = useSearchParams();
  const set = (patch: Record<string, string | number | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        next.delete(`${table}.page`);
        return next;
      },
      { replace: true },
    );
  return [params, set] as const;
}
