import type { Db } from '../db/client';
import type { AddOnRow, ItemRow, ModuleRow, StoreRow } from '../db/schema';
import { notFound } from '../http/errors';
import { distanceMeters, type LatLng } from './geo';
import { imageUrl } from './images';
import { parseJson, parseNumberArray, round2 } from './json';

/** Stores and items as the contract shows them (6amMart field names; both file names and full URLs). */

export interface FoodVariation {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: { label: string; optionPrice: number }[];
}
export interface ItemVariation {
  type: string;
  price: number;
  stock: number;
}
export interface ChoiceOption {
  name: string;
  title: string;
  options: string[];
}

export const itemVariations = (item: Pick<ItemRow, 'variations'>) =>
  parseJson<ItemVariation[]>(item.variations, []);
export const itemFoodVariations = (item: Pick<ItemRow, 'food_variations'>) =>
  parseJson<FoodVariation[]>(item.food_variations, []);
export const itemChoiceOptions = (item: Pick<ItemRow, 'choice_options'>) =>
  parseJson<ChoiceOption[]>(item.choice_options, []);

const HALAL_MODULES = new Set(['food', 'grocery']);

export function serializeStore(
  s: StoreRow,
  extra: { itemsCount?: number; from?: LatLng | undefined } = {},
) {
  const distance = extra.from
    ? round2(distanceMeters(extra.from, { lat: s.latitude, lng: s.longitude }))
    : null;
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    phone: s.phone,
    email: s.email,
    logo: s.logo,
    logo_full_url: imageUrl('store', s.logo),
    cover_photo: s.cover_photo,
    cover_photo_full_url: imageUrl('cover', s.cover_photo),
    latitude: String(s.latitude),
    longitude: String(s.longitude),
    address: s.address,
    zone_id: s.zone_id,
    module_id: s.module_id,
    minimum_order: s.minimum_order,
    tax: s.tax,
    delivery_time: s.delivery_time,
    free_delivery: s.free_delivery === 1,
    avg_rating: s.avg_rating,
    rating_count: s.rating_count,
    status: s.status,
    active: s.active === 1,
    open: s.active,
    featured: s.featured,
    delivery: s.delivery === 1,
    take_away: s.take_away === 1,
    schedule_order: false,
    veg: s.veg,
    non_veg: s.non_veg,
    order_count: s.order_count,
    total_items: extra.itemsCount ?? 0,
    items_count: extra.itemsCount ?? 0,
    discount: null,
    distance,
    created_at: s.created_at,
  };
}

export type StoreJson = ReturnType<typeof serializeStore>;

export function serializeAddOn(a: AddOnRow) {
  return { id: a.id, name: a.name, price: a.price, store_id: a.store_id, status: a.status };
}

export function serializeItem(
  item: ItemRow,
  ctx: {
    store: StoreRow | undefined;
    module: ModuleRow | undefined;
    addOns: Map<number, AddOnRow>;
  },
) {
  const images = parseJson<string[]>(item.images, []);
  const addOns = parseNumberArray(item.add_on_ids)
    .map((id) => ctx.addOns.get(id))
    .filter((a): a is AddOnRow => a !== undefined && a.status === 1)
    .map(serializeAddOn);
  const moduleType = ctx.module?.module_type ?? 'grocery';
  return {
    id: item.id,
    name: item.name,
    slug: item.slug,
    description: item.description,
    image: item.image,
    image_full_url: imageUrl('item', item.image),
    images,
    images_full_url: images.map((f) => imageUrl('item', f)),
    category_id: item.category_id,
    category_ids: [{ id: String(item.category_id), position: 1 }],
    variations: itemVariations(item),
    food_variations: itemFoodVariations(item),
    choice_options: itemChoiceOptions(item),
    attributes: itemChoiceOptions(item).map((_, i) => i + 1),
    add_ons: addOns,
    price: item.price,
    tax: 0,
    tax_type: 'percent',
    discount: item.discount,
    discount_type: item.discount_type,
    available_time_starts: item.available_time_starts,
    available_time_ends: item.available_time_ends,
    veg: item.veg,
    status: item.status,
    store_id: item.store_id,
    store_name: ctx.store?.name ?? '',
    module_id: item.module_id,
    module_type: moduleType,
    zone_id: ctx.store?.zone_id ?? null,
    stock: item.stock,
    available_stock: item.stock,
    maximum_cart_quantity: item.maximum_cart_quantity > 0 ? item.maximum_cart_quantity : null,
    unit_type: item.unit_type,
    avg_rating: item.avg_rating,
    rating_count: item.rating_count,
    recommended: item.recommended,
    organic: item.organic,
    is_halal: item.is_halal,
    halal_tag_status: HALAL_MODULES.has(moduleType) ? 1 : 0,
    is_prescription_required: item.is_prescription_required,
    store_discount: 0,
    flash_sale: 0,
    schedule_order: false,
    order_count: item.order_count,
    tags: [],
    created_at: item.created_at,
  };
}

