import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Lets the SPA call the API from other origins (the built SPA on a static host or CDN, the API
 * elsewhere): exactly the listed origins, e.g. `https://shop.example.com`. The SPA sends a
 * bearer token, never cookies, so no credentials are allowed. No origins: same origin only.
 */
export async function allowOrigins(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  await app.register(fastifyCors, {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    maxAge: 600,
  });
}

/** CORS_ORIGINS: a comma-separated list of origins. */
export function originsFromEnv(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o !== '');
}
