import type { FastifyInstance } from 'fastify';

/** Statuses whose answer has no body (a Response made with one throws). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` that sends to this process's own routes through Fastify's `inject`: server rendering
 * reads the API as the browser does (same routes, headers, validation and caches), with no socket
 * and no HTTP parsing between the page and its data. A request whose signal aborts (its timeout)
 * rejects at once; the route itself runs to its end.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    // A read (a string address, no body: every page's data) skips the Request fetch would make.
    const request =
      typeof input === 'string' && init?.body == null ? undefined : new Request(input, init);
    const url = new URL(request?.url ?? (input as string));
    const body = request?.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = app.inject({
      method: (request?.method ?? init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request?.headers ?? new Headers(init?.headers)),
      payload: body,
    });
    const signal = init?.signal ?? request?.signal;
    const res = await (signal
      ? Promise.race([
          answer,
          new Promise<never>((_, reject) => {
            if (signal.aborted) reject(signal.reason);
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          }),
        ])
      : answer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return new Response(NO_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}
