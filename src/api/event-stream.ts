import { StructError, create, type Struct } from 'superstruct';
import type { ApiClient, RequestOptions } from './client';
import { ContractError } from './errors';

/** How long to wait before opening a stream the browser gave up on: doubling from 1 s up to 30 s. */
export function streamRetryDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
}

/**
 * One of the provider's server-sent event streams (CONTRACT "Our extensions"), opened at the
 * address `address()` gives, asked again at each opening (a signed-in customer's ticket lasts a
 * minute: client.ts `streamUrl`). The browser resumes a dropped stream by itself (sending
 * Last-Event-ID); one it gave up on (the provider down, an error status, a ticket gone stale) is
 * opened again after a growing delay, from the last event seen (`last_id`). `onLost` hears each
 * drop. Returns the stop.
 */
export function followEventStream(
  address: () => Promise<string>,
  handlers: { onMessage: (data: string) => void; onLost?: () => void },
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastId: string | null = null;
  let stopped = false;
  const openLater = () => {
    timer = setTimeout(open, streamRetryDelay(attempt));
    attempt += 1;
  };
  function open() {
    address().then(
      (url) => {
        if (stopped) return;
        const from = lastId === null ? '' : `${url.includes('?') ? '&' : '?'}last_id=${lastId}`;
        source = new EventSource(url + from);
        source.onopen = () => {
          attempt = 0;
        };
        source.onmessage = (event: MessageEvent<string>) => {
          if (event.lastEventId) lastId = encodeURIComponent(event.lastEventId);
          handlers.onMessage(event.data);
        };
        source.onerror = () => {
          if (stopped) return;
          handlers.onLost?.();
          if (source?.readyState === EventSource.CLOSED) openLater();
        };
      },
      () => {
        // no ticket (the provider out of reach): as a stream the browser gave up on
        if (stopped) return;
        handlers.onLost?.();
        openLater();
      },
    );
  }
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

/**
 * A stream of the API whose messages are decoded by `schema` (a message that does not decode is
 * left out, and logged). Kept out of ./client.ts: only the pages that follow a stream load it.
 * Returns the stop.
 */
export function apiEventStream<T>(
  api: ApiClient,
  path: string,
  schema: Struct<T, unknown>,
  options: {
    query?: RequestOptions['query'];
    onData: (value: T) => void;
    onLost: () => void;
  },
): () => void {
  return followEventStream(() => api.streamUrl(path, options.query), {
    onLost: options.onLost,
    onMessage: (data) => {
      let value: T;
      try {
        value = create(JSON.parse(data), schema);
      } catch (error) {
        console.warn(
          new ContractError(
            path,
            error instanceof StructError
              ? `${error.path.join('.') || 'body'}: ${error.message}`
              : String(error),
          ),
        );
        return;
      }
      options.onData(value);
    },
  });
}
