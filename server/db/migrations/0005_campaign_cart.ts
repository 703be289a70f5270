import type { Kysely } from 'kysely';
import { SqliteAdapter, sql } from 'kysely';

/**
 * Campaign items in the cart and in orders (SPEC §3 cart model "ItemCampaign"; signed-in
 * customers only, SPEC §5/§6).
 *
 * Design: a cart line and an order line name EITHER an item OR an item campaign, each through
 * its own nullable, foreign-keyed column, as 6amMart's `order_details` does:
 *
 *   item_id           items.id           (set for an "Item" line, else null)
 *   item_campaign_id  item_campaigns.id  (set for an "ItemCampaign" line, else null)
 *
 * Exactly one of the two is set; the services write them and derive `item_type` / `model`
 * for the answers from which one is set. (A polymorphic `item_type` + `item_id` pair, as
 * 6amMart's `carts` table has, could not keep a foreign key.)
 *
 * So `carts.item_id` and `order_details.item_id` become nullable. The new columns are added
 * with Kysely's schema builder; the NOT NULL is dropped with `alterColumn` on PostgreSQL, while
 * SQLite, which cannot alter a column, rebuilds the table from its own DDL (as 0004 does for
 * `orders`), keeping rows, indexes and the AUTOINCREMENT counter.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

const TABLES = ['carts', 'order_details'] as const;

/** SQLite: rebuild `table` with `item_id` nullable (the documented 12-step procedure). */
async function sqliteItemIdNullable(db: AnyDb, table: string) {
  const found = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const ddl = found.rows[0]?.sql ?? '';
  // Already nullable: migrated up, down (which keeps it nullable) and up again.
  if (/"item_id" integer references/i.test(ddl)) return;
  const indexes = await sql<{
    sql: string | null;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db);
  const seq = await sql<{
    seq: number;
  }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
  const temp = `${table}_0005`;
  const nullable = ddl.replace(/"item_id" integer not null/i, '"item_id" integer');
  const renamed = nullable.replace(
    new RegExp(`^create table "${table}"`, 'i'),
    `create table "${temp}"`,
  );
  if (nullable === ddl || renamed === nullable)
    throw new Error(`0005_campaign_cart: unexpected ${table} DDL, cannot make item_id nullable`);
  // Inside migrate.ts's transaction this pragma does nothing: migrate.ts turns them off first.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(renamed).execute(db);
    await sql`insert into ${sql.table(temp)} select * from ${sql.table(table)}`.execute(db);
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(temp)} rename to ${sql.table(table)}`.execute(db);
    for (const index of indexes.rows) if (index.sql) await sql.raw(index.sql).execute(db);
    const last = seq.rows[0]?.seq;
    if (last !== undefined) {
      await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
      await sql`insert into sqlite_sequence (name, seq) values (${table}, ${last})`.execute(db);
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('item_campaign_id', 'integer', (c) => c.references('item_campaigns.id'))
      .execute();
    if (isSqlite(db)) await sqliteItemIdNullable(db, table);
    else
      await db.schema
        .alterTable(table)
        .alterColumn('item_id', (c) => c.dropNotNull())
        .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    // Campaign lines cannot be expressed without the column: they go.
    await db.deleteFrom(table).where('item_campaign_id', 'is not', null).execute();
    await db.schema.alterTable(table).dropColumn('item_campaign_id').execute();
  }
  // item_id stays nullable: a looser column loses nothing (as 0004 does for orders.store_id).
}
