import type { FastifyInstance } from 'fastify';
import type { Deployment } from './deployment';
import { ApiError } from './errors';

/** This machine's own names: a provider run on it is reached by them. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `host[:port]` without its port, lower case. */
function hostName(host: string): string {
  const lower = host.toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  const colon = lower.indexOf(':');
  return colon === -1 ? lower : lower.slice(0, colon);
}

/** Whether a request's Host may make the links of its answer (no `PUBLIC_URL`). */
export function isTrustedHost(host: string | undefined, trusted: readonly string[]): boolean {
  // HTTP/1.0 without a Host: no name to make a link of
  if (host === undefined || host === '') return true;
  const lower = host.toLowerCase();
  const name = hostName(lower);
  return LOOPBACK.has(name) || trusted.includes(lower) || trusted.includes(name);
}

/**
 * Without `PUBLIC_URL` the provider makes its links (config's base URLs, a page's canonical
 * address, the gateway's return) from the request's origin: anyone can send any Host header, and
 * a page kept by a cache would carry the links they chose. So without it only this machine's
 * own names and `TRUSTED_HOSTS` are served; another host is answered 421 (issue 43).
 */
export function installTrustedHosts(app: FastifyInstance, deployment: Deployment): void {
  if (deployment.publicUrl !== undefined) return;
  app.addHook('onRequest', async (req) => {
    if (!isTrustedHost(req.host, deployment.trustedHosts))
      throw new ApiError(
        421,
        'host',
        'This host is not served here: the operator sets PUBLIC_URL or TRUSTED_HOSTS.',
      );
  });
}
