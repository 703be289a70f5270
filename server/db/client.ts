import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  sql,
  Kysely,
  PostgresAdapter,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
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

/**
 * SQLite runs DDL in transactions (Kysely's adapter says it does not, so that its migrator runs
 * SQLite migrations without one): the migrator is handed a transaction (db/migrate.ts).
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
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
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

const connections = new WeakMap<
  Db,
  { sqlite: SqliteDatabase.Database; database: ReturnType<typeof withStatementCache> }
>();

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
  const database = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) });
  connections.set(db, { sqlite, database });
  return db;
}

/**
 * One row of a read run at once on the SQLite connection, past Kysely (whose compiling and
 * connection hand-off cost more than the read): "has anything changed?", asked before every
 * catalogue read by the response cache and the catalogue in memory. Undefined on PostgreSQL,
 * or while a transaction is open on the connection (a read would see its rows before they are
 * committed): then ask through Kysely, which waits for the transaction.
 */
export function readAtOnce<T>(db: Db, query: string): T | undefined {
  const connection = connections.get(db);
  if (!connection || connection.sqlite.inTransaction) return undefined;
  return connection.database.prepare(query).all([])[0] as T;
}

/** The first row of a small read: at once when it can be (`readAtOnce`), else through Kysely. */
export async function readRow<T>(db: Db, query: string): Promise<T | undefined> {
  return readAtOnce<T>(db, query) ?? (await sql.raw<T>(query).execute(db)).rows[0];
}

/** True when the Db runs on PostgreSQL (db/postgres.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
