import SqliteDatabase from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkBackupFile, checkNewFile, copyDurably, Refusal, stamp } from './files';

/**
 * SQLite's online backup API (better-sqlite3's `backup`) in one step: the copy is one read of
 * one snapshot, taken when the step starts, while the provider goes on writing (WAL). In
 * smaller steps SQLite would start the copy over after each commit of the provider.
 */
const ALL_PAGES = 0x7fffffff;

/** Copies the live database `file` into `dest` (a new file); the copy's order count. */
export async function backupSqlite(file: string, dest: string): Promise<{ orders: number }> {
  if (!existsSync(file)) throw new Refusal(`no database at ${file}; nothing to back up.`);
  checkNewFile(dest);
  mkdirSync(dirname(dest), { recursive: true });
  // Written beside `dest`, renamed when complete: a backup under its name is a whole one.
  const partial = `${dest}.partial`;
  const source = new SqliteDatabase(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(partial, { progress: () => ALL_PAGES });
    const orders = storefrontOrders(partial);
    renameSync(partial, dest);
    return { orders };
  } finally {
    source.close();
    rmSync(partial, { force: true });
  }
}

/**
 * Puts the backup `backup` in place as the database `target` of a stopped provider. Refuses
 * while any process has `target` open, and when `target` holds a database unless `force`:
 * that one is then kept beside it, renamed (the path is returned).
 */
export function restoreSqlite(
  backup: string,
  target: string,
  opts: { force: boolean },
): { orders: number; replaced: string | undefined } {
  checkBackupFile(backup, 'sqlite');
  const held = existsSync(target) ? tablesOfStoppedDatabase(target) : 0;
  if (held > 0 && !opts.force)
    throw new Refusal(
      `${target} already holds a database. Add --force to replace it (it is kept beside, renamed).`,
    );
  mkdirSync(dirname(target), { recursive: true });
  const restoring = `${target}.restoring`;
  try {
    copyDurably(backup, restoring);
    const orders = storefrontOrders(restoring);
    const replaced = held > 0 ? `${target}.replaced-${stamp()}` : undefined;
    if (replaced) renameSync(target, replaced);
    // No journal of another database may stay beside the restored one.
    for (const leftover of [`${target}-wal`, `${target}-shm`]) rmSync(leftover, { force: true });
    renameSync(restoring, target);
    return { orders, replaced };
  } finally {
    rmSync(restoring, { force: true });
  }
}

/**
 * The number of tables in `file`, after making sure no other process has it open: leaving WAL
 * for a rollback journal needs the only connection, and fails at once otherwise (busy_timeout 0).
 * It also writes back what the file's WAL held, so the file alone is the whole database.
 */
function tablesOfStoppedDatabase(file: string): number {
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    try {
      db.pragma('journal_mode = delete');
    } catch (err) {
      if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
      throw new Refusal(
        `${file} is open in another process (a provider running on it?): stop it, then restore.`,
      );
    }
    return (
      db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
}

/** Checks that `file` is a whole storefront database; its number of orders. */
function storefrontOrders(file: string): number {
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} is damaged (SQLite's quick_check: ${check}).`);
    const tables = db
      .prepare(
        "select count(*) as n from sqlite_master where type = 'table' and name in ('kysely_migration', 'orders')",
      )
      .get() as { n: number };
    if (tables.n < 2)
      throw new Refusal(`${file} is an SQLite file, but not a storefront database (no orders).`);
    return (db.prepare('select count(*) as n from orders').get() as { n: number }).n;
  } finally {
    db.close();
  }
}
