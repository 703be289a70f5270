import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Deployment } from './deployment';

/**
 * Security headers on every answer (`@fastify/helmet`): a Content-Security-Policy allowing only
 * what the SPA loads, no framing, nosniff, a referrer policy.
 *
 * - Scripts: this origin, plus the hashes of the inline scripts of the built index.html (the
 *   dark-mode script that runs before the first paint).
 * - Styles: this origin and inline styles: Chakra (emotion) inserts `<style>` elements at run
 *   time, and the demo gateway's page has one.
 * - Fonts are self-hosted; images may be data: and blob: URLs (uploads previewed).
 * - Google Maps and Firebase hosts only when the operator configured them.
 * - Resources may be read cross-origin (`Cross-Origin-Resource-Policy: cross-origin`): other
 *   clients of the API show its images.
 *
 * The headers are the same on every answer, so helmet computes them once, at start:
 * `@fastify/helmet` would build helmet's middleware (parsing every CSP directive) anew for each
 * request, about a tenth of a cached read's CPU under load (docs/PERFORMANCE.md).
 */

const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  connect: ['https://maps.googleapis.com'],
};

const FIREBASE = {
  connect: [
    'https://*.googleapis.com',
    'https://*.firebaseio.com',
    'wss://*.firebaseio.com',
    'https://*.firebaseapp.com',
  ],
  script: ['https://www.gstatic.com'],
};

/** sha256 sources of the inline `<script>` elements of the SPA's index.html. */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  if (staticDir === undefined) return [];
  const index = join(staticDir, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(deployment: Deployment, scriptHashes: string[]) {
  const maps = deployment.googleMaps;
  const firebase = deployment.firebase;
  const api = deployment.apiOrigin ? [deployment.apiOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      ...scriptHashes,
      ...(maps ? GOOGLE_MAPS.script : []),
      ...(firebase ? FIREBASE.script : []),
    ],
    styleSrc: ["'self'", "'unsafe-inline'", ...(maps ? GOOGLE_MAPS.style : [])],
    fontSrc: ["'self'", 'data:', ...(maps ? GOOGLE_MAPS.font : [])],
    imgSrc: ["'self'", 'data:', 'blob:', ...api, ...(maps ? GOOGLE_MAPS.img : [])],
    connectSrc: [
      "'self'",
      ...api,
      ...(maps ? GOOGLE_MAPS.connect : []),
      ...(firebase ? FIREBASE.connect : []),
    ],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // The gateway's form returns (by redirect) to the SPA, maybe on another allowed origin.
    formAction: ["'self'", ...deployment.spaOrigins],
    frameAncestors: ["'none'"],
    frameSrc: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

export async function installSecurityHeaders(
  app: FastifyInstance,
  deployment: Deployment,
  staticDir: string | undefined,
) {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(deployment, inlineScriptHashes(staticDir)),
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: deployment.publicUrl?.startsWith('https:') ? undefined : false,
  });
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers);
  });
}

/** The headers `@fastify/helmet` adds with `options`, read off one answer of a bare app. */
async function helmetHeaders(options: FastifyHelmetOptions) {
  const answer = async (helmet: boolean) => {
    const probe = Fastify();
    if (helmet) await probe.register(fastifyHelmet, options);
    probe.get('/', async () => '');
    try {
      return (await probe.inject({ url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const bare = await answer(false);
  const helmeted = await answer(true);
  return Object.fromEntries(Object.entries(helmeted).filter(([name]) => !(name in bare)));
}
