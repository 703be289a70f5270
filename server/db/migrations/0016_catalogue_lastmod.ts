import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * When each item and store last changed (issue 41: a sitemap's `lastmod`): `catalogue_lastmod`
 * (tbl, row_id, changed_at as an ISO 8601 UTC string), kept by a trigger on every update whoever
 * writes, never pruned (0013's change log is). A row never updated has none: its own
 * `created_at` is when it last changed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const TRACKED = ['items', 'stores'];

export async function up(db: AnyDb): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('catalogue_lastmod')
    .addColumn('tbl', 'text', (c) => c.notNull())
    .addColumn('row_id', 'bigint', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_lastmod_pk', ['tbl', 'row_id'])
    .execute();
  if (sqlite) {
    for (const table of TRACKED)
      await sql`create trigger ${sql.raw(`${table}_lastmod`)} after update on ${sql.table(table)}
        begin
          insert into catalogue_lastmod (tbl, row_id, changed_at)
          values (${sql.lit(table)}, new.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
          on conflict (tbl, row_id) do update set changed_at = excluded.changed_at;
        end`.execute(db);
    return;
  }
  await sql`create function catalogue_touch() returns trigger language plpgsql as $$
    begin
      insert into catalogue_lastmod (tbl, row_id, changed_at)
      values (tg_table_name, new.id,
        to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      on conflict (tbl, row_id) do update set changed_at = excluded.changed_at;
      return null;
    end $$`.execute(db);
  for (const table of TRACKED)
    await sql`create trigger ${sql.raw(`${table}_lastmod`)} after update on ${sql.table(table)}
      for each row execute function catalogue_touch()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const table of TRACKED)
    await (
      sqlite
        ? sql`drop trigger if exists ${sql.raw(`${table}_lastmod`)}`
        : sql`drop trigger if exists ${sql.raw(`${table}_lastmod`)} on ${sql.table(table)}`
    ).execute(db);
  if (!sqlite) await sql`drop function if exists catalogue_touch()`.execute(db);
  await db.schema.dropTable('catalogue_lastmod').execute();
}
