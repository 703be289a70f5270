import { QueryObserver, useQueryClient, type QueryObserverResult } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { configQueries } from '@/api/queries/config';
import type { Config } from '@/api/schemas/config';

const configQuery = configQueries.config();

/**
 * The provider's `config`, which nearly every view reads. Unlike `useQuery` (whose updates React
 * must render at once, in one task), its answer is rendered as a transition: when it arrives
 * during the start, the whole tree that depends on it renders in slices, keeping input free.
 */
export function useConfig(): QueryObserverResult<Config> {
  const client = useQueryClient();
  const [observer] = useState(() => new QueryObserver(client, configQuery));
  const [result, setResult] = useState(() =>
    observer.getOptimisticResult(client.defaultQueryOptions(configQuery)),
  );
  useEffect(() => {
    const show = (next: QueryObserverResult<Config>) => startTransition(() => setResult(next));
    const unsubscribe = observer.subscribe(show);
    // What changed between the first render and this subscription.
    show(observer.getCurrentResult());
    return unsubscribe;
  }, [observer]);
  return result;
}
