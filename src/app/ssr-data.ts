import type { DehydratedState } from '@tanstack/react-query';
import type { MirroredValues } from '@/platform/storage-cookie';

/**
 * What a server-rendered page carries beside its markup (issue 28), in a JSON script of this id
 * after #root: it is also the mark that the page was rendered on the server (main.tsx hydrates
 * it; a page without it is the static SPA's, rendered from scratch).
 */
export const SSR_DATA_ID = 'ssr-data';

export type SsrData = {
  /** the path rendered (without the query) */
  path: string;
  /** the request's cookie copy of the stored keys the page was rendered with */
  storage: MirroredValues;
  /** whether it was rendered as a signed-in customer's (with their token, never in the page) */
  signedIn: boolean;
  /** whether it was rendered with the visitor's guest id (their checkout's cart), never in the page */
  withGuestId: boolean;
  /** the query cache the page was rendered from: the browser starts from it, asking for none */
  queries: DehydratedState;
};

/** The JSON for the script element: `<` escaped, so no value can close the element. */
export function serializeSsrData(data: SsrData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's server data, when it was server-rendered. */
export function readSsrData(): SsrData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return null;
  }
}
