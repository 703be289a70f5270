import { sql } from 'kysely';
import type { Db } from '../db/client';
import { insertDemoCustomers } from './customers';
import { DEFAULT_SEED, generateDemoWorld, type DemoWorld } from './demo';
import { insertPromotions, insertStores, insertTaxonomy } from './insert-catalogue';
import { generateLargeWorld } from './large';

/** Seed profiles: each builds a world from a seed. Issue 3 adds richer ones. */
export const PROFILES = {
  demo: generateDemoWorld,
  /** 2,000 stores and 100,000 items (bench/search.bench.ts) */
  large: generateLargeWorld,
} satisfies Record<string, (seed?: number) => DemoWorld>;

export type ProfileName = keyof typeof PROFILES;

export function isProfileName(name: string): name is ProfileName {
  return Object.prototype.hasOwnProperty.call(PROFILES, name);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('modules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/**
 * Inserts a world into an empty database, in one transaction; with `onlyIfEmpty`, nothing when
 * the database holds a world by then (another instance starting beside this one seeded it: on
 * SQLite the transaction holds the write lock from its start). True when it inserted.
 */
export async function insertWorld(
  db: Db,
  world: DemoWorld,
  opts: { onlyIfEmpty?: boolean } = {},
): Promise<boolean> {
  const inserted = await db.transaction().execute(async (trx) => {
    if (opts.onlyIfEmpty && !(await isEmpty(trx))) return false;
    for (const [key, value] of Object.entries(world.settings)) {
      await trx
        .insertInto('business_settings')
        .values({ key, value: JSON.stringify(value) })
        .execute();
    }

    const zoneIds = new Map<string, number>();
    for (const z of world.zones) {
      const { id } = await trx
        .insertInto('zones')
        .values(z.row)
        .returning('id')
        .executeTakeFirstOrThrow();
      zoneIds.set(z.key, id);
    }
    const moduleIds = new Map<string, number>();
    for (const m of world.modules) {
      const { id } = await trx
        .insertInto('modules')
        .values(m.row)
        .returning('id')
        .executeTakeFirstOrThrow();
      moduleIds.set(m.type, id);
    }
    const idOf = (map: Map<string, number>, key: string) => {
      const id = map.get(key);
      if (id === undefined) throw new Error(`seed: unknown reference ${key}`);
      return id;
    };

    for (const p of world.pivots) {
      await trx
        .insertInto('module_zone')
        .values({
          module_id: idOf(moduleIds, p.moduleType),
          zone_id: idOf(zoneIds, p.zoneKey),
          per_km_shipping_charge: p.per_km_shipping_charge,
          minimum_shipping_charge: p.minimum_shipping_charge,
          maximum_shipping_charge: p.maximum_shipping_charge,
          maximum_cod_order_amount: p.maximum_cod_order_amount,
        })
        .execute();
    }

    const refs = {
      zoneId: (key: string) => idOf(zoneIds, key),
      moduleId: (type: string) => idOf(moduleIds, type),
    };
    const taxonomy = await insertTaxonomy(trx, refs);
    const storeIds = await insertStores(trx, world.stores, refs, taxonomy);

    for (const d of world.deliveryMen) {
      await trx
        .insertInto('delivery_men')
        .values({ ...d.row, zone_id: idOf(zoneIds, d.zoneKey) })
        .execute();
    }
    if (world.places.length > 0) {
      await trx.insertInto('places').values(world.places).execute();
    }
    // Demo customers with known credentials (server/seed/customers.ts).
    await insertDemoCustomers(trx);
    await insertPromotions(trx, world, refs, taxonomy, storeIds);
    return true;
  });
  // Planner statistics for the rows just written: with them a search drives from the name index
  // (a few hundred matches) instead of scanning a module's items. Both engines have ANALYZE.
  if (inserted) await sql`analyze`.execute(db);
  return inserted;
}

export interface SeedOptions {
  profile?: ProfileName;
  seed?: number;
}

/** Seeds the chosen profile when the database holds no world yet. Returns true if it seeded. */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const world = PROFILES[opts.profile ?? 'demo'](opts.seed ?? DEFAULT_SEED);
  return insertWorld(db, world, { onlyIfEmpty: true });
}
