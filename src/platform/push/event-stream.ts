/** How long to wait before opening a closed stream again: doubling from 1 s up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
}

/**
 * The provider's notification stream (CONTRACT "Our extensions": server-sent events). The
 * browser resumes a dropped stream by itself (sending Last-Event-ID); a stream the browser gave
 * up on (the provider down, an error status) is opened again after a growing delay, from the
 * last event seen. Returns the stop.
 */
export function listenToEventStream(url: string, onData: (data: unknown) => void): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastId: string | null = null;
  let stopped = false;

  const open = () => {
    const target =
      lastId === null ? url : `${url}${url.includes('?') ? '&' : '?'}last_id=${lastId}`;
    source = new EventSource(target);
    source.onopen = () => {
      attempt = 0;
    };
    source.onmessage = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastId = event.lastEventId;
      try {
        onData(JSON.parse(event.data));
      } catch {
        // Not JSON: not a notification.
      }
    };
    source.onerror = () => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      timer = setTimeout(open, reconnectDelay(attempt));
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
