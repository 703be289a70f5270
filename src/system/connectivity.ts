import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { connectivityMachine } from '@machines/connectivity.machine';
import { useHydrating } from '@/components/use-hydrating';
import { useAppActor, type AppActorCreator, type AppSystem } from './app-system';
import { createAddToCartActor } from './cart-actors';
import { inspected } from './inspection';
import { clearOutboxOnSignOut, replayOutbox } from './outbox';
import { bindEffects } from './run-effects';

/**
 * Whether this page can reach the provider (issues 31 and 38). Evidence from both sides drives
 * the connectivity machine: the browser's `online`/`offline` events, what the app's own requests
 * meet (the API client, src/app/api-headers.ts) and what the service worker's fetches met (a
 * page it answered from its cache because the network failed). Coming back, it sends the outbox
 * through the add-to-cart actor; a customer signing out empties it.
 */
export const createConnectivityActor = ((system: AppSystem) => {
  const actor = createActor(
    connectivityMachine.provide({
      actors: {
        replayOutbox: fromPromise(() =>
          replayOutbox(
            system,
            () => system.actor(createAddToCartActor),
            () => !isOfflineNow(system),
          ),
        ),
        probe: fromPromise(() => system.api.probe()),
      },
    }),
    inspected({ input: { online: typeof navigator === 'undefined' || navigator.onLine } }),
  );
  bindEffects(actor);
  // The outbox is this actor's: sent on reconnect, emptied when a customer signs out.
  clearOutboxOnSignOut(system);
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => actor.send({ type: 'WENT_ONLINE' }));
    window.addEventListener('offline', () => actor.send({ type: 'WENT_OFFLINE' }));
    listenToTheWorker(() => actor.send({ type: 'REQUEST_FAILED' }));
  }
  return actor;
}) satisfies AppActorCreator<AnyActorRef>;

/**
 * The service worker's word (src/service-worker/sw.ts): each of its fetches that met no network,
 * and, asked as the page opens, whether the last one did (this page itself may have come from its
 * cache).
 */
function listenToTheWorker(networkFailed: () => void) {
  const container = navigator.serviceWorker;
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; failed?: boolean } | null;
    if (data?.type === 'NETWORK_FAILED' || (data?.type === 'NETWORK_STATE' && data.failed))
      networkFailed();
  });
  container.startMessages();
  container.controller?.postMessage({ type: 'NETWORK_STATE' });
}

/**
 * What one of the app's requests met: an answer from the provider, or no network at all. An
 * answer while the browser says it is offline was on its way before (its "offline" is right;
 * only its "online" can be wrong): it says nothing of the network now.
 */
export function reportNetwork(system: AppSystem, reached: boolean): void {
  if (reached && typeof navigator !== 'undefined' && !navigator.onLine) return;
  system
    .actor(createConnectivityActor)
    .send({ type: reached ? 'REQUEST_SUCCEEDED' : 'REQUEST_FAILED' });
}

/** Offline now: cart changes wait in the outbox, checkout and placement are disabled. */
export function isOfflineNow(system: AppSystem): boolean {
  return system.actor(createConnectivityActor).getSnapshot().hasTag('offline');
}

/**
 * `online`, `offline` or `reconnecting`, for the banner and the flows that depend on it. While a
 * server's page hydrates, `online`, as the server rendered it: a page hydrating after the network
 * dropped rendered the checkout's offline line the server had not, and React, not finding the
 * server's page, rendered it anew and lost what had been typed into it.
 */
export function useConnectivity(): 'online' | 'offline' | 'reconnecting' {
  const actor = useAppActor(createConnectivityActor);
  const now = useSelector(actor, (snapshot) =>
    snapshot.hasTag('offline')
      ? 'offline'
      : snapshot.hasTag('reconnecting')
        ? 'reconnecting'
        : 'online',
  );
  return useHydrating() ? 'online' : now;
}
