import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Search and list indexes.
 *
 * SQLite: item and store names in FTS5 tables with the trigram tokenizer, kept in step with
 * `items` and `stores` by triggers. A trigram index answers "the name contains this word"
 * (case-insensitive, anywhere in the name, as `lower(name) LIKE '%word%'` does) without reading
 * every row; services/text-match.ts uses it for words of 3 characters or more. (PostgreSQL has
 * its trigram index in 0006.)
 *
 * Both engines: an index per list order of the items (`module_id, status` then the sort column),
 * so a page in that order is read in index order, and per store order within a zone and module.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

const FTS_TABLES = ['items', 'stores'] as const;

const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['items_list_price', 'items', ['module_id', 'status', 'price']],
  ['items_list_created', 'items', ['module_id', 'status', 'created_at']],
  ['items_list_orders', 'items', ['module_id', 'status', 'order_count']],
  ['items_list_rating', 'items', ['module_id', 'status', 'avg_rating']],
  ['items_list_reviews', 'items', ['module_id', 'status', 'rating_count']],
  ['stores_list', 'stores', ['zone_id', 'module_id', 'status', 'active']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  if (!isSqlite(db)) return;
  for (const table of FTS_TABLES) {
    const fts = sql.table(`${table}_fts`);
    const t = sql.table(table);
    await sql`create virtual table ${fts} using fts5(name, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_fts_insert`)} after insert on ${t} begin
      insert into ${fts}(rowid, name) values (new.id, new.name);
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_fts_delete`)} after delete on ${t} begin
      insert into ${fts}(${fts}, rowid, name) values ('delete', old.id, old.name);
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_fts_update`)} after update of name on ${t} begin
      insert into ${fts}(${fts}, rowid, name) values ('delete', old.id, old.name);
      insert into ${fts}(rowid, name) values (new.id, new.name);
    end`.execute(db);
  }
  // Statistics for the planner (an existing database has rows): see server/seed/seed.ts.
  await sql`analyze`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isSqlite(db)) {
    for (const table of FTS_TABLES) {
      for (const what of ['insert', 'delete', 'update'])
        await sql`drop trigger if exists ${sql.raw(`${table}_fts_${what}`)}`.execute(db);
      await sql`drop table if exists ${sql.table(`${table}_fts`)}`.execute(db);
    }
  }
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
