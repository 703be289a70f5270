import type {
  DefaultError,
  InfiniteData,
  InfiniteQueryObserverOptions,
  QueryKey,
  QueryKeyWithDataTag,
  QueryObserverOptions,
} from '@tanstack/query-core';

/*
 * TanStack Query v5's `queryOptions` and `infiniteQueryOptions`, typed with `@tanstack/query-core`
 * (React's adapter exports them, and `src/api` imports no React). Like TanStack's, each returns
 * the options it is given, its key tagged with the data type, so `useQuery`, `useInfiniteQuery`,
 * `prefetchQuery`, `fetchQuery`, `getQueryData` and `setQueryData` all infer it.
 */

export function queryOptions<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey> &
  QueryKeyWithDataTag<TQueryKey, TQueryFnData, TError> {
  return options as never;
}

export function infiniteQueryOptions<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData, number>,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: InfiniteQueryObserverOptions<TQueryFnData, TError, TData, TQueryKey, number>,
): InfiniteQueryObserverOptions<TQueryFnData, TError, TData, TQueryKey, number> &
  QueryKeyWithDataTag<TQueryKey, InfiniteData<TQueryFnData, number>, TError> {
  return options as never;
}
