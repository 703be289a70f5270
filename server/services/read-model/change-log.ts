import { sql } from 'kysely';
import { readRow, type Db } from '../../db/client';

/**
 * Reading the catalogue's change log (migration 0013_catalogue_changes): the last `seq`, the
 * rows named since a `seq`, and pruning what every process has long read.
 */

export interface Change {
  seq: number;
  tbl: string;
  rowId: number;
}

/** The log's last seq (0 when empty): one index lookup, asked before every list. */
export async function lastSeq(db: Db): Promise<number> {
  const row = await readRow<{ n: number | null }>(
    db,
    'select max(seq) as n from catalogue_changes',
  );
  return Number(row?.n ?? 0);
}

/** Where the log starts: a reader behind this `seq` has missed pruned changes. */
export async function logFloor(db: Db): Promise<number> {
  const { rows } = await sql<{
    floor: number;
  }>`select floor from catalogue_log where id = 1`.execute(db);
  return Number(rows[0]?.floor ?? 0);
}

/** The changes after `seq`, oldest first (read before the floor: see CatalogueModel). */
export async function changesSince(db: Db, seq: number): Promise<Change[]> {
  const { rows } = await sql<{
    seq: number;
    tbl: string;
    row_id: number;
  }>`select seq, tbl, row_id from catalogue_changes where seq > ${seq} order by seq`.execute(db);
  return rows.map((r) => ({ seq: Number(r.seq), tbl: r.tbl, rowId: Number(r.row_id) }));
}

/** Keeps this many changes for processes that are behind. */
export const LOG_KEEP = 20_000;

/** Drops changes older than the last LOG_KEEP once there are twice as many. */
export async function pruneLog(db: Db, last: number, floor: number): Promise<void> {
  if (last - floor <= 2 * LOG_KEEP) return;
  const to = last - LOG_KEEP;
  await db.transaction().execute(async (trx) => {
    await sql`update catalogue_log set floor = ${to} where id = 1 and floor < ${to}`.execute(trx);
    await sql`delete from catalogue_changes where seq <= ${to}`.execute(trx);
  });
}
