import { readFile } from 'node:fs/promises';
import { basename, extname, resolve, sep } from 'node:path';
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

const FLOWS_DATA_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
};

/**
 * `/flows-data/*`: what the test runs leave for the flow explorer (issue 30), from a git-ignored
 * folder read at each request, so files written after the server started show: the browser
 * coverage (`coverage.json`) and the gallery's pictures (`gallery/…`). JSON and PNG only, no
 * path outside the folder; a missing file or folder is a 404.
 */
export function serveFlowsData(app: FastifyInstance, dir: string): void {
  const root = resolve(dir);
  app.get('/flows-data/*', async (req, reply) => {
    const wanted = (req.params as { '*': string })['*'];
    const file = resolve(root, wanted);
    const type = FLOWS_DATA_TYPES[extname(file)];
    if (!type || !file.startsWith(root + sep)) return reply.code(404).send();
    try {
      const body = await readFile(file);
      return reply.header('content-type', type).header('cache-control', 'no-cache').send(body);
    } catch {
      return reply.code(404).send();
    }
  });
}
