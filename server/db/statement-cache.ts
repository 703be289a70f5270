import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/**
 * The database as Kysely's SQLite driver sees it, with its prepared statements kept: the driver
 * prepares every query's SQL anew, and compiling a statement costs more than running most of
 * ours (a response-cache hit runs one tiny query, a list a few). The same SQL text gets the
 * same statement back (SQLite re-prepares it itself after a schema change). Reuse is safe:
 * better-sqlite3 runs nothing else on a connection while a statement is being iterated. The
 * least recently used go past `max`.
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  max = 500,
): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const fresh = sqlite.prepare(sql);
      if (statements.size >= max) statements.delete(statements.keys().next().value as string);
      statements.set(sql, fresh);
      return fresh;
    },
  };
}
