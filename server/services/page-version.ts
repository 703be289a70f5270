import { sql } from 'kysely';
import { isPostgres, readAtOnce, type Db } from '../db/client';

const VERSIONS =
  'select (select max(seq) from catalogue_changes) as catalogue, ' +
  '(select n from config_version where id = 1) as config';
type Row = { catalogue: number | string | null; config: number | string | null };

/**
 * What a public page shows that the database counts: the catalogue's change log (migration 0013)
 * and the config's version (migration 0014), the same for every worker and instance on one
 * database. Null when it cannot be read at once (SQLite with a transaction open on the
 * connection): a page view does not wait for a write to end only to look into the page cache.
 */
export async function pageVersion(db: Db): Promise<string | null> {
  const row = isPostgres(db)
    ? (await sql.raw<Row>(VERSIONS).execute(db)).rows[0]
    : readAtOnce<Row>(db, VERSIONS);
  return row ? `${row.catalogue ?? 0}:${row.config ?? ''}` : null;
}
