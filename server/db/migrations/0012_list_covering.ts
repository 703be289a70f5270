import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Covering indexes for the lists measured under varied traffic (issue 29).
 *
 * SQLite: `items_match` starts with the item id and holds every column an item list filters,
 * counts or sorts on, so the rows a name search finds in the FTS5 index (by id) are checked,
 * counted per category and ordered without reading the items' wide rows (descriptions,
 * variations, pictures); the page's dozen rows are read afterwards by id
 * (services/items-query.ts). PostgreSQL looks names up with its trigram index and reads rows
 * by heap; it gets no copy of this one.
 *
 * Both engines: `items_store_status` answers the store cards' item counts (`store_id`, active
 * items) from the index alone.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

export const ITEMS_MATCH_COLUMNS = [
  'id',
  'module_id',
  'status',
  'store_id',
  'category_id',
  'brand_id',
  'price',
  'veg',
  'discount',
  'avg_rating',
  'rating_count',
  'order_count',
  'recommended',
  'created_at',
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('items_store_status')
    .on('items')
    .columns(['store_id', 'status'])
    .execute();
  if (!isSqlite(db)) return;
  await db.schema.createIndex('items_match').on('items').columns(ITEMS_MATCH_COLUMNS).execute();
  await sql`analyze`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isSqlite(db)) await db.schema.dropIndex('items_match').execute();
  await db.schema.dropIndex('items_store_status').execute();
}
