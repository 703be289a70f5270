import { API_PREFIX } from '@/api/client';
import { listenToEventStream } from './event-stream';
import { firebaseSettingsOf } from './firebase-settings';

export type PushListener = (payload: unknown) => void;

const apiBase = `${import.meta.env.VITE_API_BASE_URL ?? ''}${API_PREFIX}`;

function listenToProvider(token: string, onPayload: PushListener): () => void {
  // EventSource cannot send headers: the token goes in the query.
  return listenToEventStream(
    `${apiBase}/customer/notifications/stream?token=${encodeURIComponent(token)}`,
    onPayload,
  );
}

/**
 * Push notifications for a signed-in customer: Firebase Cloud Messaging when `VITE_FIREBASE_*`
 * is configured (the `firebase` package is loaded only then; the device token goes to
 * `customer/cm-firebase-token`), otherwise, or when the browser cannot, the provider's event
 * stream. Returns the stop.
 */
export function listenToPushes(
  token: string,
  onPayload: PushListener,
  sendDeviceToken: (deviceToken: string) => Promise<void>,
): () => void {
  // Read literally so that without the settings the build drops the Firebase branch entirely.
  const settings = import.meta.env.VITE_FIREBASE_API_KEY
    ? firebaseSettingsOf(import.meta.env)
    : null;
  if (!settings) return listenToProvider(token, onPayload);
  let stop: () => void = () => {};
  let stopped = false;
  void import('./firebase')
    .then(({ listenToFirebase }) => listenToFirebase(settings, onPayload, sendDeviceToken))
    .then((stopFirebase) => {
      if (stopped) stopFirebase();
      else stop = stopFirebase;
    })
    .catch(() => {
      if (!stopped) stop = listenToProvider(token, onPayload);
    });
  return () => {
    stopped = true;
    stop();
  };
}
