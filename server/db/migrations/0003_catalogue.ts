import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { SqliteAdapter } from 'kysely';

/**
 * The catalogue around the stores and items (issue 3): categories with children, brands,
 * common conditions, store schedules, banners and per-module content, basic and item
 * campaigns, flash sales, coupons, cashback offers, parcel categories and newsletter
 * subscriptions, the policy pages; plus the item columns and indexes that search and the lists need.
 * Kysely's schema builder only, so the same migration runs on SQLite and PostgreSQL.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const real = 'double precision';

function autoId(db: AnyDb) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

/**
 * `items_search` covers the item lists and search: the query narrows by module, status and
 * `store_id IN (the zone's active stores)`, then filters and sorts on the other columns
 * (category, brand, price, rating, orders, discount, veg, name) without reading the table.
 */
const ITEM_INDEXES: [string, string[]][] = [
  [
    'items_search',
    [
      'module_id',
      'status',
      'store_id',
      'category_id',
      'brand_id',
      'price',
      'avg_rating',
      'order_count',
      'discount',
      'veg',
      'name',
    ],
  ],
  ['items_module_created', ['module_id', 'created_at']],
  ['items_category', ['category_id']],
  ['items_brand', ['brand_id']],
  ['items_condition', ['common_condition_id']],
];

export async function up(db: AnyDb): Promise<void> {
  const id = autoId(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    /** 0 for a root category */
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    /** 0 root, 1 sub-category (6amMart's "position") */
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('categories_module_parent')
    .on('categories')
    .columns(['module_id', 'parent_id'])
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('common_conditions')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('items').addColumn('brand_id', 'integer').execute();
  await db.schema.alterTable('items').addColumn('common_condition_id', 'integer').execute();
  for (const [name, columns] of ITEM_INDEXES) {
    await db.schema.createIndex(name).on('items').columns(columns).execute();
  }

  await db.schema
    .createTable('store_schedules')
    .addColumn('id', 'integer', id)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    /** 0 Sunday ... 6 Saturday */
    .addColumn('day', 'integer', (c) => c.notNull())
    /** 'HH:MM:SS', local business time; closing_time > opening_time (same day) */
    .addColumn('opening_time', 'text', (c) => c.notNull())
    .addColumn('closing_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_schedules_store_day')
    .on('store_schedules')
    .columns(['store_id', 'day'])
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    /** default | store_wise | item_wise */
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    /** the store id (store_wise) or item id (item_wise); 0 otherwise */
    .addColumn('data', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link', 'text')
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('banners_zone_module')
    .on('banners')
    .columns(['zone_id', 'module_id'])
    .execute();

  await db.schema
    .createTable('module_contents')
    .addColumn('id', 'integer', id)
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    /** promotional_banners | why_choose | video_content */
    .addColumn('key', 'text', (c) => c.notNull())
    /** JSON text */
    .addColumn('value', 'text', (c) => c.notNull())
    .addUniqueConstraint('module_contents_module_key', ['module_id', 'key'])
    .execute();

  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    /** 'YYYY-MM-DD', local business dates, inclusive */
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    /** 'HH:MM:SS', the daily window */
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('campaign_stores')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addPrimaryKeyConstraint('campaign_stores_pk', ['campaign_id', 'store_id'])
    .execute();

  await db.schema
    .createTable('item_campaigns')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('price', real, (c) => c.notNull())
    .addColumn('discount', real, (c) => c.notNull().defaultTo(0))
    .addColumn('discount_type', 'text', (c) => c.notNull().defaultTo('percent'))
    .addColumn('unit_type', 'text', (c) => c.notNull())
    .addColumn('variations', 'text', (c) => c.notNull())
    .addColumn('food_variations', 'text', (c) => c.notNull())
    .addColumn('choice_options', 'text', (c) => c.notNull())
    .addColumn('add_on_ids', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maximum_cart_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('veg', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('flash_sales')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    /** 'YYYY-MM-DD HH:MM:SS', local business time */
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('is_publish', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('admin_discount_percentage', real, (c) => c.notNull().defaultTo(0))
    .addColumn('vendor_discount_percentage', real, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('flash_sale_items')
    .addColumn('id', 'integer', id)
    .addColumn('flash_sale_id', 'integer', (c) => c.notNull().references('flash_sales.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount', real, (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('flash_sale_items_sale')
    .on('flash_sale_items')
    .column('flash_sale_id')
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
    /** default | free_delivery | store_wise | zone_wise | first_order */
    .addColumn('coupon_type', 'text', (c) => c.notNull())
    .addColumn('discount', real, (c) => c.notNull().defaultTo(0))
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('min_purchase', real, (c) => c.notNull().defaultTo(0))
    .addColumn('max_discount', real, (c) => c.notNull().defaultTo(0))
    .addColumn('limit_per_user', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON text number[]: the zones of a zone_wise coupon */
    .addColumn('zone_ids', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('expire_date', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cashbacks')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    /** percentage | amount */
    .addColumn('cashback_type', 'text', (c) => c.notNull())
    .addColumn('cashback_amount', real, (c) => c.notNull())
    .addColumn('min_purchase', real, (c) => c.notNull().defaultTo(0))
    .addColumn('max_discount', real, (c) => c.notNull().defaultTo(0))
    .addColumn('same_user_limit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('parcel_categories')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('parcel_per_km_shipping_charge', real, (c) => c.notNull())
    .addColumn('parcel_minimum_shipping_charge', real, (c) => c.notNull())
    .addColumn('orders_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pages')
    /** about_us | terms_and_conditions | privacy_policy | refund_policy | ... */
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    /** JSON text: {"en": "<html>", "bn": "<html>"} */
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('newsletters')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'newsletters',
    'pages',
    'parcel_categories',
    'cashbacks',
    'coupons',
    'flash_sale_items',
    'flash_sales',
    'item_campaigns',
    'campaign_stores',
    'campaigns',
    'module_contents',
    'banners',
    'store_schedules',
    'common_conditions',
    'brands',
    'categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const [name] of ITEM_INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.alterTable('items').dropColumn('common_condition_id').execute();
  await db.schema.alterTable('items').dropColumn('brand_id').execute();
}
