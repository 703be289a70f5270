import { StructError, create, type Struct } from 'superstruct';
import { eventStreamUrl, type RequestOptions } from './client';
import { ContractError } from './errors';

/** How long to wait before opening a stream the browser gave up on: doubling from 1 s up to 30 s. */
export function streamRetryDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
}

/**
 * One of the provider's server-sent event streams (CONTRACT "Our extensions"), each message
 * decoded by `schema` (a message that does not decode is left out, and logged). `onLost` hears
 * each drop: the browser tries again by itself, or, when it gave up, the stream is opened again
 * after a growing delay. Kept out of ./client.ts: only the pages that follow a stream load it.
 * Returns the stop.
 */
export function apiEventStream<T>(
  path: string,
  schema: Struct<T, unknown>,
  options: {
    query?: RequestOptions['query'];
    onData: (value: T) => void;
    onLost: () => void;
  },
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const url = eventStreamUrl(path, options.query);
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  const open = () => {
    source = new EventSource(url);
    source.onmessage = (event: MessageEvent<string>) => {
      attempt = 0;
      let value: T;
      try {
        value = create(JSON.parse(event.data), schema);
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
    };
    source.onerror = () => {
      if (stopped) return;
      options.onLost();
      if (source?.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(open, streamRetryDelay(attempt));
      attempt += 1;
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
