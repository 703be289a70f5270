/**
 * The header a service worker's answer from its cache carries (src/service-worker/sw.ts): such
 * an answer says nothing of whether the network works (the connectivity machine, issue 38).
 */
export const FROM_WORKER_CACHE = 'x-storefront-worker-cache';
