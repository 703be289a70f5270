import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Headers that tell how the provider works inside: how long a page's data and render took and
 * how many queries it made (`Server-Timing`), which process answered (`x-provider-worker`).
 * Sent only to whoever shows the operator's token (`OPS_TOKEN`, in `x-ops-token`): the bench,
 * a load balancer's health checks, an operator's curl. Nobody else learns them.
 */
const INTERNAL = ['server-timing', 'x-provider-worker'] as const;

export const OPS_TOKEN_HEADER = 'x-ops-token';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `shown` is the operator's token (`OPS_TOKEN`), compared in constant time. */
export function opsTokenCheck(opsToken: string | undefined): (shown: unknown) => boolean {
  const expected = opsToken === undefined ? undefined : digest(opsToken);
  return (shown) =>
    expected !== undefined && typeof shown === 'string' && timingSafeEqual(digest(shown), expected);
}

export function installInternalHeaders(app: FastifyInstance, opsToken: string | undefined) {
  const isOpsToken = opsTokenCheck(opsToken);
  app.addHook('onSend', async (req, reply, payload) => {
    if (!isOpsToken(req.headers[OPS_TOKEN_HEADER]))
      for (const name of INTERNAL) reply.removeHeader(name);
    return payload;
  });
}
