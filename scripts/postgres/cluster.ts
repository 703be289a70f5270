import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster on loopback for `npm run test:postgres`: Debian's server
 * binaries (installed with apt-get when run as root and missing), initdb into a temp dir,
 * pg_ctl start on a free port. Run as root, the cluster runs as the `postgres` user (the
 * server refuses to run as root). Durability is off (fsync, synchronous_commit): it is
 * thrown away at the end.
 */

export interface Cluster {
  port: number;
  /** a connection URL for one database of the cluster */
  url(database: string): string;
  stop(): void;
}

const isRoot = () => process.getuid?.() === 0;

function findBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/** The directory of initdb and pg_ctl; installs Debian's `postgresql` when root and missing. */
export function ensurePostgres(): string {
  const found = process.env.PG_BIN_DIR ?? findBinDir();
  if (found) return found;
  if (!isRoot())
    throw new Error(
      'PostgreSQL is not installed: run `apt-get install -y postgresql` (or set PG_BIN_DIR).',
    );
  console.log('Installing PostgreSQL (apt-get install postgresql)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'ignore',
    env,
  });
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get installed postgresql, but initdb was not found');
  return installed;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a server binary, as `postgres` when we are root. */
function run(bin: string, args: string[]) {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const res = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (res.status !== 0)
    throw new Error(`${bin} ${args.join(' ')} failed:\n${res.stdout ?? ''}${res.stderr ?? ''}`);
}

export async function startCluster(opts: { port?: number } = {}): Promise<Cluster> {
  const bin = ensurePostgres();
  const port = opts.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=200',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=128MB',
  ].join(' ');
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-o',
    serverOptions,
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
