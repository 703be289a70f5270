import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';

/**
 * Queries the server cannot answer as the browser does: a static page's HTML is sanitised by
 * DOMPurify, which needs a DOM. Left pending: the server renders their loading state, the
 * browser fetches them.
 */
const BROWSER_ONLY_QUERIES = new Set(['page']);

function enabled(query: Query): boolean {
  const options = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const flag = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  return (
    flag !== false &&
    query.options.queryFn !== skipToken &&
    !BROWSER_ONLY_QUERIES.has(String(query.queryKey[0]))
  );
}

/**
 * Queries a render asked for that nobody fetched (the server never fetches in render: its route
 * did not declare them), but those left to the browser (their hashes).
 */
export function waiting(client: QueryClient, leftToBrowser: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        enabled(query) &&
        !leftToBrowser.has(query.queryHash),
    );
}

/**
 * After the route's data: a query refused for its token (401: the browser's session then ends
 * it) or unanswered in time (the client's timeout) is made pending again, and left to the
 * browser. Other failures stay: the page renders its error state (a "not found" is a 404).
 * The hashes of those left.
 */
export function leaveToBrowser(client: QueryClient): Set<string> {
  const left = new Set<string>();
  for (const query of client.getQueryCache().getAll()) {
    const error = query.state.error;
    if (error instanceof ApiError && (error.status === 401 || error.status === 0)) {
      left.add(query.queryHash);
      query.reset();
    } else if (error !== null && !(error instanceof ApiError)) console.warn('ssr:', error);
  }
  return left;
}

/** Whether `work` is done within `ms` (it goes on either way). */
export function withinTime(work: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    void work.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
