// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';
import { readSetting } from '../../server/services/config';
import { keptConfig } from '../../server/services/kept-config';
import { requireModule } from '../../server/services/modules';
import { readOrderSettings } from '../../server/services/order-place/settings';
import { activeZones, pivotFor } from '../../server/services/zones';
import { freshDb } from './test-db';

/**
 * Settings, modules, zones and module charges kept per version (services/kept-config.ts,
 * migration 0014): read once while nothing changes, and every write, by anyone, seen by the
 * next use.
 */

let db: Db;
beforeAll(async () => {
  db = await freshDb();
  await seedIfEmpty(db);
});
afterAll(async () => db.destroy());

describe('the kept settings', () => {
  it('are read once while nothing is written, and again after any write', async () => {
    const first = await keptConfig(db);
    expect(await keptConfig(db)).toBe(first);
    expect(await readSetting(db, 'timezone', 'x')).toBe('Asia/Dhaka');

    await db
      .updateTable('business_settings')
      .set({ value: JSON.stringify('Asia/Tokyo') })
      .where('key', '=', 'timezone')
      .execute();
    expect(await keptConfig(db)).not.toBe(first);
    expect(await readSetting(db, 'timezone', 'x')).toBe('Asia/Tokyo');
    await db
      .updateTable('business_settings')
      .set({ value: JSON.stringify('Asia/Dhaka') })
      .where('key', '=', 'timezone')
      .execute();
    expect(await readSetting(db, 'timezone', 'x')).toBe('Asia/Dhaka');
  });

  it('a setting that is not JSON, or absent, answers the fallback; objects are copies', async () => {
    await db.insertInto('business_settings').values({ key: 'kept_test', value: '{oops' }).execute();
    expect(await readSetting(db, 'kept_test', 7)).toBe(7);
    expect(await readSetting(db, 'no_such_setting', 'none')).toBe('none');
    await db
      .updateTable('business_settings')
      .set({ value: JSON.stringify({ a: [1] }) })
      .where('key', '=', 'kept_test')
      .execute();
    const v = await readSetting<{ a: number[] }>(db, 'kept_test', { a: [] });
    v.a.push(2);
    expect(await readSetting(db, 'kept_test', { a: [] })).toEqual({ a: [1] });
    await db.deleteFrom('business_settings').where('key', '=', 'kept_test').execute();
    expect(await readSetting(db, 'kept_test', 'gone')).toBe('gone');
  });

  it('order settings follow a settings write', async () => {
    const before = await readOrderSettings(db);
    expect(await readOrderSettings(db)).toBe(before);
    const was = before.guestCheckout;
    await db
      .updateTable('business_settings')
      .set({ value: JSON.stringify(was ? 0 : 1) })
      .where('key', '=', 'guest_checkout_status')
      .execute();
    expect((await readOrderSettings(db)).guestCheckout).toBe(!was);
    await db
      .updateTable('business_settings')
      .set({ value: JSON.stringify(was ? 1 : 0) })
      .where('key', '=', 'guest_checkout_status')
      .execute();
    expect((await readOrderSettings(db)).guestCheckout).toBe(was);
  });

  it('a module switched off, a zone switched off, a charge changed', async () => {
    const module = await requireModule(db, 1);
    await db.updateTable('modules').set({ status: 0 }).where('id', '=', 1).execute();
    await expect(requireModule(db, 1)).rejects.toMatchObject({ code: 'moduleId' });
    await db.updateTable('modules').set({ status: 1 }).where('id', '=', 1).execute();
    expect(await requireModule(db, 1)).toEqual(module);

    const zones = await activeZones(db);
    const zone = zones[0]!;
    await db.updateTable('zones').set({ status: 0 }).where('id', '=', zone.id).execute();
    expect((await activeZones(db)).map((z) => z.id)).not.toContain(zone.id);
    await db.updateTable('zones').set({ status: 1 }).where('id', '=', zone.id).execute();
    expect(await activeZones(db)).toEqual(zones);

    const served = await pivotFor(db, [zone], module.id);
    expect(served).toBeDefined();
    await db
      .updateTable('module_zone')
      .set({ per_km_shipping_charge: 123 })
      .where('module_id', '=', module.id)
      .where('zone_id', '=', zone.id)
      .execute();
    expect((await pivotFor(db, [zone], module.id))?.pivot.per_km_shipping_charge).toBe(123);
    await db
      .updateTable('module_zone')
      .set({ per_km_shipping_charge: served!.pivot.per_km_shipping_charge })
      .where('module_id', '=', module.id)
      .where('zone_id', '=', zone.id)
      .execute();
  });
});

describe('another process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kept-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a write through another connection to the same file is seen by the next use', async () => {
    if (process.env.TEST_PG_URL) return; // one SQLite file; PostgreSQL: test:postgres' instances
    const file = join(dir, 'storefront.sqlite');
    const one = createDb(file);
    const other = createDb(file);
    try {
      await migrateToLatest(one);
      await seedIfEmpty(one);
      expect(await readSetting(one, 'timezone', 'x')).toBe('Asia/Dhaka');
      await other
        .updateTable('business_settings')
        .set({ value: JSON.stringify('Europe/Paris') })
        .where('key', '=', 'timezone')
        .execute();
      expect(await readSetting(one, 'timezone', 'x')).toBe('Europe/Paris');
    } finally {
      await one.destroy();
      await other.destroy();
    }
  });
});
