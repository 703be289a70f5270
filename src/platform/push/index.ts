import { API_PREFIX } from '@/api/client';
import { listenToEventStream } from './event-stream';

export type PushListener = (payload: unknown) => void;

const apiBase = `${import.meta.env.VITE_API_BASE_URL ?? ''}${API_PREFIX}`;

/**
 * Push notifications for a signed-in customer: the provider's event stream
 * (`customer/notifications/stream`; EventSource cannot send headers, so the token goes in the
 * query). Returns the stop.
 */
export function listenToPushes(token: string, onPayload: PushListener): () => void {
  return listenToEventStream(
    `${apiBase}/customer/notifications/stream?token=${encodeURIComponent(token)}`,
    onPayload,
  );
}
