import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * One JSON line per request (issue 43, part 2), with the request's id: the one a proxy in front
 * sent in `x-request-id` (when plain), else a new one. A page's server-side fetches send its id
 * on (`carryingRequestId`), so their lines and the page's share it. The id is answered in
 * `x-request-id` too. Nothing that identifies or authenticates someone is written: no header,
 * no body, and the query's tokens, tickets, guest ids, phone numbers, emails and codes as `…`.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

const PLAIN_ID = /^[\w.:-]{1,64}$/;

/** Fastify's `genReqId`: the id the request came with when plain, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}

const PRIVATE_PARAM = /token|ticket|password|phone|contact|email|otp|code|guest/i;

/** A request's address with the values of private parameters left out. */
export function loggedPath(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of new Set(params.keys())) if (PRIVATE_PARAM.test(key)) params.set(key, '…');
  return `${url.slice(0, at)}?${params.toString()}`;
}

/** A `fetch` whose every call carries `id` in `x-request-id`. */
export function carryingRequestId(send: typeof fetch, id: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(REQUEST_ID_HEADER, id);
    return send(input, { ...init, headers });
  };
}

export function installRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        path: loggedPath(req.url),
        route: req.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'answered',
    );
  });
}
