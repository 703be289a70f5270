import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';

/** A query client for one app instance (one page in a browser, one request on a server). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal from the provider will not change by asking again at once.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400) && failureCount < 2,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once: the service worker answers catalogue reads with
        // what was last seen (issue 31); only its retries wait for the connection.
        networkMode: 'offlineFirst',
      },
    },
  });
}
