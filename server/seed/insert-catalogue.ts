import type { Insertable, Kysely } from 'kysely';
import type { Database, ItemTable } from '../db/schema';
import type { DemoStore, DemoWorld } from './demo';
import { daysAgo } from './items';
import { BRANDS, CATEGORY_TREE, COMMON_CONDITIONS, PARCEL_CATEGORIES } from './taxonomy';
import type { ModuleType } from './templates';

/**
 * Inserting the catalogue part of a world (issue 3): the taxonomy before the stores, the
 * stores with their schedules, add-ons and items in batches, then the promotions, which name
 * stores and items by slug. Used by `insertWorld`, inside its transaction.
 */

type Tx = Kysely<Database>;

/** Rows per multi-row insert: well under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH = 400;

export interface Refs {
  zoneId(key: string): number;
  moduleId(type: ModuleType): number;
}

export interface TaxonomyIds {
  category: Map<string, number>;
  brand: Map<string, number>;
  condition: Map<string, number>;
}

function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const v = map.get(key);
  if (v === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return v;
}

async function insertMany<T extends keyof Database>(
  trx: Tx,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // The generic table makes Kysely's value type unresolvable here; the signature checks rows.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}

export async function insertTaxonomy(trx: Tx, refs: Refs): Promise<TaxonomyIds> {
  const created = daysAgo(450);
  const category = new Map<string, number>();
  for (const [moduleType, roots] of Object.entries(CATEGORY_TREE)) {
    const moduleId = refs.moduleId(moduleType as ModuleType);
    for (const [r, root] of roots.entries()) {
      const { id: rootId } = await trx
        .insertInto('categories')
        .values({
          name: root.name,
          slug: root.key,
          image: `${root.key}.svg`,
          parent_id: 0,
          position: 0,
          priority: roots.length - r,
          module_id: moduleId,
          status: 1,
          featured: root.featured ? 1 : 0,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      category.set(root.key, rootId);
      for (const [c, child] of root.children.entries()) {
        const { id } = await trx
          .insertInto('categories')
          .values({
            name: child.name,
            slug: child.key,
            image: `${child.key}.svg`,
            parent_id: rootId,
            position: 1,
            priority: root.children.length - c,
            module_id: moduleId,
            status: 1,
            featured: 0,
            created_at: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        category.set(child.key, id);
      }
    }
  }
  const brand = new Map<string, number>();
  for (const b of BRANDS) {
    const { id } = await trx
      .insertInto('brands')
      .values({
        name: b.name,
        slug: b.key,
        image: `${b.key}.svg`,
        module_id: refs.moduleId('ecommerce'),
        status: 1,
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    brand.set(b.key, id);
  }
  const condition = new Map<string, number>();
  for (const c of COMMON_CONDITIONS) {
    const { id } = await trx
      .insertInto('common_conditions')
      .values({ name: c.name, slug: c.key, status: 1, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    condition.set(c.key, id);
  }
  await insertMany(
    trx,
    'parcel_categories',
    PARCEL_CATEGORIES.map((p, i) => ({
      name: p.name,
      description: p.description,
      image: `parcel-${p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
      module_id: refs.moduleId('parcel'),
      parcel_per_km_shipping_charge: p.perKm,
      parcel_minimum_shipping_charge: p.minimum,
      orders_count: 40 - i * 7,
      status: 1,
      created_at: created,
    })),
  );
  return { category, brand, condition };
}

/** Stores (one by one: their ids wire the rest), then schedules, add-ons and items in batches. */
export async function insertStores(
  trx: Tx,
  stores: DemoStore[],
  refs: Refs,
  tax: TaxonomyIds,
): Promise<Map<string, number>> {
  const storeIds = new Map<string, number>();
  let items: Insertable<ItemTable>[] = [];
  let schedules: Insertable<Database['store_schedules']>[] = [];
  const flush = async () => {
    await insertMany(trx, 'items', items);
    await insertMany(trx, 'store_schedules', schedules);
    items = [];
    schedules = [];
  };

  for (const s of stores) {
    const moduleId = refs.moduleId(s.moduleType);
    const { id: storeId } = await trx
      .insertInto('stores')
      .values({ ...s.row, zone_id: refs.zoneId(s.zoneKey), module_id: moduleId })
      .returning('id')
      .executeTakeFirstOrThrow();
    storeIds.set(s.row.slug, storeId);
    const addOnIds: number[] = [];
    for (const a of s.addOns) {
      const { id } = await trx
        .insertInto('add_ons')
        .values({ store_id: storeId, name: a.name, price: a.price, status: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      addOnIds.push(id);
    }
    for (const sc of s.schedules) schedules.push({ ...sc, store_id: storeId });
    for (const it of s.items) {
      items.push({
        ...it.row,
        store_id: storeId,
        module_id: moduleId,
        category_id: must(tax.category, it.categoryKey, 'category'),
        brand_id: it.brandKey ? must(tax.brand, it.brandKey, 'brand') : null,
        common_condition_id: it.conditionKey
          ? must(tax.condition, it.conditionKey, 'condition')
          : null,
        add_on_ids: JSON.stringify(
          it.addOnIndexes.map((i) => addOnIds[i]).filter((x) => x !== undefined),
        ),
      });
    }
    if (items.length >= BATCH) await flush();
  }
  await flush();
  return storeIds;
}

async function itemIdsBySlug(trx: Tx, slugs: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const unique = [...new Set(slugs)];
  for (let i = 0; i < unique.length; i += BATCH) {
    const rows = await trx
      .selectFrom('items')
      .select(['id', 'slug'])
      .where('slug', 'in', unique.slice(i, i + BATCH))
      .execute();
    for (const r of rows) out.set(r.slug, r.id);
  }
  return out;
}

export async function insertPromotions(
  trx: Tx,
  world: DemoWorld,
  refs: Refs,
  tax: TaxonomyIds,
  storeIds: Map<string, number>,
): Promise<void> {
  const p = world.promotions;
  const created = daysAgo(30);
  const itemIds = await itemIdsBySlug(trx, [
    ...p.banners.flatMap((b) => (b.itemSlug ? [b.itemSlug] : [])),
    ...p.flashSales.flatMap((f) => f.items.map((i) => i.itemSlug)),
  ]);
  const storeId = (slug: string) => must(storeIds, slug, 'store');

  await insertMany(
    trx,
    'banners',
    p.banners.map((b) => ({
      title: b.title,
      type: b.type,
      image: b.image,
      data: b.storeSlug ? storeId(b.storeSlug) : b.itemSlug ? must(itemIds, b.itemSlug, 'item') : 0,
      link: b.link,
      zone_id: refs.zoneId(b.zoneKey),
      module_id: refs.moduleId(b.moduleType),
      featured: b.featured,
      status: 1,
      created_at: created,
    })),
  );
  await insertMany(
    trx,
    'module_contents',
    p.contents.map((c) => ({
      module_id: refs.moduleId(c.moduleType),
      key: c.key,
      value: JSON.stringify(c.value),
    })),
  );

  for (const c of p.campaigns) {
    const { storeSlugs, moduleType, ...row } = c;
    const { id } = await trx
      .insertInto('campaigns')
      .values({ ...row, module_id: refs.moduleId(moduleType), created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertMany(
      trx,
      'campaign_stores',
      storeSlugs.map((slug) => ({ campaign_id: id, store_id: storeId(slug) })),
    );
  }
  await insertMany(
    trx,
    'item_campaigns',
    p.itemCampaigns.map((c) => ({
      ...c.row,
      store_id: storeId(c.storeSlug),
      module_id: refs.moduleId(c.moduleType),
      category_id: must(tax.category, c.categoryKey, 'category'),
    })),
  );

  for (const f of p.flashSales) {
    const { id } = await trx
      .insertInto('flash_sales')
      .values({
        title: f.title,
        module_id: refs.moduleId(f.moduleType),
        start_date: f.start_date,
        end_date: f.end_date,
        is_publish: f.is_publish,
        admin_discount_percentage: 60,
        vendor_discount_percentage: 40,
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertMany(
      trx,
      'flash_sale_items',
      f.items.map((i) => ({
        flash_sale_id: id,
        item_id: must(itemIds, i.itemSlug, 'item'),
        stock: i.stock,
        sold: i.sold,
        discount: i.discount,
        discount_type: i.discount_type,
        status: 1,
      })),
    );
  }

  await insertMany(
    trx,
    'coupons',
    p.coupons.map(({ moduleType, storeSlug, zoneKeys, ...row }) => ({
      ...row,
      module_id: refs.moduleId(moduleType),
      store_id: storeSlug ? storeId(storeSlug) : null,
      zone_ids: JSON.stringify(zoneKeys.map((k) => refs.zoneId(k))),
      created_at: created,
    })),
  );
  await insertMany(
    trx,
    'cashbacks',
    p.cashbacks.map((c) => ({ ...c, created_at: created })),
  );
  await insertMany(
    trx,
    'pages',
    world.pages.map((pg) => ({
      key: pg.key,
      title: pg.title,
      content: JSON.stringify(pg.content),
      updated_at: created,
    })),
  );
}
