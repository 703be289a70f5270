// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { createPostgresDb } from '../../server/db/postgres';
import { headers, makeWorld, MODULE, type Json, type TestWorld } from './helpers';
import { orderBody, setupShop, type Shop, type Who } from './order-helpers';
import { createDatabase } from './test-db';

/**
 * `npm run backup` while the provider takes orders, `npm run restore` into a fresh place and a
 * fresh provider on it (issue 43, part 5): every order answered before the backup began is
 * there, whole. SQLite files by default; with TEST_PG_URL (`npm run test:postgres`) PostgreSQL
 * databases, through pg_dump and pg_restore. The commands are real processes; orders go over HTTP.
 */

const adminUrl = process.env.TEST_PG_URL;
const hasTool = (tool: string) => spawnSync(tool, ['--version']).status === 0;
const runnable = !adminUrl || (hasTool('pg_dump') && hasTool('pg_restore'));

/** Where a database lives, as the commands find it (DATA_DIR or DATABASE_URL). */
interface Place {
  env: Record<string, string>;
  open(): Db;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-backup-'));
  dirs.push(dir);
  return dir;
}

async function newPlace(): Promise<Place> {
  if (adminUrl) {
    const url = await createDatabase(adminUrl);
    return { env: { DATABASE_URL: url }, open: () => createPostgresDb(url, { max: 4 }) };
  }
  const dir = tempDir();
  return {
    env: { DATABASE_URL: '', DATA_DIR: dir },
    open: () => createDb(join(dir, 'storefront.sqlite')),
  };
}

/** `npm run backup|restore -- args` in `place`: its exit code and what it wrote. */
function command(place: Place, ...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', ...args], {
      env: { ...process.env, ...place.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

async function listening(w: TestWorld): Promise<string> {
  await w.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(w.app.server.address() as AddressInfo).port}/api/v1`;
}

async function send(base: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers({ module: MODULE.grocery }), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

interface Placed {
  orderId: number;
  guestId: number;
}

/**
 * Guests ordering one after another over HTTP, `customers` at once, until stopped: a steady
 * stream with a pause between orders, not a flood (the commands need the CPU too).
 */
function orderingLoad(base: string, shop: Shop, customers = 3) {
  const placed: Placed[] = [];
  const failures: string[] = [];
  let running = true;
  const customer = async () => {
    const guestId = (await send(base, 'auth/guest/request', {})).body.guest_id as number;
    const who = { kind: 'guest', guestId } as Who;
    while (running) {
      await send(base, 'customer/cart/add', { guest_id: guestId, item_id: shop.a.id, quantity: 1 });
      const res = await send(base, 'customer/order/place', orderBody(who, shop));
      if (res.status === 200) placed.push({ orderId: res.body.order_id as number, guestId });
      else failures.push(JSON.stringify(res.body));
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const all = Promise.all(Array.from({ length: customers }, customer));
  return {
    placed,
    failures,
    stop: async () => {
      running = false;
      await all;
    },
  };
}

async function until(what: string, ms: number, done: () => boolean) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!runnable)(`backup and restore (${adminUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('restores a backup taken mid-load with every order answered before it began', async () => {
    const source = await newPlace();
    const sourceDb = source.open();
    await migrateToLatest(sourceDb);
    const w = await makeWorld({}, sourceDb);
    let load: ReturnType<typeof orderingLoad> | undefined;
    let before: Placed[] = [];
    const target = await newPlace();
    const backupFile = join(tempDir(), adminUrl ? 'mid-load.dump' : 'mid-load.sqlite');
    try {
      const shop = await setupShop(w);
      load = orderingLoad(await listening(w), shop);
      const placed = load.placed;
      await until('10 orders placed', 20_000, () => placed.length >= 10);

      before = [...placed];
      const backup = await command(source, 'backup', backupFile);
      const during = placed.length - before.length;
      expect(backup.out).toMatch(/^Backed up /);
      expect(backup.code).toBe(0);
      // the backup ran while orders were being placed
      expect(during).toBeGreaterThan(0);

      // a running provider's database is not restored over, even with --force
      const over = await command(source, 'restore', backupFile, '--force');
      expect(over.code).toBe(1);
      expect(over.out).toMatch(/^Restore refused: .*(open in another process|other connection)/);

      await load.stop();
      expect(load.failures).toEqual([]);
    } finally {
      await load?.stop();
      await w.close();
    }

    const restored = await command(target, 'restore', backupFile);
    expect(restored.out).toMatch(/^Restored .* orders\)/);
    expect(restored.code).toBe(0);
    const again = await command(target, 'restore', backupFile);
    expect(again.out).toMatch(/^Restore refused: .*already holds/);
    expect(again.code).toBe(1);

    // A fresh provider on the restored database, as `npm start` opens one.
    const db = target.open();
    await migrateToLatest(db);
    const fresh = await makeWorld({}, db);
    try {
      const base = await listening(fresh);
      const found = await Promise.all(
        before.map(async ({ orderId, guestId }) => {
          const res = await send(
            base,
            `customer/order/details?order_id=${orderId}&guest_id=${guestId}`,
          );
          return {
            orderId,
            status: res.status,
            lines: Array.isArray(res.body) ? res.body.length : 0,
          };
        }),
      );
      expect(found).toEqual(before.map(({ orderId }) => ({ orderId, status: 200, lines: 1 })));
      // no order without its lines: one snapshot, not a copy torn between commits
      const torn = await db
        .selectFrom('orders')
        .select('id')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('order_details')
                .select('order_details.id')
                .whereRef('order_details.order_id', '=', 'orders.id'),
            ),
          ),
        )
        .execute();
      expect(torn).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 90_000);

  it('refuses to back up a place without a storefront database', async () => {
    const empty = await newPlace();
    const res = await command(empty, 'backup', join(tempDir(), 'nothing'));
    expect(res.out).toMatch(/^Backup refused: .*nothing to back up/);
    expect(res.code).toBe(1);
  });
});
