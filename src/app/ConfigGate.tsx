import type { ReactNode } from 'react';
import { lazyView } from '@/components/lazy-view';
import { useConfig } from '@/system/use-config';

// Shown only when the config fails: not part of the first paint's code.
const ConfigNotice = lazyView(() => import('./ConfigNotice'));

/**
 * The page needs the provider's `config` (currency, which features are on, guest checkout…):
 * when it cannot be loaded, the page says so with Try again instead of carrying on without it.
 * While it loads, the page renders as before (the first paint does not wait for it).
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const config = useConfig();
  if (config.isError && config.data === undefined)
    return <ConfigNotice error={config.error} onRetry={() => void config.refetch()} />;
  return children;
}
