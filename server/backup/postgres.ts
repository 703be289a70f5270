import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { redact } from '../db/open';
import { checkBackupFile, checkNewFile, Refusal } from './files';

/**
 * PostgreSQL's own tools: `pg_dump --format=custom` reads one snapshot of the database in a
 * transaction of its own (the provider goes on writing); `pg_restore` puts it back in one
 * transaction (all or nothing). Both come with Debian's `postgresql-client`; they take the
 * URL without its password, which they get in PGPASSWORD (not on a command line).
 */

/** Dumps the database at `url` into `dest` (a new file). */
export async function backupPostgres(url: string, dest: string): Promise<void> {
  checkNewFile(dest);
  await withClient(url, async (client) => {
    if (!(await hasOrders(client)))
      throw new Refusal(
        `${redact(url)} holds no storefront database (no orders): nothing to back up.`,
      );
  });
  mkdirSync(dirname(dest), { recursive: true });
  const partial = `${dest}.partial`;
  try {
    await run('pg_dump', ['--format=custom', `--file=${partial}`], url);
    renameSync(partial, dest);
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Restores the dump `backup` into the database at `url`: an empty one, or with `force` one
 * whose tables of the same names are dropped first. Refuses while anyone else is connected.
 */
export async function restorePostgres(
  url: string,
  backup: string,
  opts: { force: boolean },
): Promise<{ orders: number }> {
  checkBackupFile(backup, 'postgres');
  await withClient(url, async (client) => {
    const others = await count(
      client,
      `select count(*) as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (others > 0)
      throw new Refusal(
        `${redact(url)} has ${others} other connection(s) (a provider running on it?): stop every instance, then restore.`,
      );
    const tables = await count(
      client,
      `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (tables > 0 && !opts.force)
      throw new Refusal(
        `${redact(url)} already holds ${tables} tables. Restore into a new, empty database (createdb), or add --force to drop and replace the backup's tables.`,
      );
  });
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
  if (opts.force) args.push('--clean', '--if-exists');
  await run('pg_restore', [...args, backup], url).catch((err: Error) => {
    if (err instanceof Refusal) throw err;
    throw new Error(`${err.message} Nothing was restored: pg_restore runs in one transaction.`);
  });
  return withClient(url, async (client) => ({
    orders: await count(client, 'select count(*) as n from orders'),
  }));
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'storefront-backup' });
  try {
    await client.connect();
  } catch (err) {
    throw new Refusal(`cannot connect to ${redact(url)}: ${(err as Error).message}.`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function count(client: pg.Client, query: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(query);
  return Number(rows[0]?.n ?? 0);
}

async function hasOrders(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ t: string | null }>(`select to_regclass('orders') as t`);
  return rows[0]?.t != null;
}

/** Runs pg_dump or pg_restore on the database at `url`; its messages go to our stderr. */
function run(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${target.toString()}`, ...args], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new Refusal(
              `${tool} is not installed: apt-get install postgresql-client (the server's major version or newer).`,
            )
          : err,
      ),
    );
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}); its message is above.`)),
    );
  });
}