export type ItemJson = ReturnType<typeof serializeItem>;

/** Serializes item rows with their stores, modules and add-ons fetched in three queries. */
export async function hydrateItems(db: Db, items: ItemRow[]): Promise<ItemJson[]> {
  if (items.length === 0) return [];
  const storeIds = [...new Set(items.map((i) => i.store_id))];
  const stores = await db.selectFrom('stores').selectAll().where('id', 'in', storeIds).execute();
  const modules = await db.selectFrom('modules').selectAll().execute();
  const addOns = await db
    .selectFrom('add_ons')
    .selectAll()
    .where('store_id', 'in', storeIds)
    .execute();
  const storeById = new Map(stores.map((s) => [s.id, s]));
  const moduleById = new Map(modules.map((m) => [m.id, m]));
  const addOnById = new Map(addOns.map((a) => [a.id, a]));
  return items.map((item) =>
    serializeItem(item, {
      store: storeById.get(item.store_id),
      module: moduleById.get(item.module_id),
      addOns: addOnById,
    }),
  );
}

async function itemCounts(db: Db, storeIds: number[]): Promise<Map<number, number>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('items')
    .select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', 'in', storeIds)
    .where('status', '=', 1)
    .groupBy('store_id')
    .execute();
  return new Map(rows.map((r) => [r.store_id, Number(r.n)]));
}

export type StoreFilter = 'all' | 'delivery' | 'take_away';
export type StoreType = 'all' | 'newly_joined' | 'popular' | 'top_rated';

export async function listStores(
  db: Db,
  q: {
    zoneIds: number[];
    moduleId?: number | undefined;
    filter: StoreFilter;
    storeType: StoreType;
    limit: number;
    offset: number;
    from?: LatLng | undefined;
  },
) {
  let base = db.selectFrom('stores').where('status', '=', 1).where('zone_id', 'in', q.zoneIds);
  if (q.moduleId !== undefined) base = base.where('module_id', '=', q.moduleId);
  if (q.filter === 'delivery') base = base.where('delivery', '=', 1);
  if (q.filter === 'take_away') base = base.where('take_away', '=', 1);

  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const skip = (q.offset - 1) * q.limit;

  // "all" near a known location: open stores first, then nearest. Distances are computed here,
  // from the few columns needed, so the client's coordinates never reach SQL.
  if (q.storeType === 'all' && q.from) {
    const from = q.from;
    const candidates = await base.select(['id', 'active', 'latitude', 'longitude']).execute();
    const pageIds = candidates
      .map((c) => ({
        id: c.id,
        active: c.active,
        d: distanceMeters(from, { lat: c.latitude, lng: c.longitude }),
      }))
      .sort((a, b) => b.active - a.active || a.d - b.d || a.id - b.id)
      .slice(skip, skip + q.limit)
      .map((c) => c.id);
    const byId = new Map(
      pageIds.length === 0
        ? []
        : (await db.selectFrom('stores').selectAll().where('id', 'in', pageIds).execute()).map(
            (s) => [s.id, s] as const,
          ),
    );
    const stores = pageIds.map((id) => byId.get(id)).filter((s): s is StoreRow => s !== undefined);
    const counts = await itemCounts(db, pageIds);
    return {
      total_size: Number(total?.n ?? 0),
      limit: q.limit,
      offset: q.offset,
      stores: stores.map((s) => serializeStore(s, { itemsCount: counts.get(s.id) ?? 0, from })),
    };
  }

  let rows = base.selectAll();
  switch (q.storeType) {
    case 'newly_joined':
      rows = rows.orderBy('created_at', 'desc');
      break;
    case 'popular':
      rows = rows.orderBy('order_count', 'desc');
      break;
    case 'top_rated':
      rows = rows.orderBy('avg_rating', 'desc').orderBy('rating_count', 'desc');
      break;
    default:
      rows = rows.orderBy('active', 'desc');
  }
  const stores = await rows.orderBy('id', 'asc').limit(q.limit).offset(skip).execute();
  const counts = await itemCounts(
    db,
    stores.map((s) => s.id),
  );
  return {
    total_size: Number(total?.n ?? 0),
    limit: q.limit,
    offset: q.offset,
    stores: stores.map((s) =>
      serializeStore(s, { itemsCount: counts.get(s.id) ?? 0, from: q.from }),
    ),
  };
}

