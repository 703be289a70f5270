import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics';
import { bag, toNumber } from './params';

/** A comment line this often keeps proxies and browsers from dropping a quiet stream. */
const PING_MS = 15_000;
/** A stream ended by the app closing asks its browser back after this to twice this (spread). */
const RETURN_MS = 500;

/** One open server-sent-events answer, as its route sees it. */
export interface EventStream {
  /** writes one event: its `id:` and `data:` lines, without the blank line that ends it */
  send(event: string): void;
  /** ends the answer (a browser's EventSource opens the stream again by itself) */
  close(): void;
  readonly closed: boolean;
  /** looks for news now: one look at a time, and one asked during a look runs after it */
  look(): Promise<void>;
}

/** How a route finds what to send on its stream. */
export interface StreamLooks {
  /** how often to look unasked (news written by another instance, a courier moving) */
  pollMs: number;
  /** calls `wake` when there may be news; returns what stops it */
  listen(wake: () => void): () => void;
  /** sends what is new; true when more may be waiting (look again at once) */
  look(stream: EventStream): Promise<boolean>;
  /** a look that failed */
  onError(err: unknown, stream: EventStream): void;
}

/**
 * Where a reconnecting stream resumes: the `Last-Event-ID` an EventSource sends back on its
 * own, or `?last_id=` (a page opening a new EventSource after what it has); undefined for none.
 */
export function lastEventId(req: FastifyRequest): number | undefined {
  const header = req.headers['last-event-id'];
  const last =
    toNumber(Array.isArray(header) ? header[0] : header) ?? toNumber(bag(req.query).last_id);
  return last !== undefined && Number.isSafeInteger(last) && last >= 0 ? last : undefined;
}

/**
 * The event streams of one kind: each opened as server-sent events (after the route has
 * refused whatever it refuses, as a plain answer), woken by `listen`, looking again every
 * `pollMs`, pinged, closed when the client goes or the app closes, and counted open for the
 * operator (`storefront_event_streams_open{kind}`).
 */
export function eventStreams(
  app: FastifyInstance,
  metrics: Metrics,
  kind: 'orders' | 'notifications',
): (req: FastifyRequest, reply: FastifyReply, looks: StreamLooks) => EventStream {
  const open = new Map<EventStream, () => void>();
  metrics.watchStreams(kind, () => open.size);
  // The app closing (a rolling restart, SIGTERM): each stream ends with its connection, its
  // browser told to come back within about a second (to another worker or instance).
  app.addHook('preClose', async () => {
    for (const leave of [...open.values()]) leave();
  });

  return (req, reply, looks) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      // headers set by hooks (CORS for an SPA on another origin) would be lost by hijack()
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');

    let closed = false;
    let busy = false;
    let again = false;
    const stream: EventStream = {
      send(event) {
        if (!closed) res.write(`${event}\n\n`);
      },
      close() {
        if (closed) return;
        closed = true;
        stopListening();
        clearInterval(poll);
        clearInterval(ping);
        open.delete(stream);
        res.end();
      },
      get closed() {
        return closed;
      },
      async look() {
        if (closed) return;
        if (busy) {
          again = true;
          return;
        }
        busy = true;
        try {
          do {
            again = false;
            if (await looks.look(stream)) again = true;
          } while (again && !closed);
        } catch (err) {
          looks.onError(err, stream);
        } finally {
          busy = false;
        }
      },
    };
    const stopListening = looks.listen(() => void stream.look());
    const poll = setInterval(() => void stream.look(), looks.pollMs);
    const ping = setInterval(() => {
      if (!closed) res.write(': ping\n\n');
    }, PING_MS);
    poll.unref();
    ping.unref();
    open.set(stream, () => {
      const socket = res.socket;
      if (!stream.closed)
        res.write(`retry: ${RETURN_MS + Math.floor(Math.random() * RETURN_MS)}\n\n`);
      stream.close();
      // not kept alive for another request: the closing server waits for every connection
      // (an injected request's socket is a stand-in without end())
      if (typeof socket?.end === 'function') socket.end();
    });
    req.raw.on('close', () => stream.close());
    return stream;
  };
}
