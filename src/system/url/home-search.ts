import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { SearchQuery } from '@/domain/search';
import { searchQueryFromParams, searchQueryPath } from '@/domain/search-url';

/**
 * The search results' query as `/home?data_type=searched&…` holds it (null when the page is no
 * search). A URL with values that make no sense is replaced by the one it heals to.
 */
export function useHomeSearchQuery(): SearchQuery | null {
  const search = useSearch();
  const query = searchQueryFromParams(new URLSearchParams(search));
  const canonical = query ? searchQueryPath(query) : null;
  useEffect(() => {
    if (canonical !== null && canonical !== `/home?${search}`)
      navigate(canonical, { replace: true });
  }, [canonical, search]);
  return query;
}
