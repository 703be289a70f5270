// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { createPostgresDb } from '../../server/db/postgres';
import { bearer, login } from './account-helpers';
import { call, makeWorld, type Json } from './helpers';
import { fillCart, orderBody, placeOrder, setupShop, signedIn, type Who } from './order-helpers';
import { createDatabase } from './test-db';
import { readFixture } from './upgrade/fixture';
import { loadFixture } from './upgrade/load';
import { startTogether } from './upgrade/start-together';
import { schemaOf, sumsOf, sumsOfFixture } from './upgrade/sums';

/**
 * Upgrades keep data (issue 43, part 4). The previous release's database
 * (tests/fixtures/previous-release.json.gz: its demo seed, customers, carts, orders in every
 * status, wallet entries, reviews and chats, made by scripts/upgrade-fixture.ts from that
 * release's own code) is loaded into a new database and migrated by this code: every row of
 * every table stays, value for value (columns a migration added aside); a migration that fails
 * leaves the database as it was; instances starting together migrate it once. SQLite by default;
 * with TEST_PG_URL (`npm run test:postgres`) PostgreSQL.
 */

const adminUrl = process.env.TEST_PG_URL;
const fixture = readFixture();
const release = sumsOfFixture(fixture);
const pending = Object.keys(migrations).slice(fixture.migrations.length);

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A new, empty database: the environment that names it to another process, and its opener. */
async function emptyDatabase(): Promise<{ env: Record<string, string>; open(): Db }> {
  if (adminUrl) {
    const url = await createDatabase(adminUrl);
    return {
      env: { DATABASE_URL: url, PG_POOL_MAX: '2' },
      open: () => createPostgresDb(url, { max: 4 }),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'storefront-upgrade-'));
  dirs.push(dir);
  return {
    env: { DATABASE_URL: '', DATA_DIR: dir },
    open: () => createDb(join(dir, 'storefront.sqlite')),
  };
}

/** Changes schema and rows, then fails: none of it, nor the migrations before it, may stay. */
const failing: Migration = {
  async up(db) {
    await sql`create table upgrade_probe (id integer primary key)`.execute(db);
    await sql`alter table users add column probe text`.execute(db);
    await sql`update users set f_name = 'changed', wallet_balance = 0`.execute(db);
    await sql`delete from carts`.execute(db);
    throw new Error('this migration fails on purpose');
  },
};

const ordersOf = (userId: number) => {
  const t = fixture.tables.find((x) => x.name === 'orders')!;
  const [id, user, status] = ['id', 'user_id', 'order_status'].map((c) => t.columns.indexOf(c));
  return t.rows
    .filter((r) => r[user!] === userId)
    .map((r) => ({ id: r[id!] as number, status: r[status!] as string }));
};

// Its tests run in turn on one database: loaded, a migration failed, migrated, served.
describe(`the previous release's database (${fixture.release.commit.slice(0, 7)}, ${fixture.migrations.at(-1)}) under this code`, () => {
  let db: Db;
  let closed = false;
  beforeAll(async () => {
    db = (await emptyDatabase()).open();
    await loadFixture(db, fixture);
  });
  afterAll(async () => {
    if (!closed) await db.destroy();
  });

  it('loads as the release left it: every table, row for row', async () => {
    const tables = fixture.tables.map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'orders', 'wallet_transactions']));
    expect(await sumsOf(db, fixture.tables)).toEqual(release);
  });

  it('a migration that fails leaves its schema and rows as they were', async () => {
    const schema = await schemaOf(db);
    await expect(
      migrateToLatest(db, { ...migrations, '9999_test_fails': failing }),
    ).rejects.toThrow(/Database migration failed: this migration fails on purpose/);
    expect(await schemaOf(db)).toEqual(schema);
    expect(await sumsOf(db, fixture.tables)).toEqual(release);
  });

  it(`runs ${pending.join(', ') || 'no migration'} and keeps every row and value`, async () => {
    expect(await migrateToLatest(db)).toEqual(pending);
    expect(await sumsOf(db, fixture.tables)).toEqual(release);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it("starts the provider on it: a customer's orders and wallet over HTTP, new rows after the old", async () => {
    const w = await makeWorld({}, db);
    closed = true;
    try {
      const session = await login(w.app, fixture.signIn);
      expect(session.status).toBe(200);
      const token = session.body.token as string;
      const me = (await call(w.app, 'GET', '/api/v1/customer/info', { headers: bearer(token) }))
        .body;
      const get = async (path: string) => {
        const res = await call(w.app, 'GET', `/api/v1/${path}`, { headers: bearer(token) });
        expect(res.status, path).toBe(200);
        return res.body;
      };
      const listed = [
        ...(await get('customer/order/list?limit=50&offset=1')).orders,
        ...(await get('customer/order/running-orders?limit=50&offset=1')).orders,
      ].map((o: Json) => ({ id: o.id, status: o.order_status }));
      const theirs = ordersOf(me.id as number);
      expect(theirs.length).toBeGreaterThan(3);
      expect(listed.sort((a, b) => a.id - b.id)).toEqual(theirs);
      const wallet = await get('customer/wallet/transactions?limit=50&offset=1');
      const entries = fixture.tables.find((t) => t.name === 'wallet_transactions')!;
      const userCol = entries.columns.indexOf('user_id');
      expect(wallet.total_size).toBe(entries.rows.filter((r) => r[userCol] === me.id).length);

      // A new customer and a new order take ids after the release's.
      const maxId = (name: string) =>
        Math.max(...fixture.tables.find((t) => t.name === name)!.rows.map((r) => r[0] as number));
      const shop = await setupShop(w);
      const who: Who = await signedIn(w);
      const newcomer = await call(w.app, 'GET', '/api/v1/customer/info', { headers: who.h() });
      expect(newcomer.body.id).toBe(maxId('users') + 1);
      await fillCart(w, who, shop);
      const placed = await placeOrder(w, who, orderBody(who, shop));
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body.order_id).toBe(maxId('orders') + 1);
    } finally {
      await w.close();
    }
  });
});

describe('instances starting together on it', () => {
  it('migrate it once between them, and keep every row', async () => {
    const { env, open } = await emptyDatabase();
    const db = open();
    try {
      await loadFixture(db, fixture);
    } finally {
      await db.destroy();
    }
    const done = await startTogether(env, 2);
    // One ran every pending migration and the probe (start-child.ts), the other none.
    const ran = done.map((d) => d.migrated).sort((a, b) => b.length - a.length);
    expect(ran).toEqual([[...pending, '9999_test_probe'], []]);
    expect(done.map((d) => d.seeded)).toEqual([false, false]);

    const after = open();
    try {
      const names = await sql<{ name: string }>`select name from kysely_migration`.execute(after);
      expect(names.rows.map((r) => r.name).sort()).toEqual([
        ...Object.keys(migrations),
        '9999_test_probe',
      ]);
      expect(await sumsOf(after, fixture.tables)).toEqual(release);
    } finally {
      await after.destroy();
    }
  });

  // On PostgreSQL `npm run test:postgres` starts two whole instances on an empty database.
  it.skipIf(adminUrl)('on an empty database: migrate and seed it once between them', async () => {
    const { env } = await emptyDatabase();
    const done = await startTogether(env, 2);
    const ran = done.map((d) => d.migrated).sort((a, b) => b.length - a.length);
    expect(ran).toEqual([[...Object.keys(migrations), '9999_test_probe'], []]);
    expect(done.map((d) => d.seeded).sort()).toEqual([false, true]);
  });
});
