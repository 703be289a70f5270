import { initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { FirebaseSettings } from './firebase-settings';

/** The app's one worker (src/service-worker/sw.ts, built to dist/sw.js) receives Firebase's web pushes. */
const WORKER = '/sw.js';

type WorkerMessage = { type?: unknown; payload?: { data?: unknown } };

/**
 * Firebase Cloud Messaging (loaded only when configured): the device's token goes to
 * `onToken`; a push reaches the worker, which hands it to an open page (or shows it as a system
 * notification when none is open). Fails when the browser cannot do web push or the customer
 * refuses notifications: the caller then falls back to the provider's stream.
 */
export async function listenToFirebase(
  settings: FirebaseSettings,
  onPayload: (payload: unknown) => void,
  onToken: (token: string) => Promise<void>,
): Promise<() => void> {
  if (!(await isSupported())) throw new Error('Web push is not supported here');
  const registration = await navigator.serviceWorker.register(WORKER);
  const { vapidKey, ...app } = settings;
  const messaging = getMessaging(initializeApp(app));
  const token = await getToken(messaging, { vapidKey, serviceWorkerRegistration: registration });
  await onToken(token);
  const onMessage = (event: MessageEvent<WorkerMessage>) => {
    if (event.data?.type === 'push') onPayload(event.data.payload?.data ?? {});
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
