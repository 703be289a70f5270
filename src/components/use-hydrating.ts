import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import type { ReactNode } from 'react';

/**
 * True on a server, and in the browser while the server's page hydrates (`HydrationState`);
 * false in a browser render without it (a test's, say).
 */
const Hydrating = createContext(typeof window === 'undefined');

/**
 * True on a server and while React hydrates a server-rendered page (issue 28), false in any other
 * browser render: what only the browser knows (who the visitor is, their cart) shows only after
 * hydration, so that hydration renders what the server did. React renders a component again
 * right after hydrating it when this turns false.
 */
export function useHydrating(): boolean {
  return useContext(Hydrating);
}

/**
 * Around the app in the browser: `hydrating` while React hydrates the server's page, then false.
 * It turns false in a transition, which React renders in slices between input: a store's change
 * (useSyncExternalStore) renders every reader at once, and the checkout's whole form rendered
 * again in one long task right after hydration.
 */
export function HydrationState({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [now, setNow] = useState(hydrating);
  useEffect(() => {
    if (now) startTransition(() => setNow(false));
  }, [now]);
  return createElement(Hydrating.Provider, { value: now }, children);
}
