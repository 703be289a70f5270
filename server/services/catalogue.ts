import type { Db } from '../db/client';
import type { AddOnRow, BrandRow, CategoryRow, ItemRow, ModuleRow, StoreRow } from '../db/schema';
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

export interface StoreExtra {
  itemsCount?: number;
  from?: LatLng | undefined;
  open?: boolean;
}

/** The fields of a store's answer that depend on more than its row (its card in a list). */
export function storeExtras(s: StoreRow, extra: StoreExtra) {
  return {
    open: (extra.open ?? s.active === 1) ? 1 : 0,
    total_items: extra.itemsCount ?? 0,
    items_count: extra.itemsCount ?? 0,
    distance: extra.from
      ? round2(distanceMeters(extra.from, { lat: s.latitude, lng: s.longitude }))
      : null,
  };
}

export function serializeStore(s: StoreRow, extra: StoreExtra = {}) {
  const x = storeExtras(s, extra);
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
    /** open now: switched on and within today's hours (services/schedules.ts) */
    open: x.open,
    featured: s.featured,
    delivery: s.delivery === 1,
    take_away: s.take_away === 1,
    schedule_order: false,
    veg: s.veg,
    non_veg: s.non_veg,
    order_count: s.order_count,
    total_items: x.total_items,
    items_count: x.items_count,
    discount: null,
    /** the store's own commission rate; null: the platform's default (6amMart spelling) */
    comission: null,
    distance: x.distance,
    created_at: s.created_at,
  };
}

export type StoreJson = ReturnType<typeof serializeStore>;

export function serializeCategory(c: CategoryRow, extra: { productsCount?: number } = {}) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    image: c.image,
    image_full_url: imageUrl('category', c.image),
    parent_id: c.parent_id,
    position: c.position,
    priority: c.priority,
    module_id: c.module_id,
    status: c.status,
    featured: c.featured,
    products_count: extra.productsCount ?? 0,
    created_at: c.created_at,
  };
}

export type CategoryJson = ReturnType<typeof serializeCategory>;

export function serializeBrand(b: BrandRow, extra: { itemsCount?: number } = {}) {
  return {
    id: b.id,
    name: b.name,
    slug: b.slug,
    image: b.image,
    image_full_url: imageUrl('brand', b.image),
    module_id: b.module_id,
    status: b.status,
    items_count: extra.itemsCount ?? 0,
    created_at: b.created_at,
  };
}

export function serializeAddOn(a: AddOnRow) {
  return { id: a.id, name: a.name, price: a.price, store_id: a.store_id, status: a.status };
}

export function serializeItem(
  item: ItemRow,
  ctx: {
    store: StoreRow | undefined;
    module: ModuleRow | undefined;
    addOns: Map<number, AddOnRow>;
    /** category id → parent id (0 for a root) */
    parents?: Map<number, number>;
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
    category_ids: categoryPath(item.category_id, ctx.parents),
    brand_id: item.brand_id,
    common_condition_id: item.common_condition_id,
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
    /** 6amMart's item `module` (its web client's product card reads `module.module_type`) */
    module: { id: item.module_id, module_type: moduleType },
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

/** 6amMart's `category_ids`: the root at position 1, the sub-category at position 2. */
function categoryPath(categoryId: number, parents: Map<number, number> | undefined) {
  const parent = parents?.get(categoryId) ?? 0;
  return parent > 0
    ? [
        { id: String(parent), position: 1 },
        { id: String(categoryId), position: 2 },
      ]
    : [{ id: String(categoryId), position: 1 }];
}

/** What serializing items needs besides their rows. */
export interface ItemLookups {
  stores: Map<number, StoreRow>;
  modules: Map<number, ModuleRow>;
  /** the add-ons of the items' stores */
  addOns: Map<number, AddOnRow>;
  /** category id → parent id */
  parents: Map<number, number>;
}

export function serializeItems(items: ItemRow[], l: ItemLookups): ItemJson[] {
  return items.map((item) =>
    serializeItem(item, {
      store: l.stores.get(item.store_id),
      module: l.modules.get(item.module_id),
      addOns: l.addOns,
      parents: l.parents,
    }),
  );
}

/** Serializes item rows with their stores, modules and add-ons fetched in four queries. */
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
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('id', 'in', [...new Set(items.map((i) => i.category_id))])
    .execute();
  return serializeItems(items, {
    stores: new Map(stores.map((s) => [s.id, s])),
    modules: new Map(modules.map((m) => [m.id, m])),
    addOns: new Map(addOns.map((a) => [a.id, a])),
    parents: new Map(categories.map((c) => [c.id, c.parent_id])),
  });
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

/** An active store by id or slug; else "Store not found" (404). */
export async function requireStoreRow(db: Db, idOrSlug: string): Promise<StoreRow> {
  const store = await findStoreRow(db, idOrSlug);
  if (!store) throw notFound('store', 'Store not found');
  return store;
}

export async function findItemRow(db: Db, idOrSlug: string): Promise<ItemRow | undefined> {
  const q = db.selectFrom('items').selectAll().where('status', '=', 1);
  if (isNumericId(idOrSlug)) {
    const byId = await q.where('id', '=', Number(idOrSlug)).executeTakeFirst();
    if (byId) return byId;
  }
  return q.where('slug', '=', idOrSlug).executeTakeFirst();
}

/** An active item by id or slug; else "Item not found" (404). */
export async function requireItemRow(db: Db, idOrSlug: string): Promise<ItemRow> {
  const item = await findItemRow(db, idOrSlug);
  if (!item) throw notFound('item', 'Item not found');
  return item;
}

/**
 * `items/details`: the item, with `store_details`, the store's own card fields 6amMart clients
 * read on the item page (its logo and name: issue 42), not whether it is open now.
 */
export async function itemDetails(db: Db, idOrSlug: string) {
  const item = await requireItemRow(db, idOrSlug);
  const [[json], store] = await Promise.all([
    hydrateItems(db, [item]),
    db.selectFrom('stores').selectAll().where('id', '=', item.store_id).executeTakeFirst(),
  ]);
  return {
    ...json!,
    store_details: store
      ? {
          id: store.id,
          name: store.name,
          slug: store.slug,
          logo: store.logo,
          logo_full_url: imageUrl('store', store.logo),
          cover_photo: store.cover_photo,
          cover_photo_full_url: imageUrl('cover', store.cover_photo),
          address: store.address,
          latitude: store.latitude,
          longitude: store.longitude,
          avg_rating: store.avg_rating,
          rating_count: store.rating_count,
        }
      : null,
  };
}
