import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on every answer says `Connection: close`: the app closes soon (below). */
    drainConnections(): void;
  }
}

/**
 * How a closing app (a rolling restart's old worker, SIGTERM) ends its connections without
 * failing a request. Fastify stops listening, closes the keep-alive connections that are idle
 * and waits for the requests begun. A request that arrives meanwhile on a connection still open
 * is answered as usual, not refused with 503 (`return503OnClosing: false`, app.ts), and every
 * answer sent once closing has begun, or once `drainConnections()` was called before it, says
 * `Connection: close`: its client sends the next request on a new connection, to a process that
 * stays, instead of on one about to close under it. (Fastify says so itself only for requests
 * that arrive after closing began, not for those it was already answering.)
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let draining = false;
  app.decorate('drainConnections', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
