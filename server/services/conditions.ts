import type { Db } from '../db/client';
import type { ParcelCategoryRow } from '../db/schema';
import { notFound } from '../http/errors';
import { imageUrl } from './images';

/** Pharmacy common conditions, and the parcel categories of the parcel module. */

export async function listConditions(db: Db) {
  const rows = await db
    .selectFrom('common_conditions')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('name')
    .execute();
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    status: c.status,
    created_at: c.created_at,
  }));
}

export async function requireCondition(db: Db, idOrSlug: string) {
  const q = db.selectFrom('common_conditions').selectAll().where('status', '=', 1);
  const row = /^\d+$/.test(idOrSlug)
    ? await q.where('id', '=', Number(idOrSlug)).executeTakeFirst()
    : await q.where('slug', '=', idOrSlug).executeTakeFirst();
  if (!row) throw notFound('condition', 'Condition not found');
  return row;
}

function serializeParcelCategory(p: ParcelCategoryRow) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    image: p.image,
    image_full_url: imageUrl('parcel-category', p.image),
    module_id: p.module_id,
    parcel_per_km_shipping_charge: p.parcel_per_km_shipping_charge,
    parcel_minimum_shipping_charge: p.parcel_minimum_shipping_charge,
    orders_count: p.orders_count,
    status: p.status,
    created_at: p.created_at,
  };
}

/** `GET parcel-category`: a bare array (empty for a module that carries no parcels). */
export async function listParcelCategories(db: Db, moduleId: number) {
  const rows = await db
    .selectFrom('parcel_categories')
    .selectAll()
    .where('status', '=', 1)
    .where('module_id', '=', moduleId)
    .orderBy('id')
    .execute();
  return rows.map(serializeParcelCategory);
}
