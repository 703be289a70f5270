/* Receives Firebase Cloud Messaging web pushes (registered only when VITE_FIREBASE_* is set).
   An open page gets the payload (SPEC §4 "Push" routing happens there); with none open, the
   push is shown as a system notification that opens the site. */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      const visible = pages.filter((page) => page.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const page of visible) page.postMessage({ type: 'push', payload });
        return undefined;
      }
      const data = payload.data || {};
      const notification = payload.notification || {};
      return self.registration.showNotification(notification.title || data.title || '', {
        body: notification.body || data.body || '',
        data,
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow('/'));
});
