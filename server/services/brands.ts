import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { serializeBrand } from './catalogue';

/** Brands of a module (Shop in the demo), each with its number of active items in the zones. */
export async function listBrands(db: Db, zoneIds: number[], moduleId: number) {
  const brands = await db
    .selectFrom('brands')
    .selectAll()
    .where('status', '=', 1)
    .where('module_id', '=', moduleId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  if (brands.length === 0) return [];
  const counts = await db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .select(['items.brand_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('items.status', '=', 1)
    .where('stores.status', '=', 1)
    .where('stores.zone_id', 'in', zoneIds)
    .where(
      'items.brand_id',
      'in',
      brands.map((b) => b.id),
    )
    .groupBy('items.brand_id')
    .execute();
  const byBrand = new Map(counts.map((c) => [c.brand_id, Number(c.n)]));
  return brands.map((b) => serializeBrand(b, { itemsCount: byBrand.get(b.id) ?? 0 }));
}

export async function requireBrand(db: Db, id: number, moduleId: number) {
  const brand = await db
    .selectFrom('brands')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!brand || brand.module_id !== moduleId) throw notFound('brand', 'Brand not found');
  return brand;
}
