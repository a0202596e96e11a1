import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open tab of a page with tabs, kept in the URL (`?tab=`): each change is a history entry, so
 * the back button returns to the tab left and a link can open a given tab. A missing `tab`, or one
 * the page does not offer (a stale link, a tab of another role), opens the first.
 */
export function useUrlTab<T extends string>(tabs: readonly [T, ...T[]]): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = tabs.find((name) => name === requested) ?? tabs[0];
  const setTab = useCallback(
    (next: T) =>
      setSearchParams((previous) => {
        // The page's other parameters (a table's page, the calendar's day) stay as they are.
        const params = new URLSearchParams(previous);
        params.set('tab', next);
        return params;
      }),
    [setSearchParams],
  );
  return [tab, setTab];
}
