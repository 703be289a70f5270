#!/usr/bin/env node
// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every compressible file of the
// build, so the provider sends them as they are (@fastify/static `preCompressed`), never
// compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);
/** Smaller files gain nothing worth a second request header. */
const MIN_BYTES = 1024;

const dist = process.argv[2] ?? 'dist';
let count = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') walk(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name))) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    count += 1;
  }
}
walk(dist);
console.log(`precompress: ${count} files of ${dist} have .br and .gz copies`);
