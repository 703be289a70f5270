// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';
import { OPS_TOKEN_HEADER } from '../../server/http/internal-headers';
import { browserClient, eventSource, type Answer } from './browser-client';
import { GULSHAN_1, MODULE, headers, type Json, type TestWorld } from './helpers';
import { setupShop, type Shop } from './order-helpers';

/**
 * A rolling restart under load (issue 43, part 3): `npm start` with WORKERS=2 on a temporary
 * SQLite file gets SIGHUP while customers load pages, search, read stores and place orders
 * (each with its Idempotency-Key) and one customer follows an order on both event streams.
 * Every worker is replaced; no request fails (no 5xx, no network error beyond the one a browser
 * resends by itself: browser-client.ts), every placement is answered and is in the database
 * once, and the streams reconnect and miss none of the order's status pushes.
 */

const PORT = 4431;
const STEP_MS = 1_500;
const BASE = `http://127.0.0.1:${PORT}`;
const OPS_TOKEN = 'rolling-restart-test-operator';
const LOOPS = 4;
const CONTACT = '+8801711111111';

let dir: string;
let provider: ChildProcess;
let log = '';
let shop: Shop;

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${ms} ms\n${log}`);
}

/** The pids of the provider's workers (Linux: the primary's children running main.ts). */
function workerPids(): number[] {
  try {
    return readFileSync(`/proc/${provider.pid}/task/${provider.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/main.ts');
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

const placement = (guestId: number) => ({
  guest_id: guestId,
  store_id: shop.store.id,
  order_amount: 1,
  payment_method: 'cash_on_delivery',
  order_type: 'delivery',
  contact_person_name: 'Nusrat Jahan',
  contact_person_number: CONTACT,
  address: 'House 7, Road 12, Gulshan 1',
  latitude: String(GULSHAN_1.lat),
  longitude: String(GULSHAN_1.lng),
  address_type: 'home',
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-restart-'));
  const db: Db = createDb(join(dir, 'storefront.sqlite'));
  await migrateToLatest(db);
  await seedIfEmpty(db);
  shop = await setupShop({ db } as TestWorld);
  await db.updateTable('items').set({ stock: 100_000 }).where('id', '=', shop.a.id).execute();
  await db.destroy();
  // A built SPA of one page: page routes answer it (the static SPA, as without SSR).
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>Storefront</title>');

  provider = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      WORKERS: '2',
      SIM_STEP_MS: String(STEP_MS),
      STATIC_DIR: join(dir, 'dist'),
      OPS_TOKEN,
      SSR: '0',
      // the primary's restart lines only, not one per request
      LOG_LEVEL: 'warn',
      FLOWS_DATA_DIR: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const out of [provider.stdout, provider.stderr])
    out?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await until('the provider starts', 20_000, async () =>
    provider.exitCode !== null
      ? Promise.reject(new Error(`provider exited:\n${log}`))
      : log.includes('Storefront running at')
        ? true
        : undefined,
  );
}, 30_000);

