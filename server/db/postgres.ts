import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { Db } from './client';
import type { Database } from './schema';

/**
 * The PostgreSQL side of the query layer: a `pg` pool behind Kysely's PostgresDialect.
 *
 * Counts, bigint columns (`step_at`, `guest_id`, `expires_ms`, ...) and numeric aggregates
 * come back from `pg` as strings by default; here they are numbers, as on SQLite. Every value
 * the provider keeps in them is far below 2^53.
 */

export interface PostgresOptions {
  /** connections per instance (PG_POOL_MAX, default 10) */
  max?: number;
}

const INT8 = 20;
const NUMERIC = 1700;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** How a pool's connections are used now (the operator's metrics, http/metrics.ts). */
export interface PoolUse {
  /** connections it may open (PG_POOL_MAX) */
  max: number;
  /** held by a query or a transaction */
  inUse: number;
  idle: number;
  /** queries waiting for a connection */
  waiting: number;
}

/** Each PostgreSQL Db's pool (for LISTEN, db/listen.ts), and who hears of its waits. */
const pools = new WeakMap<Db, { pool: pg.Pool; waitListeners: Set<(seconds: number) => void> }>();

export function createPostgresDb(url: string, opts: PostgresOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // a runaway query gives its connection back instead of holding it
    statement_timeout: 30_000,
    idle_in_transaction_session_timeout: 60_000,
    application_name: 'storefront',
    types,
  });
  // An idle connection the server drops (restart, failover) must not crash the process.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  const waitListeners = new Set<(seconds: number) => void>();
  // Kysely asks the pool for a connection for each query or transaction: timed here.
  const timedPool: PostgresPool = {
    Client: pg.Client,
    options: pool.options,
    async connect() {
      const asked = performance.now();
      try {
        return await pool.connect();
      } finally {
        // a wait that ended in the pool's timeout counts too
        const seconds = (performance.now() - asked) / 1000;
        for (const listener of waitListeners) listener(seconds);
      }
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: timedPool }) });
  pools.set(db, { pool, waitListeners });
  return db;
}

export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db)?.pool;
}

/**
 * How the Db's pool is used now, and `onWait`, which hears how long each query waited for a
 * connection (returns what stops it); undefined on SQLite, which has one connection and no pool.
 */
export function watchPool(
  db: Db,
): { read: () => PoolUse; onWait(listener: (seconds: number) => void): () => void } | undefined {
  const found = pools.get(db);
  if (!found) return undefined;
  const { pool, waitListeners } = found;
  return {
    read: () => ({
      max: pool.options.max,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    onWait(listener) {
      waitListeners.add(listener);
      return () => {
        waitListeners.delete(listener);
      };
    },
  };
}
