import { QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';

/** The queries a server-rendered page came with (hydration.ts), and when it was hydrated. */
const answeredByServer = new WeakMap<Query, number>();

/**
 * How long an answer the server put in the page counts as fresh for the views that mount with
 * it: asking again at once repeats what the server asked a moment ago, and every view whose
 * query starts fetching as it mounts renders again at once, in one long task (the checkout's
 * whole form did, right after hydration).
 */
const SERVER_ANSWER_FRESH_MS = 10_000;

/** The server's answers are in `client` (hydration.ts): views mounting in the next seconds use them. */
export function keepServerAnswers(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  for (const { queryHash } of state.queries) {
    const query = client.getQueryCache().get(queryHash);
    if (query) answeredByServer.set(query, now);
  }
}

const askAgainOnMount = (query: Query) => {
  const hydratedAt = answeredByServer.get(query);
  return hydratedAt === undefined || Date.now() - hydratedAt > SERVER_ANSWER_FRESH_MS;
};

/** A query client for one app instance (one page in a browser, one request on a server). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal from the provider will not change by asking again at once.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400) && failureCount < 2,
        refetchOnWindowFocus: false,
        refetchOnMount: askAgainOnMount,
        // Offline, a query still asks once: the service worker answers catalogue reads with
        // what was last seen (issue 31); only its retries wait for the connection.
        networkMode: 'offlineFirst',
      },
    },
  });
}
