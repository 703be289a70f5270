import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../server/db/client';
import type { Fixture, FixtureTable } from './fixture';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A table's row count and the sha256 of its rows (each as JSON, sorted: no ORDER BY, no collation). */
export interface TableSum {
  rows: number;
  sha256: string;
}

export type Sums = Record<string, TableSum>;

export function sumRows(rows: unknown[][]): TableSum {
  const lines = rows.map((row) => JSON.stringify(row)).sort();
  return {
    rows: lines.length,
    sha256: createHash('sha256').update(lines.join('\n')).digest('hex'),
  };
}

/** The fixture's own sums: what the release left in each table. */
export function sumsOfFixture(fixture: Fixture): Sums {
  return Object.fromEntries(fixture.tables.map((t) => [t.name, sumRows(t.rows)]));
}

/**
 * The sums of the fixture's tables in `db`, over the fixture's columns only: a column a later
 * migration added is not counted, a value changed or a row lost or added is.
 */
export async function sumsOf(db: AnyDb, tables: Pick<FixtureTable, 'name' | 'columns'>[]) {
  const sums: Sums = {};
  for (const { name, columns } of tables) {
    const rows = await db.selectFrom(name).select(columns).execute();
    sums[name] = sumRows(
      rows.map((row) => columns.map((c) => (row as Record<string, unknown>)[c])),
    );
  }
  return sums;
}

/**
 * The schema of `db` as text lines, to tell whether anything changed: SQLite's sqlite_master
 * (tables, indexes, triggers with their SQL); PostgreSQL's columns, indexes and triggers. The
 * migrator's record of what ran is part of it.
 */
export async function schemaOf(db: AnyDb): Promise<string[]> {
  const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const lines = ran.rows.map((r) => `ran ${r.name}`);
  if (!isPostgres(db)) {
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master where name not like 'sqlite_stat%'`.execute(db);
    return [...lines, ...rows.map((r) => `${r.type} ${r.name} ${r.sql ?? ''}`)].sort();
  }
  const columns = await sql<{ line: string }>`
    select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
      coalesce(column_default, '') as line
    from information_schema.columns where table_schema = current_schema()`.execute(db);
  const indexes = await sql<{ line: string }>`
    select indexdef as line from pg_indexes where schemaname = current_schema()`.execute(db);
  const triggers = await sql<{ line: string }>`
    select trigger_name || ' ' || event_object_table || ' ' || event_manipulation as line
    from information_schema.triggers where trigger_schema = current_schema()`.execute(db);
  return [
    ...lines,
    ...[columns, indexes, triggers].flatMap((r) => r.rows.map((x) => x.line)),
  ].sort();
}
