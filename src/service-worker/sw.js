/* The storefront's one service worker (issue 31), written to dist/sw.js by the build
   (scripts/vite/service-worker.ts), which puts `self.__BUILD = { version, precache }` before it.

   - Precache: the app shell (index.html), its scripts, styles, fonts, illustrations and icons,
     fetched when a new version installs; the new version waits until the page says Reload
     (src/app/pwa.ts, machines/app-update.machine.ts), so it never changes under a customer.
   - Catalogue reads (config, modules, zones, categories, banners, campaigns, stores, items, their
     pictures) stale-while-revalidate from a bounded cache, keyed by the URL and the headers that
     change the answer (zone, module, place, language), never by a token.
   - Anything of a customer (cart, orders, wallet, profile, addresses, chat, tokens, placement,
     payment) is never touched: the browser asks the network as if there were no worker.
   - Pages: the network first; a public page's HTML (server rendering) is kept like the
     catalogue; offline, a page never seen gets the app shell, which says it needs a connection.
   - Web push (Firebase Cloud Messaging, when configured): what public/firebase-messaging-sw.js
     did, in this one worker. */

const BUILD = self.__BUILD;
const PRECACHE = `precache-${BUILD.version}`;
const CATALOGUE = 'catalogue-v1';
const PICTURES = 'pictures-v1';
/** A page's HTML names its build's scripts: kept per version, dropped with it. */
const PAGES = `pages-${BUILD.version}`;
const ASSETS = 'assets-v1';
const KEPT = [PRECACHE, CATALOGUE, PICTURES, PAGES, ASSETS];
/** Bounds of the runtime caches (entries; the oldest go first). */
const LIMITS = { [CATALOGUE]: 400, [PICTURES]: 300, [PAGES]: 60, [ASSETS]: 200 };

/** GET /api/v1/<path> that any visitor reads alike (CONTRACT's catalogue); nothing else. */
const CATALOGUE_PATHS = [
  /^config$/,
  /^module$/,
  /^zone\/list$/,
  /^categories(\/.*)?$/,
  /^banners$/,
  /^other-banners(\/.*)?$/,
  /^brand$/,
  /^campaigns\/(basic|basic-campaign-details|item)$/,
  /^flash-sales(\/items)?$/,
  /^stores\/(?!reviews)[\w-]+(\/[^/]+)?$/,
  /^items\/(?!reviews)[\w-]+(\/[^/]+)?$/,
  /^parcel-category$/,
  /^common-condition$/,
  /^cashback\/list$/,
];
/** Never, whatever a rule above says (belt and braces). */
const PRIVATE_PATHS = /^(customer|auth|cart|order|wallet|coupon|payment|message|chat)\b/;
const PICTURE_PATH = /^images\//;
/** Pages whose HTML is the same for every visitor (server rendering renders a guest's page). */
const PUBLIC_PAGES =
  /^\/($|home$|categories$|category\/|store\/|product\/|all-brands$|flash-sales$|campaigns\/)/;
/** The request headers a catalogue answer depends on (CONTRACT "Headers the SPA sends"). */
const VARYING = ['zoneId', 'moduleId', 'latitude', 'longitude', 'X-localization'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      await cache.addAll(BUILD.precache.map((url) => new Request(url, { cache: 'reload' })));
      // The first version takes the page at once; a later one waits for the page's Reload.
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KEPT.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === 'VERSION')
    event.source?.postMessage({ type: 'VERSION', version: BUILD.version });
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
    return;
  }
  if (url.pathname.startsWith('/api/v1/')) {
    const path = url.pathname.slice('/api/v1/'.length);
    if (PRIVATE_PATHS.test(path) || url.searchParams.has('guest_id')) return;
    if (PICTURE_PATH.test(path)) event.respondWith(cacheFirst(PICTURES, request));
    else if (CATALOGUE_PATHS.some((rule) => rule.test(path)))
      event.respondWith(staleWhileRevalidate(event, request, url));
    return;
  }
  if (url.pathname.startsWith('/assets/') || BUILD.precache.includes(url.pathname))
    event.respondWith(precachedOr(request));
});

/** A precached file, else (a chunk not precached) the network, kept: assets/ never change. */
async function precachedOr(request) {
  const hit = await caches.match(request, { cacheName: PRECACHE, ignoreSearch: true });
  return hit ?? cacheFirst(ASSETS, request);
}

async function cacheFirst(cacheName, request) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const answer = await fetch(request);
  if (answer.ok) await keep(cacheName, cache, request, answer.clone());
  return answer;
}

/** The cache's key for a catalogue read: its URL plus the headers its answer depends on. */
function catalogueKey(request, url) {
  const key = new URL(url);
  for (const name of VARYING) key.searchParams.set(`~${name}`, request.headers.get(name) ?? '');
  return key.href;
}

/**
 * The kept answer at once (marked `x-sw-cache: hit`, so the page knows it shows what it last saw),
 * refreshed behind it; without one, the network's, then kept.
 */
async function staleWhileRevalidate(event, request, url) {
  const cache = await caches.open(CATALOGUE);
  const key = catalogueKey(request, url);
  const refreshed = fetch(request).then(async (answer) => {
    if (answer.ok && !answer.headers.has('set-cookie'))
      await keep(CATALOGUE, cache, key, answer.clone());
    return answer;
  });
  const hit = await cache.match(key);
  if (!hit) return refreshed;
  event.waitUntil(refreshed.catch(() => undefined));
  return hit;
}

/** Pages: the network first; offline, this page as last seen (public ones), else the shell. */
async function page(request, url) {
  const isPublic = PUBLIC_PAGES.test(url.pathname);
  try {
    const answer = await fetch(request);
    // Server-rendered public pages only: the static SPA's shell is precached already. A signed-in
    // customer's page (no-store: it holds their data) is never kept.
    if (
      isPublic &&
      answer.ok &&
      answer.headers.get('content-type')?.includes('text/html') &&
      !answer.headers.get('cache-control')?.includes('no-store')
    ) {
      const cache = await caches.open(PAGES);
      await keep(PAGES, cache, url.pathname + url.search, answer.clone());
    }
    return answer;
  } catch (error) {
    if (isPublic) {
      const kept = await caches.match(url.pathname + url.search, { cacheName: PAGES });
      if (kept) return kept;
    }
    const shell = await caches.match('/index.html', { cacheName: PRECACHE });
    if (shell) return shell;
    throw error;
  }
}

/** Puts an answer in a bounded cache, dropping the oldest entries past its limit. */
async function keep(cacheName, cache, key, answer) {
  await cache.put(key, answer);
  const keys = await cache.keys();
  const over = keys.length - LIMITS[cacheName];
  for (let i = 0; i < over; i += 1) await cache.delete(keys[i]);
}

/* Web push (Firebase Cloud Messaging, registered only when VITE_FIREBASE_* is set): an open
   page gets the payload (SPEC §4 "Push" routing happens there); with none open, the push is
   shown as a system notification that opens the site. */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      const visible = pages.filter((client) => client.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const client of visible) client.postMessage({ type: 'push', payload });
        return undefined;
      }
      const data = payload.data || {};
      const notification = payload.notification || {};
      return self.registration.showNotification(notification.title || data.title || '', {
        body: notification.body || data.body || '',
        icon: '/icons/icon-192.png',
        data,
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow('/'));
});
