import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, type Db } from './client';
import { createPostgresDb } from './postgres';

/**
 * The database named by the environment: PostgreSQL when DATABASE_URL is set (a
 * `postgres://` or `postgresql://` URL; PG_POOL_MAX connections), else the SQLite file
 * `storefront.sqlite` in DATA_DIR (./.data; ":memory:" for an in-memory one).
 */
export function openDatabase(env: NodeJS.ProcessEnv = process.env): { db: Db; where: string } {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    const rawMax = env.PG_POOL_MAX?.trim();
    const max = rawMax ? Number(rawMax) : undefined;
    if (max !== undefined && (!Number.isSafeInteger(max) || max < 2))
      throw new Error(`PG_POOL_MAX must be an integer >= 2 (got "${rawMax}")`);
    return { db: createPostgresDb(url, max === undefined ? {} : { max }), where: redact(url) };
  }
  const dataDir = env.DATA_DIR?.trim() || './.data';
  if (dataDir === ':memory:') return { db: createDb(':memory:'), where: ':memory:' };
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'storefront.sqlite');
  return { db: createDb(file), where: file };
}

/** The URL without its password, for logs. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'PostgreSQL';
  }
}
