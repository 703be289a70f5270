import {
  InfiniteQueryObserver,
  QueryObserver,
  useQueryClient,
  type DefaultError,
  type InfiniteData,
  type InfiniteQueryObserverOptions,
  type InfiniteQueryObserverResult,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/** What both of TanStack's observers (one answer, pages of answers) offer a view. */
interface Observer<TOptions, TResult> {
  getOptimisticResult(options: TOptions): TResult;
  getCurrentResult(): TResult;
  setOptions(options: TOptions): void;
  subscribe(listener: (result: TResult) => void): () => void;
}

/**
 * An observer's result, rendered again as a transition when it changes. Each render shows the
 * query's result as it is then, as `useQuery` does.
 */
function useObserverInTransition<TOptions, TResult>(
  defaulted: TOptions,
  create: () => Observer<TOptions, TResult>,
): TResult {
  const [observer] = useState(create);
  const result = observer.getOptimisticResult(defaulted);
  // The answer last announced: a new one renders this component again, in a transition.
  const [, setAnnounced] = useState(result);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [observer, defaulted]);
  useEffect(() => {
    const show = (next: TResult) => startTransition(() => setAnnounced(next));
    let unsubscribe = () => {};
    // In a task of its own: subscribing starts the query's fetch when it has no answer yet, and
    // a module home's sections mounting together started a dozen in one long task.
    const subscribing = setTimeout(() => {
      unsubscribe = observer.subscribe(show);
      // What changed between the first render and this subscription.
      show(observer.getCurrentResult());
    });
    return () => {
      clearTimeout(subscribing);
      unsubscribe();
    };
  }, [observer]);
  return result;
}

/**
 * `useQuery` for what many views read at once (the config, the cart, the checkout's answers): its answers are rendered
 * as a transition. `useQuery`'s updates come through useSyncExternalStore, which React renders
 * at once, in one task: the cart arriving after a server-rendered module home hydrated rendered
 * every item rail again in one long task. A transition renders in slices, keeping input free.
 */
export function useQueryInTransition<TData, TKey extends QueryKey = QueryKey>(
  options: QueryObserverOptions<TData, DefaultError, TData, TData, TKey>,
): QueryObserverResult<TData> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  return useObserverInTransition(defaulted, () => new QueryObserver(client, defaulted));
}

/**
 * `useInfiniteQuery` for a list whose pages arrive after the page is shown (the module home's
 * stores below its first screen): a page of cards rendered as a transition, in slices, not in
 * one long task.
 */
export function useInfiniteQueryInTransition<TPage, TKey extends QueryKey, TParam>(
  options: InfiniteQueryObserverOptions<
    TPage,
    DefaultError,
    InfiniteData<TPage, TParam>,
    TKey,
    TParam
  >,
): InfiniteQueryObserverResult<InfiniteData<TPage, TParam>> {
  const client = useQueryClient();
  // Defaulted as useInfiniteQuery's are: the same options with the client's defaults filled in.
  const defaulted = client.defaultQueryOptions(options) as typeof options;
  return useObserverInTransition(defaulted, () => new InfiniteQueryObserver(client, defaulted));
}
