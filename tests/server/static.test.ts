// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { errorCode } from './helpers';
import { freshDb } from './test-db';

let dir: string;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>SPA</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
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
});
