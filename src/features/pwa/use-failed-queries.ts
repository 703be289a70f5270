import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** What the shell reads on every page (the badges): their failure says nothing of the page. */
const SHELL_READS = new Set(['cart', 'wishlist', 'customer-info', 'conversations']);

/**
 * Whether a read of this page failed (offline: a page never opened here, whose answers the
 * service worker has not seen), and Try again for them all.
 */
export function useFailedQueries() {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const any = useSyncExternalStore(
    useCallback((changed) => cache.subscribe(changed), [cache]),
    () =>
      cache.getAll().some(
        (query) =>
          // Failed, or (asked offline) failed once and waiting for the connection to retry.
          (query.state.status === 'error' ||
            (query.state.status === 'pending' && query.state.fetchStatus === 'paused')) &&
          query.getObserversCount() > 0 &&
          !SHELL_READS.has(String(query.queryKey[0])),
      ),
    () => false,
  );
  const retry = useCallback(
    () =>
      void client.refetchQueries({
        predicate: (query) => query.state.status !== 'success',
      }),
    [client],
  );
  return { any, retry };
}
