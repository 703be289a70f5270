import { apiRequest } from './client';
import { PageHtml } from './schemas/content';

/** `GET /{about-us|terms-and-conditions|…}`: the page's HTML (in the X-localization language). */
export function fetchPageHtml(slug: string, signal?: AbortSignal) {
  return apiRequest(slug, PageHtml, { signal });
}
