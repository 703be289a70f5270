import type { FastifyRequest } from 'fastify';

/**
 * What an operator configures about where the provider and its clients live (environment
 * variables, read once by `main.ts`; tests pass their own).
 *
 * - `PUBLIC_URL`: the provider's public origin (e.g. https://api.example.com); `config.base_urls`
 *   are absolute URLs under it. Unset: the origin each request arrived at, for the hosts it
 *   trusts only (`TRUSTED_HOSTS`, and this machine's own names): links are never made from a
 *   Host header anyone can send (`trusted-host.ts`).
 * - `TRUSTED_HOSTS`: comma-separated host names (with a port or not) served without `PUBLIC_URL`.
 * - `SPA_ORIGINS`: comma-separated origins of SPAs on other hosts (built with
 *   `VITE_API_BASE_URL` pointing here): the demo gateway may return to them.
 * - `VITE_GOOGLE_MAPS_API_KEY`, `VITE_FIREBASE_*`: when set, the Content-Security-Policy lets
 *   the SPA reach Google Maps / Firebase.
 * - `VITE_API_BASE_URL`: when the SPA served here talks to another backend, its origin.
 * - `TRUST_PROXY`: the addresses (comma-separated IPs or CIDRs, or `loopback`, `linklocal`,
 *   `uniquelocal`) of the reverse proxies in front: a request arriving from one of them is taken
 *   to come from its `X-Forwarded-For` client (`req.ip`: the rate limits' key), over its
 *   `X-Forwarded-Proto` and for its `X-Forwarded-Host`. Unset (or `off`): those headers are
 *   anyone's to send and are ignored.
 * - `OPS_TOKEN` (16 characters or more): who shows it in `x-ops-token` is told the provider's
 *   internals (`Server-Timing`, the worker that answered: `internal-headers.ts`); unset, nobody.
 */
export interface Deployment {
  publicUrl: string | undefined;
  /** host names (lower case, with a port or not) served when `publicUrl` is unset */
  trustedHosts: string[];
  spaOrigins: string[];
  googleMaps: boolean;
  firebase: boolean;
  apiOrigin: string | undefined;
  opsToken: string | undefined;
  /** the proxies whose X-Forwarded-* headers are believed (Fastify's `trustProxy`); none: [] */
  trustProxy: string[];
}

export const LOCAL_DEPLOYMENT: Deployment = {
  publicUrl: undefined,
  trustedHosts: [],
  spaOrigins: [],
  googleMaps: false,
  firebase: false,
  apiOrigin: undefined,
  opsToken: undefined,
  trustProxy: [],
};

function originOf(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`${name} must be absolute http(s) URLs (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be absolute http(s) URLs (got "${raw}")`);
  return url.origin;
}

/** TRUST_PROXY: the proxies' addresses; `true` (every sender) is refused, as anyone could lie. */
function trustProxyOf(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (list.length === 1 && ['off', 'false', '0'].includes(list[0]!.toLowerCase())) return [];
  if (list.some((s) => ['true', 'on', '1', '*'].includes(s.toLowerCase())))
    throw new Error(
      "TRUST_PROXY names the proxies' addresses (e.g. 127.0.0.1 or 10.0.0.0/8), not every sender",
    );
  return list;
}

/** OPS_TOKEN, when set: long enough not to be guessed. */
function opsTokenOf(raw: string | undefined): string | undefined {
  const token = raw?.trim() ?? '';
  if (token === '') return undefined;
  if (token.length < 16) throw new Error('OPS_TOKEN must be 16 characters or more');
  return token;
}

export function deploymentFromEnv(env: NodeJS.ProcessEnv): Deployment {
  const set = (name: string) => (env[name]?.trim() ?? '') !== '';
  const publicUrl = set('PUBLIC_URL') ? originOf(env.PUBLIC_URL!, 'PUBLIC_URL') : undefined;
  const spaOrigins = (env.SPA_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => originOf(s, 'SPA_ORIGINS'));
  return {
    publicUrl,
    trustedHosts: (env.TRUSTED_HOSTS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s !== ''),
    spaOrigins,
    googleMaps: set('VITE_GOOGLE_MAPS_API_KEY'),
    firebase: Object.keys(env).some((k) => k.startsWith('VITE_FIREBASE_') && set(k)),
    opsToken: opsTokenOf(env.OPS_TOKEN),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    apiOrigin: set('VITE_API_BASE_URL')
      ? originOf(env.VITE_API_BASE_URL!, 'VITE_API_BASE_URL')
      : undefined,
  };
}

/** The origin clients reach this provider at: `PUBLIC_URL`, else the request's own. */
export function publicOrigin(req: FastifyRequest, deployment: Deployment): string {
  if (deployment.publicUrl !== undefined) return deployment.publicUrl;
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return '';
  }
}
