import SqliteDatabase from 'better-sqlite3';
import type { Fixture, FixtureTable } from '../../tests/server/upgrade/fixture';

/**
 * A release's SQLite database as the upgrade fixture (tests/server/upgrade/fixture.ts): every
 * table's rows, parents before the tables that reference them, and the schema to compare with.
 * Left out: the migrator's tables (the fixture names its migrations), SQLite's own
 * (sqlite_sequence, sqlite_stat1) and the FTS5 search index with its shadow tables, which
 * triggers fill again as the rows are loaded.
 */

interface MasterRow {
  type: string;
  name: string;
  sql: string | null;
}

const isInternal = (name: string) => name.startsWith('sqlite_') || name.startsWith('kysely_');

export function dumpSqlite(file: string, about: Pick<Fixture, 'release' | 'signIn'>): Fixture {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    const master = db
      .prepare(`select type, name, sql from sqlite_master order by type, name`)
      .all() as MasterRow[];
    const virtual = master
      .filter((m) => m.type === 'table' && /^create virtual table/i.test(m.sql ?? ''))
      .map((m) => m.name);
    const derived = (name: string) => virtual.some((v) => name === v || name.startsWith(`${v}_`));
    const names = master
      .filter((m) => m.type === 'table' && !isInternal(m.name) && !derived(m.name))
      .map((m) => m.name);

    const tables = parentsFirst(db, names).map((name): FixtureTable => {
      const info = db.prepare(`pragma table_info(${JSON.stringify(name)})`).all() as {
        name: string;
        pk: number;
      }[];
      const columns = info.map((c) => c.name);
      const key = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
      const order = key.length > 0 ? key.map((c) => JSON.stringify(c.name)).join(', ') : 'rowid';
      const rows = db
        .prepare(
          `select ${columns.map((c) => JSON.stringify(c)).join(', ')} from "${name}" order by ${order}`,
        )
        .raw()
        .all() as unknown[][];
      return { name, columns, rows };
    });
    const migrations = (
      db.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((m) => m.name);
    const schema = master.filter((m) => !isInternal(m.name));
    return { ...about, migrations, schema, tables };
  } finally {
    db.close();
  }
}

/** `names` ordered so that a table comes after every table its foreign keys reference. */
function parentsFirst(db: SqliteDatabase.Database, names: string[]): string[] {
  const parents = new Map(
    names.map((name) => [
      name,
      (db.prepare(`pragma foreign_key_list(${JSON.stringify(name)})`).all() as { table: string }[])
        .map((fk) => fk.table)
        .filter((t) => t !== name),
    ]),
  );
  const done: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (done.includes(name)) return;
    if (path.includes(name)) throw new Error(`foreign keys in a circle: ${[...path, name]}`);
    for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
    done.push(name);
  };
  for (const name of [...names].sort()) visit(name, []);
  return done;
}
