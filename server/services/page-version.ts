import { readRow, type Db } from '../db/client';

/**
 * What a public page shows that the database counts: the catalogue's change log (migration 0013)
 * and the config's version (migration 0014). One row, at once on SQLite; the same for every
 * worker and instance on one database.
 */
export async function pageVersion(db: Db): Promise<string> {
  const row = await readRow<{ catalogue: number | null; config: number | string | null }>(
    db,
    'select (select max(seq) from catalogue_changes) as catalogue, ' +
      '(select n from config_version where id = 1) as config',
  );
  return `${row?.catalogue ?? 0}:${row?.config ?? ''}`;
}
