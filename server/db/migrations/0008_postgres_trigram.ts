import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * The PostgreSQL form of item and store search. The services match names with
 * `lower(name) LIKE '%word%'` (services/text-match.ts), which a plain index cannot serve; a
 * trigram GIN index on `lower(name)` (pg_trgm, shipped with PostgreSQL and trusted, so the
 * database owner may create it) can. SQLite has its own search index; nothing to do there.
 * Without pg_trgm on the server the indexes are skipped: search still answers, by scanning.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

async function hasTrigram(db: AnyDb): Promise<boolean> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  return Number(rows[0]?.n ?? 0) > 0;
}

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db) || !(await hasTrigram(db))) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index items_name_trgm on items using gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`create index stores_name_trgm on stores using gin (lower(name) gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists items_name_trgm`.execute(db);
  await sql`drop index if exists stores_name_trgm`.execute(db);
}
