import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;

/**
 * SQLite transactions start with BEGIN IMMEDIATE: the write lock is taken up front, so two
 * provider processes sharing one database file wait for each other (busy_timeout) instead of
 * failing when a read transaction tries to upgrade to a write.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Opens the SQLite database (a file, or `:memory:`). The rest of the provider only sees
 * `Kysely<Database>`; `openDatabase` picks PostgreSQL instead when given a URL.
 */
export function createDb(file: string | ':memory:'): Db {
  const sqlite = new SqliteDatabase(file);
  if (file !== ':memory:') {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
  }
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/** True when the Db runs on PostgreSQL (db/postgres.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
