import type { ApiClient } from './client';
import { PageHtml } from './schemas/content';

/** `GET /{about-us|terms-and-conditions|…}`: the page's HTML (in the X-localization language). */
export function fetchPageHtml(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.request(slug, PageHtml, { signal });
}
