import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool } from 'kysely';

/**
 * Case-insensitive "contains every word" matching of a name. Each word must appear somewhere in
 * the name. On SQLite a word of 3 characters or more is looked up in the table's trigram FTS5
 * index (migration 0007), the shorter ones with `lower(name) LIKE '%word%' ESCAPE '!'`; other
 * engines use LIKE for every word (PostgreSQL's trigram index serves `lower(name) LIKE`). Words
 * are bound as parameters; LIKE's own wildcards in the input are escaped, so `50%` means 50%.
 */

/** Up to 6 lower-cased words of a search text. */
export function searchTerms(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.trim())
    .filter((w) => w !== '')
    .slice(0, 6);
}

/** The trigram tokenizer indexes 3-character sequences: a shorter word cannot be looked up. */
const TRIGRAM = 3;

const like = (column: string, term: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${term.replace(/[!%_]/g, '!$&')}%`} escape '!'`;

/** An FTS5 query: every word as a quoted phrase (a `"` inside doubled), all required. */
const ftsQuery = (terms: string[]) => terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** Conditions that any text column holds every one of `terms`, with LIKE (for `eb.and`). */
export function containsAll(column: string, terms: string[]): Expression<SqlBool>[] {
  return terms.map((term) => like(column, term));
}

/**
 * Conditions that `table.name` holds every one of `terms` (for `eb.and`). `probe`: the FTS5
 * matches are a set to probe while the rows are read through another index (`+id in (…)`),
 * instead of the rows being looked up one by one from the matches: cheaper when a word
 * matches a large share of the table (`ftsMatchCount`).
 */
export function nameContainsAll(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: 'items' | 'stores',
  terms: string[],
  opts: { probe?: boolean } = {},
): Expression<SqlBool>[] {
  const column = `${table}.name`;
  if (!isSqlite(db)) return terms.map((term) => like(column, term));
  // Counted in code points, as the tokenizer counts them.
  const indexed = terms.filter((t) => [...t].length >= TRIGRAM);
  const short = terms.filter((t) => [...t].length < TRIGRAM);
  const fts = sql.table(`${table}_fts`);
  return [
    ...(indexed.length > 0
      ? [
          sql<SqlBool>`${opts.probe ? sql.raw('+') : sql.raw('')}${sql.ref(`${table}.id`)} in (select rowid from ${fts} where ${fts} match ${ftsQuery(indexed)})`,
        ]
      : []),
    ...short.map((term) => like(column, term)),
  ];
}

/**
 * How many rows of `table` the FTS5 index finds for the words it can look up (SQLite; one
 * index read, no row), or undefined when no word is indexed or on another engine.
 */
export async function ftsMatchCount(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: 'items' | 'stores',
  terms: string[],
): Promise<number | undefined> {
  if (!isSqlite(db)) return undefined;
  const indexed = terms.filter((t) => [...t].length >= TRIGRAM);
  if (indexed.length === 0) return undefined;
  const fts = sql.table(`${table}_fts`);
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from ${fts} where ${fts} match ${ftsQuery(indexed)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
