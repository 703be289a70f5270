import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../server/db/client';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations';
import type { Fixture, FixtureTable } from './fixture';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Tables that triggers write as the others are loaded (0013's catalogue log, 0014's config
 * version): made again from the fixture once every row is in.
 */
const TRIGGER_FED = ['catalogue_changes', 'config_version'];

/** Parameters per INSERT, under SQLite's and PostgreSQL's limits. */
const PARAMS_PER_INSERT = 10_000;

/**
 * Puts the release's database into `db` (new and empty, SQLite or PostgreSQL): the schema of
 * the release's migrations (this code's first ones: applied migrations are never edited, which
 * the schema check below holds them to), then every row of the fixture, with the ids each table
 * hands out next as after the release's own writes.
 */
export async function loadFixture(db: AnyDb, fixture: Fixture): Promise<void> {
  const names = Object.keys(migrations);
  const mine = names.slice(0, fixture.migrations.length);
  if (mine.join() !== fixture.migrations.join())
    throw new Error(`the fixture ran ${fixture.migrations.join()}; this code has ${names.join()}`);
  await migrateToLatest(db, Object.fromEntries(mine.map((name) => [name, migrations[name]!])));
  await checkSchema(db, fixture);

  await db.transaction().execute(async (trx) => {
    for (const table of [...fixture.tables].reverse()) await trx.deleteFrom(table.name).execute();
    const fed = (t: FixtureTable) => TRIGGER_FED.includes(t.name);
    for (const table of fixture.tables.filter((t) => !fed(t))) await insertRows(trx, table);
    for (const table of fixture.tables.filter(fed)) {
      await trx.deleteFrom(table.name).execute();
      await insertRows(trx, table);
    }
    await restartIds(trx);
  });
}

async function insertRows(db: AnyDb, table: FixtureTable) {
  const per = Math.max(1, Math.floor(PARAMS_PER_INSERT / table.columns.length));
  for (let i = 0; i < table.rows.length; i += per) {
    const values = table.rows
      .slice(i, i + per)
      .map((row) => Object.fromEntries(table.columns.map((c, j) => [c, row[j]])));
    await db.insertInto(table.name).values(values).execute();
  }
}

/**
 * Ids go on from the highest loaded: PostgreSQL's identity and serial sequences are set; SQLite's
 * AUTOINCREMENT counters already moved with the rows, but the trigger-fed tables' went further.
 */
async function restartIds(db: AnyDb) {
  if (!isPostgres(db)) {
    for (const name of TRIGGER_FED)
      await sql`update sqlite_sequence set seq = coalesce((select max(rowid) from ${sql.table(name)}), 0)
        where name = ${name}`.execute(db);
    return;
  }
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and (is_identity = 'YES' or column_default like 'nextval(%')`.execute(db);
  for (const { table_name: t, column_name: c } of rows)
    await sql`select setval(pg_get_serial_sequence(${t}, ${c}),
      coalesce((select max(${sql.ref(c)}) from ${sql.table(t)}), 0) + 1, false)`.execute(db);
}

/**
 * The tables and columns the current code's first migrations made are the release's (on SQLite,
 * its whole schema: every table, index and trigger, with its SQL).
 */
async function checkSchema(db: AnyDb, fixture: Fixture) {
  const tables = await db.introspection.getTables();
  const made = new Map(tables.map((t) => [t.name, t.columns.map((c) => c.name)]));
  for (const table of fixture.tables) {
    const columns = made.get(table.name);
    if (columns?.join() !== table.columns.join())
      throw new Error(
        `${table.name}: the release had columns ${table.columns.join()}, its migrations here make ${columns?.join() ?? 'no table'}`,
      );
  }
  if (isPostgres(db)) return;
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master
    where name not like 'sqlite_%' and name not like 'kysely_%' order by type, name`.execute(db);
  const text = (r: { type: string; name: string; sql: string | null }) =>
    `${r.type} ${r.name}: ${r.sql ?? ''}`;
  const release = fixture.schema.map(text);
  const differ = rows.map(text).filter((line, i) => line !== release[i]);
  if (rows.length !== release.length || differ.length > 0)
    throw new Error(
      `the release's schema differs from its migrations here: ${differ[0] ?? 'count'}`,
    );
}
