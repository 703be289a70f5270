/**
 * `tsx bench/cpu-per-request.ts [kind…]`: the CPU one request of each varied kind costs in
 * process (the bench's provider app through `app.inject`, one request at a time, no network),
 * on a copy of a seeded large world: ROUNDS rounds (7) of REQUESTS requests (400) each, the best
 * and the median round (the first rounds warm the code up; a busy machine slows some).
 * A quiet measure of the code's own cost, beside the load rows that the machine moves.
 *
 * kind: a varied kind (`itemSearch`, `storeList`, `itemDetails`, `storeDetails`,
 * `customerMix`) or `place` (order placements, each a new guest with one item in its cart).
 * Env: PROFILE_WORLD (a seeded large world's storefront.sqlite, copied), REQUESTS, ROUNDS.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findJourneyWorld } from '../e2e/fixtures/world';
import { benchOrder } from './lib/load';
import { buildBenchProvider } from './lib/provider-app';
import { variedRequests, sampleWorld, type VariedKind } from './lib/varied';

const project = resolve(import.meta.dirname, '..');
const world = process.env.PROFILE_WORLD;
if (!world) throw new Error('PROFILE_WORLD: a seeded large world (storefront.sqlite)');
const kinds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['itemSearch'];
const requests = Number(process.env.REQUESTS ?? 400);
const ROUNDS = Number(process.env.ROUNDS ?? 7);

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-cpu-'));
copyFileSync(world, join(dataDir, 'storefront.sqlite'));
const { app, db } = await buildBenchProvider({ root: project, dataDir });
await app.listen({ port: Number(process.env.BENCH_PORT ?? 4360), host: '127.0.0.1' });
const base = `http://127.0.0.1:${Number(process.env.BENCH_PORT ?? 4360)}`;
const { request: playwrightRequest } = await import('@playwright/test');
const api = await playwrightRequest.newContext({ baseURL: base });
const journey = await findJourneyWorld(api);
await api.dispose();
const sample = await sampleWorld(base, journey.zoneIds);
const location = { latitude: '23.7806', longitude: '90.4163' };

async function guestWithCart(): Promise<number> {
  const headers = {
    zoneId: JSON.stringify(journey.zoneIds),
    moduleId: String(journey.module.id),
    'content-type': 'application/json',
  };
  const guest = await app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' });
  const id = Number((guest.json() as { guest_id: number }).guest_id);
  await app.inject({
    method: 'POST',
    url: '/api/v1/customer/cart/add',
    headers,
    payload: { guest_id: id, item_id: journey.first.item.id, quantity: 1 },
  });
  return id;
}

for (const kind of kinds) {
  const rounds: number[] = [];
  let bytes = 0;
  const next = kind === 'place' ? undefined : variedRequests(kind as VariedKind, sample, location);
  for (let round = 0; round < ROUNDS; round++) {
    const guests =
      kind === 'place' ? await Promise.all(Array.from({ length: requests }, guestWithCart)) : [];
    let cpu = 0;
    for (let i = 0; i < requests; i++) {
      const inject =
        next !== undefined
          ? (() => {
              const r = next();
              return { method: 'GET' as const, url: r.path, headers: r.headers };
            })()
          : {
              method: 'POST' as const,
              url: '/api/v1/customer/order/place',
              headers: {
                zoneId: JSON.stringify(journey.zoneIds),
                moduleId: String(journey.module.id),
                'content-type': 'application/json',
              },
              payload: {
                guest_id: guests[i],
                ...benchOrder(journey.first.item.store_id),
              },
            };
      const before = process.cpuUsage();
      const res = await app.inject(inject);
      const used = process.cpuUsage(before);
      cpu += used.user + used.system;
      if (res.statusCode !== 200) throw new Error(`${inject.url}: ${res.statusCode} ${res.body}`);
      bytes += res.rawPayload.length;
    }
    rounds.push(cpu / requests / 1000);
  }
  rounds.sort((a, b) => a - b);
  console.log(
    `${kind}: ${rounds[0]!.toFixed(3)} ms CPU per request at best, ${rounds[rounds.length >> 1]!.toFixed(3)} the median ` +
      `(rounds ${rounds.map((r) => r.toFixed(3)).join(', ')}), ${Math.round(bytes / (ROUNDS * requests))} bytes`,
  );
}
await app.close();
await db.destroy();
rmSync(dataDir, { recursive: true, force: true });
