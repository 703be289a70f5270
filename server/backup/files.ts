import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  readSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';

/** Something the operator has to change before a backup or restore can go ahead. */
export class Refusal extends Error {}

export type BackupKind = 'sqlite' | 'postgres';

/** The time in UTC for a file name: `20261202T101530Z`. */
export const stamp = (now = new Date()) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** `backups/storefront-20261202T101530Z.sqlite` (or `.dump`, pg_dump's custom format). */
export function defaultBackupFile(kind: BackupKind, now = new Date()): string {
  return join('backups', `storefront-${stamp(now)}.${kind === 'sqlite' ? 'sqlite' : 'dump'}`);
}

/** What a file holds, by its first bytes: an SQLite database, a pg_dump archive, or neither. */
export function backupKindOf(file: string): BackupKind | undefined {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}

/** Refuses unless `file` is a backup of `kind`, saying what it is when it is the other kind. */
export function checkBackupFile(file: string, kind: BackupKind): void {
  if (!existsSync(file)) throw new Refusal(`${file} does not exist.`);
  if (!statSync(file).isFile()) throw new Refusal(`${file} is not a file.`);
  const found = backupKindOf(file);
  if (found === kind) return;
  if (found === 'postgres')
    throw new Refusal(
      `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into.`,
    );
  if (found === 'sqlite')
    throw new Refusal(
      `${file} is an SQLite backup: unset DATABASE_URL and set DATA_DIR to restore it into SQLite.`,
    );
  throw new Refusal(`${file} is not a storefront backup (neither an SQLite file nor a pg_dump).`);
}

/** Refuses to write a backup over an existing file. */
export function checkNewFile(file: string): void {
  if (existsSync(file)) throw new Refusal(`${file} already exists; name another file.`);
}

/** Copies a file and flushes the copy to disk. */
export function copyDurably(from: string, to: string): void {
  copyFileSync(from, to);
  const fd = openSync(to, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function megabytes(file: string): string {
  return `${(statSync(file).size / 2 ** 20).toFixed(1)} MB`;
}
