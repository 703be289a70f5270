// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createDb, type Db } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { LOCAL_DEPLOYMENT } from '../../server/http/deployment';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rate-limits';
import { seedIfEmpty } from '../../server/seed/seed';

/**
 * The provider under hostile HTTP: security headers, slow clients, floods, requests the
 * framework refuses. A real server on a real port where the socket matters.
 */

const PORT = Number(process.env.SECURITY_TEST_PORT ?? 18150);
const INLINE = "document.documentElement.classList.add('light');";

let dir: string;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-security-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`,
  );
  db = createDb(':memory:');
  await migrateToLatest(db);
  await seedIfEmpty(db);
  app = await buildApp({
    db,
    staticDir: dir,
    timeouts: { requestTimeoutMs: 1000, connectionTimeoutMs: 10_000 },
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Writes `chunks` on a raw socket (with pauses) and resolves with all it read until close. */
function rawExchange(chunks: string[], pauseMs = 0): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(PORT, '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (text += d));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, ms: performance.now() - started });
    });
    let i = 0;
    const next = () => {
      if (socket.destroyed) return;
      if (i < chunks.length) socket.write(chunks[i++]!);
      if (pauseMs > 0) timer = setTimeout(next, pauseMs);
      else if (i < chunks.length) next();
    };
    socket.on('connect', next);
    setTimeout(() => reject(new Error(`no close after 20 s; got ${text}`)), 20_000).unref();
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;

describe('security headers', () => {
  it('the SPA page carries a CSP allowing only this origin and its own inline script', async () => {
    const res = await app.inject({ url: '/home' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'self'");
    // Chakra (emotion) inserts <style> elements.
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/googleapis|gstatic|firebase/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('API answers carry them too', async () => {
    const res = await app.inject({ url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Other clients of the API show its images.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('Google Maps and Firebase hosts appear only when configured', async () => {
    const other = await buildApp({
      db,
      deployment: { ...LOCAL_DEPLOYMENT, googleMaps: true, firebase: true },
    });
    try {
      const csp = String(
        (await other.inject({ url: '/healthz' })).headers['content-security-policy'],
      );
      expect(csp).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.firebaseio\.com/);
    } finally {
      await other.close();
    }
  });
});

describe('slow clients and framework errors', () => {
  it('cuts off a client that trickles its body (408 in the envelope)', async () => {
    const head =
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n';
    const { text, ms } = await rawExchange([head, ...Array.from({ length: 60 }, () => ' ')], 200);
    console.log(`slow-body client cut off after ${Math.round(ms)} ms (request timeout 1000 ms)`);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyOf(text)).toMatchObject({ errors: [{ code: 'timeout' }] });
    expect(ms).toBeLessThan(6000);
  });

  it('answers oversized headers, bad URLs, long parameters and garbage with the envelope', async () => {
    const huge = await rawExchange([
      `GET /api/v1/config HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    expect(huge.text).toMatch(/^HTTP\/1\.1 431/);
    expect(bodyOf(huge.text)).toMatchObject({ errors: [{ code: 'headers' }] });

    const garbage = await rawExchange(['NOT HTTP AT ALL\r\n\r\n']);
    expect(garbage.text).toMatch(/^HTTP\/1\.1 400/);
    expect(bodyOf(garbage.text)).toMatchObject({ errors: [{ code: 'request' }] });

    const badUrl = await app.inject({ url: '/api/v1/items/details/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ errors: [{ code: 'url' }] });

    // (With the SPA served, its wildcard route takes such paths: a 404 envelope.)
    const apiOnly = await buildApp({ db });
    try {
      const long = await apiOnly.inject({ url: `/api/v1/items/details/${'1'.repeat(500)}` });
      expect(long.statusCode).toBe(414);
      expect(long.json()).toMatchObject({ errors: [{ code: 'url' }] });
    } finally {
      await apiOnly.close();
    }
  });
});

describe('per-client rate limits', () => {
  it('answers a login flood 429 per client while other requests stay fast', async () => {
    const { max } = DEFAULT_RATE_LIMITS.login;
    const flood = Array.from({ length: 100 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '203.0.113.7',
        payload: { phone: `+88017${String(90000000 + i)}`, password: 'wrong-guess' },
      }),
    );
    const latencies: number[] = [];
    const probes = Array.from({ length: 20 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 10));
      const t0 = performance.now();
      const res = await app.inject({ url: '/api/v1/config', remoteAddress: '198.51.100.1' });
      latencies.push(performance.now() - t0);
      expect(res.statusCode).toBe(200);
    });
    const answers = await Promise.all(flood);
    await Promise.all(probes);

    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited.length).toBe(100 - max);
    expect(limited[0]!.json()).toEqual({
      errors: [
        { code: 'too_many_requests', message: 'Too many requests, please try again later.' },
      ],
    });
    expect(limited[0]!.headers['retry-after']).toBeDefined();
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(max);

    // Another client is not limited by the first one's flood.
    const other = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '198.51.100.2',
      payload: { phone: '+8801790000999', password: 'wrong-guess' },
    });
    expect(other.statusCode).toBe(401);

    latencies.sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)]!;
    const worst = latencies[latencies.length - 1]!;
    console.log(
      `config during a 100-login flood: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`,
    );
    expect(worst).toBeLessThan(1500);
    // The counters live in the database (shared by every instance).
    const rows = await db.selectFrom('rate_limits').selectAll().execute();
    expect(rows.find((r) => r.key.startsWith('203.0.113.7'))?.hits).toBe(100);
  });
});
