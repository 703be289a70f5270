import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { SqliteAdapter } from 'kysely';

/**
 * The first schema. Written with Kysely's schema builder only, so the same migration runs on
 * SQLite and PostgreSQL; the one dialect difference (how an auto-generated id is declared) is
 * isolated in `autoId`.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const money = 'double precision';

function autoId(db: AnyDb) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

export async function up(db: AnyDb): Promise<void> {
  const id = autoId(db);

  await db.schema
    .createTable('business_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('zones')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('coordinates', 'text', (c) => c.notNull())
    .addColumn('area_km2', money, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cash_on_delivery', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('digital_payment', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('offline_payment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('increased_delivery_fee', money, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('modules')
    .addColumn('id', 'integer', id)
    .addColumn('module_name', 'text', (c) => c.notNull())
    .addColumn('module_type', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('theme_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('module_zone')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('per_km_shipping_charge', money, (c) => c.notNull())
    .addColumn('minimum_shipping_charge', money, (c) => c.notNull())
    .addColumn('maximum_shipping_charge', money, (c) => c.notNull())
    .addColumn('maximum_cod_order_amount', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('module_zone_pk', ['module_id', 'zone_id'])
    .execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('cover_photo', 'text', (c) => c.notNull())
    .addColumn('latitude', money, (c) => c.notNull())
    .addColumn('longitude', money, (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('minimum_order', money, (c) => c.notNull().defaultTo(0))
    .addColumn('tax', money, (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_time', 'text', (c) => c.notNull())
    .addColumn('free_delivery', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avg_rating', money, (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('take_away', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('veg', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('non_veg', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stores_zone_module')
    .on('stores')
    .columns(['zone_id', 'module_id'])
    .execute();

  await db.schema
    .createTable('add_ons')
    .addColumn('id', 'integer', id)
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('discount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('discount_type', 'text', (c) => c.notNull().defaultTo('percent'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('unit_type', 'text', (c) => c.notNull())
    .addColumn('variations', 'text', (c) => c.notNull())
    .addColumn('food_variations', 'text', (c) => c.notNull())
    .addColumn('choice_options', 'text', (c) => c.notNull())
    .addColumn('add_on_ids', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maximum_cart_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('veg', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('organic', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_halal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_prescription_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avg_rating', money, (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available_time_starts', 'text', (c) => c.notNull())
    .addColumn('available_time_ends', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('items_store').on('items').column('store_id').execute();
  await db.schema.createIndex('items_module').on('items').column('module_id').execute();

  await db.schema
    .createTable('delivery_men')
    .addColumn('id', 'integer', id)
    .addColumn('f_name', 'text', (c) => c.notNull())
    .addColumn('l_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('avg_rating', money, (c) => c.notNull().defaultTo(0))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('lat', money, (c) => c.notNull())
    .addColumn('lng', money, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('places')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('lat', money, (c) => c.notNull())
    .addColumn('lng', money, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('guests')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer')
    .addColumn('guest_id', 'bigint')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('variation', 'text', (c) => c.notNull())
    .addColumn('add_on_ids', 'text', (c) => c.notNull())
    .addColumn('add_on_qtys', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('carts_guest')
    .on('carts')
    .columns(['guest_id', 'module_id'])
    .execute();
  await db.schema.createIndex('carts_user').on('carts').columns(['user_id', 'module_id']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('user_id', 'integer')
    .addColumn('guest_id', 'bigint')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('order_status', 'text', (c) => c.notNull())
    .addColumn('order_amount', money, (c) => c.notNull())
    .addColumn('items_subtotal', money, (c) => c.notNull())
    .addColumn('delivery_charge', money, (c) => c.notNull())
    .addColumn('total_tax_amount', money, (c) => c.notNull())
    .addColumn('store_discount_amount', money, (c) => c.notNull())
    .addColumn('dm_tips', money, (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('delivery_address', 'text', (c) => c.notNull())
    .addColumn('receiver_details', 'text')
    .addColumn('contact_number', 'text', (c) => c.notNull())
    .addColumn('order_note', 'text')
    .addColumn('distance_km', money, (c) => c.notNull())
    .addColumn('delivery_man_id', 'integer', (c) => c.references('delivery_men.id'))
    .addColumn('dm_lat', money)
    .addColumn('dm_lng', money)
    .addColumn('details_count', 'integer', (c) => c.notNull())
    .addColumn('pending', 'text')
    .addColumn('confirmed', 'text')
    .addColumn('processing', 'text')
    .addColumn('picked_up', 'text')
    .addColumn('delivered', 'text')
    .addColumn('canceled', 'text')
    .addColumn('step_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_status_step')
    .on('orders')
    .columns(['order_status', 'step_at'])
    .execute();
  await db.schema.createIndex('orders_guest').on('orders').column('guest_id').execute();

  await db.schema
    .createTable('order_details')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('item_details', 'text', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('variation', 'text', (c) => c.notNull())
    .addColumn('add_on_ids', 'text', (c) => c.notNull())
    .addColumn('add_on_qtys', 'text', (c) => c.notNull())
    .addColumn('discount_on_item', money, (c) => c.notNull())
    .addColumn('tax_amount', money, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_details_order')
    .on('order_details')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('sequences')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
  // Order ids start at 100001.
  await db.insertInto('sequences').values({ name: 'orders', value: 100000 }).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_ms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['owner', 'key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'sequences',
    'order_details',
    'orders',
    'carts',
    'guests',
    'places',
    'delivery_men',
    'items',
    'add_ons',
    'stores',
    'module_zone',
    'modules',
    'zones',
    'business_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
