/* The storefront's one service worker (issue 31), Workbox's runtime modules bundled into
   dist/sw.js by scripts/vite/service-worker.ts, which puts the build's version and precache
   manifest before it.

   - Precache: the app shell (index.html), its scripts, styles, fonts, illustrations and icons,
     fetched when a new version installs; the new version waits until the page says Reload
     (src/system/pwa.ts, machines/app-update.machine.ts), so it never changes under a customer.
   - Catalogue reads stale-while-revalidate, their pictures cache-first, each cache bounded.
   - Anything of a customer (cart, orders, wallet, profile, addresses, chat, tokens, placement,
     payment) matches no route: the browser asks the network as if there were no worker.
   - Pages: the network first; a public page's HTML (server rendering) is kept per build, never
     one answered no-store; offline, a page never seen gets the app shell, which says it needs a
     connection.
   - Web push (Firebase Cloud Messaging, when configured). */

import { cacheNames, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { PrecacheFallbackPlugin, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { FROM_WORKER_CACHE } from '../api/worker-cache';
import { apiRule, catalogueKey, isAssetOfItsType, isPublicPage } from './rules';

declare const self: ServiceWorkerGlobalScope & {
  __BUILD: { version: string };
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

const { version } = self.__BUILD;
// -v2: the hand-written worker's caches (-v1) had no expiration records; activate drops them.
const CATALOGUE = 'catalogue-v2';
const PICTURES = 'pictures-v2';
const ASSETS = 'assets-v2';
/** A page's HTML names its build's scripts: kept per version, dropped with it. */
const PAGES_PREFIX = 'pages-';
const PAGES = `${PAGES_PREFIX}${version}`;

const bounded = (maxEntries: number) => new ExpirationPlugin({ maxEntries });

const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.ok && !response.headers.has('set-cookie') ? response : null,
};

/** A build's file is kept only as what its name says (never a page answered in its place). */
const assetOfItsType: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    response.ok && isAssetOfItsType(new URL(request.url), response.headers.get('content-type'))
      ? response
      : null,
};

/** A signed-in customer's page is answered no-store (it holds their data): never kept. */
const publicHtmlOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    isPublicPage(new URL(request.url)) &&
    response.ok &&
    response.headers.get('content-type')?.includes('text/html') &&
    !response.headers.get('cache-control')?.includes('no-store')
      ? response
      : null,
};

const byVaryingHeaders: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => catalogueKey(request.url, request.headers),
};

/**
 * What the worker's own fetches met (issue 38): a page opened from the cache because the network
 * failed cannot tell by itself, and the browser may still say it is online. The pages hear of
 * each failure, and a page that has just opened asks for the last outcome.
 */
let networkFailed = false;

const tellsPagesOfTheNetwork: WorkboxPlugin = {
  fetchDidFail: async () => {
    networkFailed = true;
    for (const page of await self.clients.matchAll({ type: 'window' }))
      page.postMessage({ type: 'NETWORK_FAILED' });
  },
  fetchDidSucceed: async ({ response }) => {
    networkFailed = false;
    return response;
  },
};

/** An answer from a cache is marked, so that the page does not take it for the network's. */
const markedFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_WORKER_CACHE, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

// Before the precache's route: a navigation to / must reach the server's rendered page, not the
// precached shell (Workbox maps / to /index.html).
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES,
      plugins: [
        tellsPagesOfTheNetwork,
        publicHtmlOnly,
        bounded(60),
        new PrecacheFallbackPlugin({ fallbackURL: '/index.html' }),
      ],
    }),
  ),
);

precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  // A chunk too large to precache, fetched when first used; assets/ names never change.
  new CacheFirst({ cacheName: ASSETS, plugins: [assetOfItsType, bounded(200)] }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && apiRule(url) === 'picture',
  new CacheFirst({
    cacheName: PICTURES,
    plugins: [tellsPagesOfTheNetwork, okOnly, bounded(300)],
  }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && apiRule(url) === 'catalogue',
  new StaleWhileRevalidate({
    cacheName: CATALOGUE,
    plugins: [tellsPagesOfTheNetwork, markedFromCache, byVaryingHeaders, okOnly, bounded(400)],
  }),
);

self.addEventListener('install', () => {
  // The first version takes the page at once; a later one waits for the page's Reload.
  if (!self.registration.active) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const kept = [cacheNames.precache, CATALOGUE, PICTURES, ASSETS, PAGES];
      for (const name of await caches.keys()) {
        if (kept.includes(name)) continue;
        // An older build's pages: their expiration records (IndexedDB) go with them.
        if (name.startsWith(PAGES_PREFIX))
          await new CacheExpiration(name, { maxEntries: 1 }).delete();
        await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === 'VERSION') event.source?.postMessage({ type: 'VERSION', version });
  if (event.data?.type === 'NETWORK_STATE')
    event.source?.postMessage({ type: 'NETWORK_STATE', failed: networkFailed });
});

type Push = {
  data?: Record<string, string>;
  notification?: { title?: string; body?: string };
};

/* Web push (Firebase Cloud Messaging, registered only when VITE_FIREBASE_* is set): an open
   page gets the payload (SPEC §4 "Push" routing happens there); with none open, the push is
   shown as a system notification that opens the site. */
self.addEventListener('push', (event) => {
  let payload: Push = {};
  try {
    payload = (event.data?.json() as Push | null) ?? {};
  } catch {
    payload = {};
  }
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const visible = pages.filter((client) => client.visibilityState === 'visible');
      for (const client of visible) client.postMessage({ type: 'push', payload });
      if (visible.length > 0) return;
      const data = payload.data ?? {};
      const notification = payload.notification ?? {};
      await self.registration.showNotification(notification.title || data.title || '', {
        body: notification.body || data.body || '',
        icon: '/icons/icon-192.png',
        data,
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow('/'));
});
