import type { Db } from '../db/client';
import { DEFAULT_SEED, generateDemoWorld, type DemoWorld } from './demo';

/** Seed profiles: each builds a world from a seed. Issue 3 adds richer ones. */
export const PROFILES = {
  demo: generateDemoWorld,
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

/** Inserts a world into an empty database, in one transaction. */
export async function insertWorld(db: Db, world: DemoWorld): Promise<void> {
  await db.transaction().execute(async (trx) => {
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

    for (const s of world.stores) {
      const moduleId = idOf(moduleIds, s.moduleType);
      const { id: storeId } = await trx
        .insertInto('stores')
        .values({ ...s.row, zone_id: idOf(zoneIds, s.zoneKey), module_id: moduleId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const addOnIds: number[] = [];
      for (const a of s.addOns) {
        const { id } = await trx
          .insertInto('add_ons')
          .values({ store_id: storeId, name: a.name, price: a.price, status: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        addOnIds.push(id);
      }
      if (s.items.length > 0) {
        await trx
          .insertInto('items')
          .values(
            s.items.map((it) => ({
              ...it.row,
              store_id: storeId,
              module_id: moduleId,
              add_on_ids: JSON.stringify(
                it.addOnIndexes.map((i) => addOnIds[i]).filter((x) => x !== undefined),
              ),
            })),
          )
          .execute();
      }
    }

    for (const d of world.deliveryMen) {
      await trx
        .insertInto('delivery_men')
        .values({ ...d.row, zone_id: idOf(zoneIds, d.zoneKey) })
        .execute();
    }
    if (world.places.length > 0) {
      await trx.insertInto('places').values(world.places).execute();
    }
  });
}

export interface SeedOptions {
  profile?: ProfileName;
  seed?: number;
}

/** Seeds the chosen profile when the database holds no world yet. Returns true if it seeded. */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const world = PROFILES[opts.profile ?? 'demo'](opts.seed ?? DEFAULT_SEED);
  await insertWorld(db, world);
  return true;
}
