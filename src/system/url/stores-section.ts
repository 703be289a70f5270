import { useCallback } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { storesViewFromParams, storesViewQuery, type StoresView } from '@/domain/stores-section';

/**
 * The home's stores section tab and delivery filter, kept in `/home?store_type&store_filter`:
 * each choice is a history entry, so Back, Forward and reload keep it.
 */
export function useStoresSectionView() {
  const view = storesViewFromParams(new URLSearchParams(useSearch()));
  const go = useCallback((next: StoresView) => {
    const query = storesViewQuery(new URLSearchParams(window.location.search), next);
    if (query !== window.location.search.replace(/^\?/, ''))
      navigate(query ? `${window.location.pathname}?${query}` : window.location.pathname);
  }, []);
  return { view, go };
}
