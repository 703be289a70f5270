import { basename, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content hash: such a file never changes. */
const HASHED = `${sep}assets${sep}`;
const YEAR_S = 365 * 24 * 60 * 60;

/** Files `scripts/precompress.mjs` writes .br and .gz copies of (what a cache must key by). */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|xml|webmanifest|ico)$/;

function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, path: string) {
  const hashed = path.includes(HASHED);
  res.setHeader('cache-control', hashed ? `public, max-age=${YEAR_S}, immutable` : 'no-cache');
  // `path` is the file sent, so foo.js.br as well as foo.js.
  if (COMPRESSIBLE.test(basename(path).replace(/\.(?:br|gz)$/, '')))
    res.setHeader('vary', 'accept-encoding');
}

/**
 * The built SPA: the .br/.gz copies made at build time when the browser accepts them (with
 * `content-encoding`), hashed assets cached for a year, everything else (index.html)
 * revalidated on every visit.
 */
export async function serveBuiltSpa(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
}
