// @vitest-environment node
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildBenchProvider } from '../../bench/lib/provider-app';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rate-limits';

/**
 * The bench's provider (`bench/lib/provider-app.ts`) asks for thousands of guest ids from one
 * address; the production limits stay as they are for every other way of starting the provider.
 */

let bench: Awaited<ReturnType<typeof buildBenchProvider>>;
let db: Db;

beforeAll(async () => {
  bench = await buildBenchProvider({
    root: resolve(import.meta.dirname, '../..'),
    dataDir: ':memory:',
  });
  db = bench.db;
});

afterAll(async () => {
  await bench.app.close();
  await db.destroy();
});

it('lifts the guest-id limit for the bench provider only', async () => {
  const production = await buildApp({ db });
  try {
    const guestIds = (app: typeof production, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/guest/request', remoteAddress });
    const asked = DEFAULT_RATE_LIMITS.guest.max + 5;
    const benchAnswers: number[] = [];
    const productionAnswers: number[] = [];
    for (let i = 0; i < asked; i++) {
      benchAnswers.push((await guestIds(bench.app, '203.0.113.20')).statusCode);
      productionAnswers.push((await guestIds(production, '203.0.113.21')).statusCode);
    }
    expect(benchAnswers.every((s) => s === 200)).toBe(true);
    expect(productionAnswers.filter((s) => s === 429)).toHaveLength(5);
  } finally {
    await production.close();
  }
});
