import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The version of the rarely written tables every request reads (issue 29): business settings,
 * modules, zones and their module charges (module_zone). A trigger on each moves
 * `config_version.n` on every write, whoever writes (a seed, a test's own SQL, another
 * process), so each process keeps what they say (services/kept-config.ts) and reads only that
 * one row per use while it stays. `n` starts at the migration's time in ms, so a schema dropped
 * and made again never repeats a version a process kept.
 *
 * On PostgreSQL the trigger runs once per statement (and on TRUNCATE); the writer's update of
 * the row commits with its write, so a reader that saw the new `n` sees the new rows.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

export const CONFIG_TABLES = ['business_settings', 'modules', 'zones', 'module_zone'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('config_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into config_version (id, n) values (1, ${Date.now()})`.execute(db);
  const bump = 'update config_version set n = n + 1 where id = 1';

  if (isSqlite(db)) {
    for (const table of CONFIG_TABLES)
      for (const what of ['insert', 'update', 'delete'])
        await sql`create trigger ${sql.raw(`${table}_config_${what}`)} after ${sql.raw(what)} on ${sql.table(table)} begin ${sql.raw(bump)}; end`.execute(
          db,
        );
    return;
  }
  await sql`create function config_changed() returns trigger language plpgsql as $$
    begin
      ${sql.raw(bump)};
      return null;
    end $$`.execute(db);
  for (const table of CONFIG_TABLES)
    await sql`create trigger ${sql.raw(`${table}_config`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function config_changed()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isSqlite(db)) {
    for (const table of CONFIG_TABLES)
      for (const what of ['insert', 'update', 'delete'])
        await sql`drop trigger if exists ${sql.raw(`${table}_config_${what}`)}`.execute(db);
  } else {
    for (const table of CONFIG_TABLES)
      await sql`drop trigger if exists ${sql.raw(`${table}_config`)} on ${sql.table(table)}`.execute(
        db,
      );
    await sql`drop function if exists config_changed()`.execute(db);
  }
  await db.schema.dropTable('config_version').execute();
}
