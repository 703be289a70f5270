import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { originsFromEnv } from '../../server/http/cors';
import { freshDb } from './test-db';

const SHOP = 'https://shop.example.com';

let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  db = await freshDb();
  app = await buildApp({ db, corsOrigins: originsFromEnv(` ${SHOP}/ ,https://cdn.example.net`) });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

describe('the SPA on another origin (CORS_ORIGINS)', () => {
  it('lets a listed origin send an order with its headers', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/customer/order/place',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key,moduleid',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers['access-control-allow-headers'])).toContain('idempotency-key');
    const get = await app.inject({ url: '/healthz', headers: { origin: SHOP } });
    expect(get.headers['access-control-allow-origin']).toBe(SHOP);
  });

  it('lets a listed origin open the notification stream (EventSource)', async () => {
    const guest = await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' });
    const guestId = (guest.json() as { guest_id: number }).guest_id;
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    try {
      const res = await fetch(`${base}/api/v1/customer/notifications/stream?guest_id=${guestId}`, {
        headers: { origin: SHOP },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      expect(res.headers.get('access-control-allow-origin')).toBe(SHOP);
    } finally {
      abort.abort();
    }
  });

  it('gives any other origin no permission', async () => {
    const res = await app.inject({ url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is off without origins: same origin only', async () => {
    const plain = await buildApp({ db });
    try {
      const res = await plain.inject({ url: '/healthz', headers: { origin: SHOP } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
