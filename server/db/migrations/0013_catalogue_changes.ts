import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The catalogue's change log (issue 29): every write to what the lists read (items, stores,
 * their schedules, categories, modules, add-ons) appends `(table, id)` to `catalogue_changes`,
 * by trigger, whoever writes (a route, the simulator, a seed, a test's own
 * SQL). Each provider process keeps the catalogue in memory (services/read-model) and, before
 * answering a list, reads the log's last `seq` (one index lookup): if it moved, it re-reads the
 * rows named since. `catalogue_log.floor` is the last `seq` pruned away: a process behind it
 * loads the catalogue again.
 *
 * On PostgreSQL a trigger takes a transaction-level advisory lock before appending, so `seq`
 * values become visible in commit order (a sequence alone can commit 11 before 10, and a reader
 * that saw 11 would never read 10): catalogue writes commit one at a time, as on SQLite, which
 * has one writer at a time anyway. The trigger runs before the row is written, so the lock is
 * taken before the row's own lock (two writers of two items cannot each hold one and wait for
 * the other).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * The tables logged, each with the column whose value is logged. Every update of an item is
 * (its stock too): the lists keep items as they answer them (read-model/item-json.ts).
 */
const TRACKED: [table: string, key: string, columns?: string[]][] = [
  ['items', 'id'],
  ['stores', 'id'],
  ['store_schedules', 'store_id'],
  ['categories', 'id'],
  ['modules', 'id'],
  ['add_ons', 'id'],
];

/** Advisory lock key of the log's appends on PostgreSQL. */
export const CATALOGUE_LOCK = 290_029;

export async function up(db: AnyDb): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('catalogue_changes')
    .addColumn('seq', sqlite ? 'integer' : 'bigserial', (c) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('tbl', 'text', (c) => c.notNull())
    .addColumn('row_id', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('catalogue_log')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('floor', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_log (id, floor) values (1, 0)`.execute(db);

  if (sqlite) {
    for (const [table, key, columns] of TRACKED) {
      const log = (row: 'new' | 'old') =>
        sql.raw(`insert into catalogue_changes (tbl, row_id) values ('${table}', ${row}.${key});`);
      const t = sql.table(table);
      await sql`create trigger ${sql.raw(`${table}_log_insert`)} after insert on ${t} begin ${log('new')} end`.execute(
        db,
      );
      await sql`create trigger ${sql.raw(`${table}_log_delete`)} after delete on ${t} begin ${log('old')} end`.execute(
        db,
      );
      const of = columns ? sql.raw(` of ${columns.join(', ')}`) : sql.raw('');
      const moved =
        key === 'id'
          ? sql.raw('')
          : sql.raw(
              `insert into catalogue_changes (tbl, row_id) select '${table}', new.${key} where new.${key} is not old.${key};`,
            );
      await sql`create trigger ${sql.raw(`${table}_log_update`)} after update${of} on ${t} begin ${log('old')} ${moved} end`.execute(
        db,
      );
    }
    return;
  }

  await sql`create function catalogue_change() returns trigger language plpgsql as $$
    declare
      k text := tg_argv[0];
    begin
      perform pg_advisory_xact_lock(${sql.lit(CATALOGUE_LOCK)});
      if tg_op <> 'INSERT' then
        insert into catalogue_changes (tbl, row_id) values (tg_table_name, (to_jsonb(old) ->> k)::bigint);
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (to_jsonb(old) ->> k) is distinct from (to_jsonb(new) ->> k)) then
        insert into catalogue_changes (tbl, row_id) values (tg_table_name, (to_jsonb(new) ->> k)::bigint);
      end if;
      if tg_op = 'DELETE' then return old; end if;
      return new;
    end $$`.execute(db);
  for (const [table, key, columns] of TRACKED) {
    const of = columns ? sql.raw(` of ${columns.join(', ')}`) : sql.raw('');
    await sql`create trigger ${sql.raw(`${table}_log`)} before insert or delete or update${of} on ${sql.table(table)}
      for each row execute function catalogue_change(${sql.lit(key)})`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isSqlite(db)) {
    for (const [table] of TRACKED)
      for (const what of ['insert', 'delete', 'update'])
        await sql`drop trigger if exists ${sql.raw(`${table}_log_${what}`)}`.execute(db);
  } else {
    for (const [table] of TRACKED)
      await sql`drop trigger if exists ${sql.raw(`${table}_log`)} on ${sql.table(table)}`.execute(
        db,
      );
    await sql`drop function if exists catalogue_change()`.execute(db);
  }
  await db.schema.dropTable('catalogue_log').execute();
  await db.schema.dropTable('catalogue_changes').execute();
}
