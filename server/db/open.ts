import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, type Db } from './client';
import { createPostgresDb } from './postgres';

/** Where the environment keeps the database (`openDatabase` opens it; backup/ copies it). */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'sqlite'; dataDir: string; file: string }
  | { kind: 'memory' };

/**
 * PostgreSQL when DATABASE_URL is set (a `postgres://` or `postgresql://` URL), else the
 * SQLite file `storefront.sqlite` in DATA_DIR (./.data; ":memory:" for an in-memory one).
 */
export function databaseLocation(env: NodeJS.ProcessEnv = process.env): DatabaseLocation {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    return { kind: 'postgres', url };
  }
  const dataDir = env.DATA_DIR?.trim() || './.data';
  if (dataDir === ':memory:') return { kind: 'memory' };
  return { kind: 'sqlite', dataDir, file: join(dataDir, 'storefront.sqlite') };
}

/** The database named by the environment (`databaseLocation`; PG_POOL_MAX connections). */
export function openDatabase(env: NodeJS.ProcessEnv = process.env): { db: Db; where: string } {
  const location = databaseLocation(env);
  if (location.kind === 'postgres') {
    const rawMax = env.PG_POOL_MAX?.trim();
    const max = rawMax ? Number(rawMax) : undefined;
    if (max !== undefined && (!Number.isSafeInteger(max) || max < 2))
      throw new Error(`PG_POOL_MAX must be an integer >= 2 (got "${rawMax}")`);
    return {
      db: createPostgresDb(location.url, max === undefined ? {} : { max }),
      where: redact(location.url),
    };
  }
  if (location.kind === 'memory') return { db: createDb(':memory:'), where: ':memory:' };
  mkdirSync(location.dataDir, { recursive: true });
  return { db: createDb(location.file), where: location.file };
}

/** The URL without its password, for logs. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'PostgreSQL';
  }
}
