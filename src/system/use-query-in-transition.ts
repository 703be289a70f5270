import {
  QueryObserver,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/**
 * `useQuery` for what many views read at once (the config, the cart): its answers are rendered
 * as a transition. `useQuery`'s updates come through useSyncExternalStore, which React renders
 * at once, in one task: the cart arriving after a server-rendered module home hydrated rendered
 * every item rail again in one long task. A transition renders in slices, keeping input free.
 * Each render shows the query's result as it is then, as `useQuery` does.
 */
export function useQueryInTransition<TData, TKey extends QueryKey = QueryKey>(
  options: QueryObserverOptions<TData, DefaultError, TData, TData, TKey>,
): QueryObserverResult<TData> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  // The answer last announced: a new one renders this component again, in a transition.
  const [, setAnnounced] = useState(result);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [observer, defaulted]);
  useEffect(() => {
    const show = (next: QueryObserverResult<TData>) => startTransition(() => setAnnounced(next));
    const unsubscribe = observer.subscribe(show);
    // What changed between the first render and this subscription.
    show(observer.getCurrentResult());
    return unsubscribe;
  }, [observer]);
  return result;
}
