// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { errorCode } from './helpers';
import { freshDb } from './test-db';

const BIG_JS = `export const words = ${JSON.stringify('storefront '.repeat(400))};`;

let dir: string;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>SPA</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  // Big enough for scripts/precompress.mjs (which skips files under 1 KB) to compress.
  writeFileSync(join(dir, 'assets', 'big-Ab12Cd34.js'), BIG_JS);
  execFileSync(process.execPath, ['scripts/precompress.mjs', dir]);
  db = await freshDb();
  app = await buildApp({ db, staticDir: dir });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it('serves files and falls back to index.html for client routes', async () => {
    expect((await app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/home?module_id=1', '/store/some-store', '/profile']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>SPA</title>');
    }
  });

  it('keeps the API answering JSON envelopes', async () => {
    const res = await app.inject({ url: '/api/v1/not-a-route' });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res.json())).toBe('not_found');
    expect((await app.inject({ method: 'POST', url: '/anything' })).statusCode).toBe(404);
  });

  it('sends the build-time brotli or gzip copy with content-encoding, else the file', async () => {
    const url = '/assets/big-Ab12Cd34.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('caches hashed assets for a year and revalidates index.html', async () => {
    const asset = await app.inject({ url: '/assets/big-Ab12Cd34.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/store/some-store']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
