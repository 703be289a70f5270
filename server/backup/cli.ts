/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file> [--force]`: the database of
 * DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), as the provider finds it (db/open.ts).
 * docs/PROVIDER.md, "Back up and restore".
 */
import { parseArgs } from 'node:util';
import { databaseLocation, redact } from '../db/open';
import { defaultBackupFile, megabytes, Refusal } from './files';
import { backupPostgres, restorePostgres } from './postgres';
import { backupSqlite, restoreSqlite } from './sqlite';

const USAGE = `Usage:
  npm run backup [-- <file>]            a copy of the live database, taken while the provider runs
                                        (default: backups/storefront-<UTC time>.sqlite, .dump on PostgreSQL)
  npm run restore -- <file> [--force]   a backup into DATA_DIR, or into DATABASE_URL's database,
                                        with the provider stopped; --force replaces a database there`;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function backup(file: string | undefined): Promise<string> {
  const location = databaseLocation();
  if (location.kind === 'memory')
    throw new Refusal(
      'an in-memory database (DATA_DIR=:memory:) lives inside the provider; nothing on disk to back up.',
    );
  const dest = file ?? defaultBackupFile(location.kind);
  const started = performance.now();
  if (location.kind === 'postgres') {
    await backupPostgres(location.url, dest);
    return `Backed up ${redact(location.url)} to ${dest} (pg_dump, ${megabytes(dest)}) in ${seconds(started)}.`;
  }
  const { orders } = await backupSqlite(location.file, dest);
  return `Backed up ${location.file} to ${dest} (${orders} orders, ${megabytes(dest)}) in ${seconds(started)}.`;
}

async function restore(file: string | undefined, force: boolean): Promise<string> {
  if (file === undefined) throw new Refusal(`name the backup file to restore.\n${USAGE}`);
  const location = databaseLocation();
  if (location.kind === 'memory')
    throw new Refusal(
      'DATA_DIR=:memory: is no place to restore into; set DATA_DIR to a directory.',
    );
  const started = performance.now();
  const next = 'Start the provider (npm start); it migrates a backup of an older release.';
  if (location.kind === 'postgres') {
    const { orders } = await restorePostgres(location.url, file, { force });
    return `Restored ${file} into ${redact(location.url)} (${orders} orders) in ${seconds(started)}. ${next}`;
  }
  const { orders, replaced } = restoreSqlite(file, location.file, { force });
  const kept = replaced ? ` The database it replaced is kept as ${replaced}.` : '';
  return `Restored ${file} into ${location.file} (${orders} orders) in ${seconds(started)}.${kept} ${next}`;
}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    return { error: (err as Error).message };
  }
}

async function main(): Promise<number> {
  const parsed = parse();
  if ('error' in parsed) {
    console.error(`${parsed.error}\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  const [command, file, ...extra] = positionals;
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const verb = command === 'backup' ? 'Backup' : 'Restore';
  try {
    if (extra.length > 0)
      throw new Refusal(`one file only (got ${positionals.slice(1).join(', ')}).`);
    if (command === 'backup' && values.force)
      throw new Refusal('--force is for restore; a backup never writes over a file.');
    console.log(command === 'backup' ? await backup(file) : await restore(file, values.force));
    return 0;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${verb} ${err instanceof Refusal ? 'refused' : 'failed'}: ${message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
