import { Agent, request, type IncomingHttpHeaders } from 'node:http';

/**
 * A client of the provider over real HTTP that behaves as a browser (or a proxy) does, for the
 * tests that restart it under load: requests on a pool of keep-alive connections, and an
 * EventSource that reconnects by itself with Last-Event-ID.
 *
 * Retries: only what browsers retry on their own. A request sent on a reused keep-alive
 * connection that the server closed before answering a byte is sent again once, on a new
 * connection (Chromium's and Firefox's rule for any method; Node's documentation gives it for
 * `http.Agent` with `req.reusedSocket`; undici's fetch does not, nodejs/undici#3492). Anything
 * else (a refused or reset new connection, an answer cut short, a timeout, a 5xx) is the
 * caller's failure, not retried.
 */

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Client {
  send(
    method: string,
    url: string,
    opts?: { headers?: Record<string, string>; body?: unknown },
  ): Promise<Answer>;
  /** requests sent again after a reused connection closed unanswered (as a browser does) */
  readonly resent: number;
  close(): void;
}

export function browserClient(maxSockets = 6): Client {
  const agent = new Agent({ keepAlive: true, maxSockets });
  let resent = 0;

  const once = (
    method: string,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
  ) =>
    new Promise<Answer>((resolve, reject) => {
      let answered = false;
      const req = request(url, { method, agent, headers, timeout: 10_000 }, (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('error', reject);
        res.on('end', () => {
          if (!res.complete) return reject(new Error(`${method} ${url}: answer cut short`));
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
      req.on('error', (err: NodeJS.ErrnoException) => {
        const closedIdle =
          req.reusedSocket && !answered && (err.code === 'ECONNRESET' || err.code === 'EPIPE');
        reject(closedIdle ? Object.assign(err, { closedIdle: true }) : err);
      });
      req.end(body);
    });

  return {
    async send(method, url, opts = {}) {
      const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const headers = {
        ...(opts.headers ?? {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      };
      try {
        return await once(method, url, headers, body);
      } catch (err) {
        if (!(err as { closedIdle?: boolean }).closedIdle) throw err;
        resent++;
        return once(method, url, headers, body);
      }
    },
    get resent() {
      return resent;
    },
    close: () => agent.destroy(),
  };
}

export interface SseEvent {
  id: string | undefined;
  data: string;
  at: number;
}

export interface EventSourceLike {
  events: SseEvent[];
  /** connections answered 200 (the first, then each reconnection) */
  readonly opened: number;
  /** connections opened after the first (each with the Last-Event-ID seen) */
  readonly reconnects: number;
  /** a reconnection answered other than 200, or that failed: an EventSource would give up */
  readonly failures: string[];
  close(): void;
}

/**
 * An EventSource (the HTML standard's processing model, the parts the provider uses): `id:`
 * sets the last event id, `retry:` the reconnection time (3 s until told), `data:` lines make an
 * event; when the stream ends it reconnects after the reconnection time, sending Last-Event-ID.
 */
export function eventSource(url: string, headers: Record<string, string>): EventSourceLike {
  const events: SseEvent[] = [];
  const failures: string[] = [];
  let lastId: string | undefined;
  let retryMs = 3_000;
  let reconnects = 0;
  let opened = 0;
  let closed = false;
  let current: ReturnType<typeof request> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const again = () => {
    if (closed) return;
    timer = setTimeout(() => {
      reconnects++;
      connect();
    }, retryMs);
  };
  const dispatch = (block: string) => {
    let data: string[] = [];
    let id: string | undefined;
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon === 0) continue; // a comment
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
    }
    if (id !== undefined) lastId = id;
    if (data.length > 0) events.push({ id: lastId, data: data.join('\n'), at: Date.now() });
    data = [];
  };
  const connect = () => {
    const req = request(url, {
      agent: false,
      headers: {
        ...headers,
        accept: 'text/event-stream',
        ...(lastId ? { 'last-event-id': lastId } : {}),
      },
    });
    current = req;
    let ended = false;
    let answered = false;
    const end = () => {
      if (ended) return;
      ended = true;
      again();
    };
    req.on('response', (res) => {
      answered = true;
      if (res.statusCode !== 200) {
        failures.push(`reconnection ${reconnects}: status ${res.statusCode}`);
        res.resume();
        return;
      }
      opened++;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          dispatch(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      });
      res.on('error', () => {});
      res.on('close', end);
    });
    req.on('error', (err) => {
      if (closed || ended) return;
      // no answer (refused, reset): an EventSource tries again too, but the test counts it
      if (!answered) failures.push(`reconnection ${reconnects}: ${err.message}`);
      end();
    });
    req.end();
  };
  connect();
  return {
    events,
    get opened() {
      return opened;
    },
    get reconnects() {
      return reconnects;
    },
    failures,
    close() {
      closed = true;
      clearTimeout(timer);
      current?.destroy();
    },
  };
}
