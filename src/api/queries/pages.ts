import { apiOf } from '../client';
import { CACHE_TIERS } from '../cache-tiers';
import { fetchPageHtml } from '../pages';
import { queryOptions } from './options';

export const pageKeys = {
  /** A static page's HTML, which the provider answers in the language asked for. */
  page: (slug: string, language: string) => ['page', slug, language] as const,
};

export const pageQueries = {
  page: (slug: string, language: string) =>
    queryOptions({
      queryKey: pageKeys.page(slug, language),
      queryFn: ({ client, signal }) => fetchPageHtml(apiOf(client), slug, signal),
      staleTime: CACHE_TIERS.config,
    }),
};