afterAll(async () => {
  if (provider && provider.exitCode === null && provider.signalCode === null) {
    const exited = new Promise<void>((resolve) => provider.once('exit', () => resolve()));
    provider.kill('SIGTERM');
    const kill = setTimeout(() => provider.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(kill);
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 15_000);

describe('SIGHUP to the primary under load', () => {
  it('replaces every worker without failing a request, losing or doubling an order, or losing a status push', async () => {
    const client = browserClient();
    const h = headers({ module: MODULE.grocery });
    const ops = { [OPS_TOKEN_HEADER]: OPS_TOKEN };
    const api = (path: string) => `${BASE}/api/v1/${path}`;

    let sent = 0;
    const failures: string[] = [];
    /** One request of the load: counted, and a failure noted (5xx or no answer). */
    const ask = async (
      method: string,
      url: string,
      opts: { headers?: Record<string, string>; body?: unknown } = {},
    ) => {
      sent++;
      try {
        const res = await client.send(method, url, {
          headers: { ...h, ...ops, ...opts.headers },
          body: opts.body,
        });
        if (res.status >= 500)
          failures.push(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
        return res;
      } catch (err) {
        failures.push(`${method} ${url}: ${(err as Error).message}`);
        return undefined;
      }
    };
    const guest = async () => {
      const res = await ask('POST', api('auth/guest/request'));
      const id = (res?.body as Json)?.guest_id as number | undefined;
      if (!id) throw new Error(`no guest id: ${JSON.stringify(res?.body)}`);
      return id;
    };

    // The followed customer: both streams open before its order is placed.
    const follower = await guest();
    const notices = eventSource(api(`customer/notifications/stream?guest_id=${follower}`), {
      ...h,
      ...ops,
    });
    // open: it starts after the latest push, so the order's first one reaches it
    await until('the notification stream is open', 5_000, async () =>
      notices.opened > 0 ? true : undefined,
    );
    await ask('POST', api('customer/cart/add'), {
      body: { guest_id: follower, item_id: shop.a.id, quantity: 1 },
    });
    const tracked = await ask('POST', api('customer/order/place'), {
      headers: { 'Idempotency-Key': `followed-${follower}` },
      body: placement(follower),
    });
    expect(tracked?.status, JSON.stringify(tracked?.body)).toBe(200);
    const orderId = (tracked!.body as Json).order_id as number;
    const trackQuery = `order_id=${orderId}&guest_id=${follower}&contact_number=${encodeURIComponent(CONTACT)}`;
    const orderStream = eventSource(api(`customer/order/track/stream?${trackQuery}`), {
      ...h,
      ...ops,
    });

    // The load: each loop a guest that loads a page, searches, reads a store and places orders.
    const placed: { guestId: number; key: string; answer: Answer | undefined }[] = [];
    let loading = true;
    const loop = async (n: number) => {
      const guestId = await guest();
      for (let i = 0; loading; i++) {
        await ask('GET', `${BASE}/${i % 2 ? '' : `store/${shop.store.id}`}`, {
          headers: { accept: 'text/html' },
        });
        await ask(
          'GET',
          api(`items/search?name=${encodeURIComponent(shop.a.name.split(' ')[0]!)}`),
        );
        await ask('GET', api(`stores/details/${shop.store.id}`));
        if (i % 2 === 0) {
          const key = `load-${n}-${i}`;
          await ask('POST', api('customer/cart/add'), {
            body: { guest_id: guestId, item_id: shop.a.id, quantity: 1 },
          });
          const answer = await ask('POST', api('customer/order/place'), {
            headers: { 'Idempotency-Key': key },
            body: placement(guestId),
          });
          placed.push({ guestId, key, answer });
        }
      }
    };

    const before = workerPids();
    expect(before).toHaveLength(2);
    const loops = Array.from({ length: LOOPS }, (_, n) => loop(n));
    await new Promise((r) => setTimeout(r, 1_000));
    const sentBefore = sent;
    const hup = Date.now();
    provider.kill('SIGHUP');
    await until('the rolling restart is done', 45_000, async () =>
      log.includes('Rolling restart done') ? true : undefined,
    );
    const restartMs = Date.now() - hup;
    // a little more load on the new workers
    await new Promise((r) => setTimeout(r, 1_500));
    loading = false;
    await Promise.all(loops);
    const after = workerPids();

    // The followed order reaches delivered; both streams hear the end of it.
    const track = api(`customer/order/track?${trackQuery}`);
    await until('the followed order is delivered', 20_000, async () =>
      ((await client.send('GET', track, { headers: h })).body as Json)?.order_status === 'delivered'
        ? true
        : undefined,
    );
    const list = await client.send('GET', api(`customer/notifications?guest_id=${follower}`), {
      headers: h,
    });
    const pushes = (list.body as Json[]).filter((p) => p.order_id === orderId);
    const pushIds = pushes.map((p) => Number(p.id)).sort((a, b) => a - b);
    const heard = () =>
      notices.events.map((e) => JSON.parse(e.data) as Json).filter((p) => p.order_id === orderId);
    await until('the notification stream has every push of the order', 10_000, async () =>
      heard().length >= pushIds.length ? true : undefined,
    );
    const statuses = () => orderStream.events.map((e) => (JSON.parse(e.data) as Json).order_status);
    await until('the order stream shows it delivered', 10_000, async () =>
      statuses().at(-1) === 'delivered' ? true : undefined,
    );
    notices.close();
    orderStream.close();
    client.close();

    const stepLines = log.split('\n').filter((l) => l.startsWith('Rolling restart'));
    console.log(
      [
        `rolling restart of 2 workers under load: ${restartMs} ms from SIGHUP to done`,
        `requests ${sent} (${sentBefore} before SIGHUP), failed ${failures.length}, resent by the client after a closed keep-alive connection ${client.resent}`,
        `placements ${placed.length}, answered 200 ${placed.filter((p) => p.answer?.status === 200).length}`,
        `notification stream: ${notices.reconnects} reconnections, ${heard().length}/${pushIds.length} pushes of the followed order; order stream: ${orderStream.reconnects} reconnections, statuses ${[...new Set(statuses())].join(' → ')}`,
        ...stepLines,
      ].join('\n'),
    );

    // No request failed.
    expect(failures).toEqual([]);
    // Every worker was replaced, one at a time, and two serve.
    expect(stepLines.filter((l) => l.includes('is ready.'))).toHaveLength(2);
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    expect(log).not.toMatch(/starting another|took too long|SIGKILL/);

    // Every placement answered, and in the database once: the orders of the load's guests are
    // exactly the ones answered.
    expect(placed.length).toBeGreaterThan(10);
    for (const p of placed) expect(p.answer?.status, JSON.stringify(p.answer?.body)).toBe(200);
    const db: Db = createDb(join(dir, 'storefront.sqlite'));
    try {
      const orders = await db
        .selectFrom('orders')
        .select(['id'])
        .where('guest_id', 'in', [...new Set(placed.map((p) => p.guestId))])
        .execute();
      const answered = placed.map((p) => (p.answer!.body as Json).order_id as number);
      expect(new Set(answered).size).toBe(answered.length);
      expect(orders.map((o) => o.id).sort((a, b) => a - b)).toEqual(answered.sort((a, b) => a - b));
    } finally {
      await db.destroy();
    }

    // The streams were ended by their leaving workers and came back without an error.
    expect(notices.failures).toEqual([]);
    expect(orderStream.failures).toEqual([]);
    expect(notices.reconnects).toBeGreaterThanOrEqual(1);
    expect(orderStream.reconnects).toBeGreaterThanOrEqual(1);
    // Every status push of the order, once, though it moved during the restart.
    const heardIds = heard().map((p) => Number(p.id));
    expect(heardIds.sort((a, b) => a - b)).toEqual(pushIds);
    expect(pushIds.length).toBeGreaterThanOrEqual(5);
    // The order stream's statuses went forward only, to delivered.
    const flow = ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'];
    const seen = statuses().map((s) => flow.indexOf(String(s)));
    expect(seen.every((i, k) => i >= 0 && (k === 0 || i >= seen[k - 1]!))).toBe(true);
  }, 90_000);
});
