import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@iris/domain/common/table';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

export interface TableParams {
  /** 1-based, as the API counts pages. */
  page: number;
  pageSize: number;
  sortBy: string;
  descending: boolean;
  search: string;
}

export interface TableParamsOptions {
  defaultSortBy: string;
  /** Sort keys the endpoint accepts; anything else in the URL falls back to the default. */
  sortFields: readonly string[];
  /**
   * Names this table's params in the URL (`staff.page`), so that two tables of one page, or the
   * tables of a page's tabs, each keep their own state.
   */
  urlPrefix?: string | undefined;
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

/**
 * Table state kept in the URL search params, so that leaving a list and coming back with the back
 * button restores its page, size, sort and search (docs/spec.md §2). Updates replace the history entry
 * rather than push one per click, so "back" leaves the list instead of stepping through its pages.
 */
export function useTableParams({ defaultSortBy, sortFields, urlPrefix }: TableParamsOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const named = useCallback(
    (param: string) => (urlPrefix ? `${urlPrefix}.${param}` : param),
    [urlPrefix],
  );

  const fromUrl = useMemo<TableParams>(() => {
    const size = positiveInt(searchParams.get(named('pageSize')));
    const sortBy = searchParams.get(named('sortBy'));
    const validSort = sortBy !== null && sortFields.includes(sortBy);
    return {
      page: positiveInt(searchParams.get(named('page'))) ?? 1,
      pageSize:
        size !== null && (PAGE_SIZES as readonly number[]).includes(size)
          ? size
          : DEFAULT_PAGE_SIZE,
      sortBy: validSort ? sortBy : defaultSortBy,
      descending: validSort ? searchParams.get(named('descending')) !== 'false' : true,
      search: searchParams.get(named('search')) ?? '',
    };
  }, [searchParams, defaultSortBy, sortFields, named]);

  // The router applies a search-param change asynchronously; until it lands, the grid must already
  // see the new state, or it snaps back to the old page. The pending state is tied to the URL it
  // was made from, so any navigation (back button, link) makes the URL the truth again.
  const urlKey = searchParams.toString();
  const [pending, setPending] = useState<{ from: string; params: TableParams } | null>(null);
  const params = pending?.from === urlKey ? pending.params : fromUrl;

  const update = useCallback(
    (patch: Partial<TableParams>) => {
      setPending({ from: urlKey, params: { ...params, ...patch } });
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries<TableParams[keyof TableParams] | undefined>(
            patch,
          )) {
            if (value === '' || value === undefined) next.delete(named(key));
            else next.set(named(key), String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, urlKey, params, named],
  );

  return [params, update] as const;
}
