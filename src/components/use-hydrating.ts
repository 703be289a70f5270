import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True on a server and while React hydrates a server-rendered page (issue 28), false in any other
 * browser render: what only the browser knows (who the visitor is, their cart) shows only after
 * hydration, so that hydration renders what the server did. React renders a component again
 * right after hydrating it when this turns false.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
