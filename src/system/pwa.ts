import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { appUpdateMachine } from '@machines/app-update.machine';
import { useAppActor, type AppActorCreator, type AppSystem } from './app-system';
import { createConnectivityActor } from './connectivity';
import { inspected } from './inspection';

/** The app's one service worker (src/service-worker/sw.ts, bundled with Workbox by the build). */
const WORKER = '/sw.js';
/** How often an open page asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/** Checkout and the payment's return: a new version never takes over there. */
const inCheckout = (path: string) => path === '/checkout' || path === '/payment-status';

/** Lets the waiting worker take over; done once it controls the page. */
async function activateWaiting(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) return;
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}

/** "A new version is available" (issue 31): the update machine, told where the customer is. */
export const createAppUpdateActor = (() => {
  const actor = createActor(
    appUpdateMachine.provide({ actors: { activate: fromPromise(activateWaiting) } }),
    inspected({ input: { inCheckout: inCheckout(window.location.pathname) } }),
  );
  actor.on('reload', () => window.location.reload());
  const follow = () =>
    actor.send({
      type: inCheckout(window.location.pathname) ? 'CHECKOUT_ENTERED' : 'CHECKOUT_LEFT',
    });
  // wouter's navigation dispatches these (wouter/use-browser-location).
  for (const type of ['popstate', 'pushState', 'replaceState'])
    window.addEventListener(type, follow);
  return actor;
}) satisfies AppActorCreator<AnyActorRef>;

/** Whether the update prompt shows, and whether Reload is under way. */
export function useAppUpdate() {
  const actor = useAppActor(createAppUpdateActor);
  return useSelector(
    actor,
    (snapshot) => ({
      prompt: snapshot.hasTag('prompt'),
      busy: snapshot.hasTag('busy'),
      reload: () => actor.send({ type: 'RELOAD' }),
      later: () => actor.send({ type: 'DISMISS' }),
    }),
    (a, b) => a.prompt === b.prompt && a.busy === b.busy,
  );
}

function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 5_000 })
        : setTimeout(resolve, 1_000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Registers the worker (a built app only) and tells the update machine when a new version has
 * installed and waits: found at once, on the hourly check or when the page is shown again.
 */
async function registerWorker(system: AppSystem): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const update = system.actor(createAppUpdateActor);
  // The worker's install fetches the whole shell: only once the page has loaded and is idle, so
  // it never competes with what the page itself is loading.
  await afterLoadAndIdle();
  const registration = await navigator.serviceWorker.register(WORKER);
  const announce = () => {
    // No controller: this is the first version, which took the page itself.
    if (registration.waiting && navigator.serviceWorker.controller)
      update.send({ type: 'UPDATE_READY' });
  };
  announce();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announce();
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** After the first paint (main.tsx → after-first-paint.ts): connectivity, the worker, updates. */
export function startPwa(system: AppSystem): void {
  system.actor(createConnectivityActor);
  void registerWorker(system).catch(() => undefined);
}