const isNumericId = (s: string) => /^\d+$/.test(s);

export async function findStoreRow(db: Db, idOrSlug: string): Promise<StoreRow | undefined> {
  const q = db.selectFrom('stores').selectAll().where('status', '=', 1);
  if (isNumericId(idOrSlug)) {
    const byId = await q.where('id', '=', Number(idOrSlug)).executeTakeFirst();
    if (byId) return byId;
  }
  return q.where('slug', '=', idOrSlug).executeTakeFirst();
}

export async function storeDetails(db: Db, idOrSlug: string, from?: LatLng) {
  const store = await findStoreRow(db, idOrSlug);
  if (!store) throw notFound('store', 'Store not found');
  const counts = await itemCounts(db, [store.id]);
  const module = await db
    .selectFrom('modules')
    .selectAll()
    .where('id', '=', store.module_id)
    .executeTakeFirst();
  return {
    ...serializeStore(store, { itemsCount: counts.get(store.id) ?? 0, from }),
    module_type: module?.module_type ?? null,
    category_ids: [],
    schedules: [],
  };
}

export async function latestItems(
  db: Db,
  q: {
    zoneIds: number[];
    moduleId: number;
    storeId?: number | undefined;
    type: 'all' | 'veg' | 'non_veg';
    categoryId?: number | undefined;
    limit: number;
    offset: number;
  },
) {
  let base = db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .where('items.status', '=', 1)
    .where('stores.status', '=', 1)
    .where('stores.zone_id', 'in', q.zoneIds)
    .where('items.module_id', '=', q.moduleId);
  if (q.storeId !== undefined) base = base.where('items.store_id', '=', q.storeId);
  if (q.categoryId !== undefined) base = base.where('items.category_id', '=', q.categoryId);
  if (q.type === 'veg') base = base.where('items.veg', '=', 1);
  if (q.type === 'non_veg') base = base.where('items.veg', '=', 0);

  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll('items')
    .orderBy('items.created_at', 'desc')
    .orderBy('items.id', 'desc')
    .limit(q.limit)
    .offset((q.offset - 1) * q.limit)
    .execute();
  return {
    total_size: Number(total?.n ?? 0),
    limit: q.limit,
    offset: q.offset,
    products: await hydrateItems(db, rows),
  };
}

export async function findItemRow(db: Db, idOrSlug: string): Promise<ItemRow | undefined> {
  const q = db.selectFrom('items').selectAll().where('status', '=', 1);
  if (isNumericId(idOrSlug)) {
    const byId = await q.where('id', '=', Number(idOrSlug)).executeTakeFirst();
    if (byId) return byId;
  }
  return q.where('slug', '=', idOrSlug).executeTakeFirst();
}

export async function itemDetails(db: Db, idOrSlug: string) {
  const item = await findItemRow(db, idOrSlug);
  if (!item) throw notFound('item', 'Item not found');
  const [json] = await hydrateItems(db, [item]);
  return json!;
}
