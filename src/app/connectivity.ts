import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { connectivityMachine } from '@machines/connectivity.machine';
import { useAppActor, type AppActorCreator, type AppSystem } from './app-system';
import { createAddToCartActor } from './cart-flow';
import { inspected } from './inspection';
import { clearOutboxOnSignOut, replayOutbox } from './outbox';
import { bindEffects } from './run-effects';

/**
 * Whether this page can reach the provider (issue 31): the browser's `online`/`offline` events
 * drive the connectivity machine; coming back, it sends the outbox through the add-to-cart actor;
 * a customer signing out empties it.
 */
export const createConnectivityActor = ((system: AppSystem) => {
  const actor = createActor(
    connectivityMachine.provide({
      actors: {
        replayOutbox: fromPromise(() =>
          replayOutbox(system, () => system.actor(createAddToCartActor)),
        ),
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
  }
  return actor;
}) satisfies AppActorCreator<AnyActorRef>;

/** Offline now: cart changes wait in the outbox, checkout and placement are disabled. */
export function isOfflineNow(system: AppSystem): boolean {
  return system.actor(createConnectivityActor).getSnapshot().hasTag('offline');
}

/** `online`, `offline` or `reconnecting`, for the banner and the flows that depend on it. */
export function useConnectivity(): 'online' | 'offline' | 'reconnecting' {
  const actor = useAppActor(createConnectivityActor);
  return useSelector(actor, (snapshot) =>
    snapshot.hasTag('offline')
      ? 'offline'
      : snapshot.hasTag('reconnecting')
        ? 'reconnecting'
        : 'online',
  );
}
