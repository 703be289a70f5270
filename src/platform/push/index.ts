import type { ApiClient } from '@/api/client';
import { followEventStream } from '@/api/event-stream';
import { firebaseSettingsOf } from './firebase-settings';

export type PushListener = (payload: unknown) => void;

/** The provider's notification stream of the signed-in customer (opened with a ticket). */
function listenToProvider(api: ApiClient, onPayload: PushListener): () => void {
  return followEventStream(() => api.streamUrl('customer/notifications/stream'), {
    onMessage: (data) => {
      let payload: unknown;
      try {
        payload = JSON.parse(data);
      } catch {
        return; // Not JSON: not a notification.
      }
      onPayload(payload);
    },
  });
}

/**
 * Push notifications for a signed-in customer: Firebase Cloud Messaging when `VITE_FIREBASE_*`
 * is configured (the `firebase` package is loaded only then; the device token goes to
 * `customer/cm-firebase-token`), otherwise, or when the browser cannot, the provider's event
 * stream. Returns the stop.
 */
export function listenToPushes(
  api: ApiClient,
  onPayload: PushListener,
  sendDeviceToken: (deviceToken: string) => Promise<void>,
): () => void {
  // Read literally so that without the settings the build drops the Firebase branch entirely.
  const settings = import.meta.env.VITE_FIREBASE_API_KEY
    ? firebaseSettingsOf(import.meta.env)
    : null;
  if (!settings) return listenToProvider(api, onPayload);
  let stop: () => void = () => {};
  let stopped = false;
  void import('./firebase')
    .then(({ listenToFirebase }) => listenToFirebase(settings, onPayload, sendDeviceToken))
    .then((stopFirebase) => {
      if (stopped) stopFirebase();
      else stop = stopFirebase;
    })
    .catch(() => {
      if (!stopped) stop = listenToProvider(api, onPayload);
    });
  return () => {
    stopped = true;
    stop();
  };
}
