import { useCallback, useEffect } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { storeViewFromParams, storeViewQuery, type StoreView } from '@/domain/store-view';

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * The store page's category and in-store search, kept in the URL: each choice is a history
 * entry (Back returns to the previous one), a reload lands on the same list, and a URL with
 * values that make no sense is replaced by the one it heals to.
 */
export function useStoreView(storePath: string) {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const view = storeViewFromParams(params);
  const canonical = storeViewQuery(params, view);
  useEffect(() => {
    if (canonical !== search) navigate(withQuery(storePath, canonical), { replace: true });
  }, [canonical, search, storePath]);
  const go = useCallback(
    (next: StoreView) => {
      const query = storeViewQuery(new URLSearchParams(window.location.search), next);
      if (query !== window.location.search.replace(/^\?/, ''))
        navigate(withQuery(storePath, query));
    },
    [storePath],
  );
  return { view, go };
}
