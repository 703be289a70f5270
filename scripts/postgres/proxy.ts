import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * nginx in front of the provider instances for `npm run test:postgres`: Debian's `nginx`
 * (installed with apt-get when run as root and missing, as cluster.ts does for PostgreSQL), run
 * as a process of our own (`-c`/`-p` a temp dir, `daemon off`): the system's nginx service and
 * /etc/nginx are never touched. docs/PROVIDER.md ("Behind a proxy") shows `proxyConfig`'s server
 * part: the test and the docs use one config.
 */

const NGINX = '/usr/sbin/nginx';

export interface Proxy {
  base: string;
  stop(): Promise<void>;
}

export interface ProxyOptions {
  /** where nginx listens (loopback) */
  port: number;
  /** the provider instances, `host:port` each: round robin between them */
  upstreams: string[];
  /** answers carry `x-upstream` (the instance's address): for the test only, not a shop */
  revealUpstream?: boolean;
}

/** The `upstream` and `server` blocks of the http context: what docs/PROVIDER.md shows. */
export function proxyConfig(opts: ProxyOptions): string {
  return `upstream storefront {
    ${opts.upstreams.map((u) => `server ${u};`).join('\n    ')}
    keepalive 16;
}

server {
    listen 127.0.0.1:${opts.port};
    gzip off;                       # the provider compresses its own answers

    proxy_http_version 1.1;         # keep-alive to the instances; streams need HTTP/1.1
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Forwarded-Proto $scheme;
    # The edge proxy: the client's address, not whatever X-Forwarded-For it sent.
    proxy_set_header X-Forwarded-For $remote_addr;${
      opts.revealUpstream ? '\n    add_header x-upstream $upstream_addr always;' : ''
    }

    location / {
        proxy_pass http://storefront;
    }

    # Server-sent events: passed on as written, open as long as the customer stays.
    location ~ ^/api/v1/customer/(notifications|order/track)/stream$ {
        proxy_pass http://storefront;
        proxy_buffering off;
        proxy_read_timeout 1h;
    }
}
`;
}

function nginxConf(dir: string, opts: ProxyOptions): string {
  const temp = (name: string) => join(dir, name);
  return `daemon off;
master_process on;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
${process.getuid?.() === 0 ? 'user root;\n' : ''}events { worker_connections 512; }

http {
    access_log off;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};

${proxyConfig(opts)
  .split('\n')
  .map((l) => (l === '' ? l : `    ${l}`))
  .join('\n')}
}
`;
}

/** The nginx binary; installs Debian's `nginx` when root and missing. */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0)
    throw new Error('nginx is not installed: run `apt-get install -y nginx`.');
  console.log('Installing nginx (apt-get install nginx)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    stdio: 'ignore',
    env,
  });
  if (!existsSync(NGINX)) throw new Error(`apt-get installed nginx, but ${NGINX} was not found`);
  return NGINX;
}

async function waitAnswering(base: string, child: ChildProcess, log: string[]) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${log.join('')}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer on ${base}:\n${log.join('')}`);
}

export async function startProxy(opts: ProxyOptions): Promise<Proxy> {
  const bin = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  writeFileSync(join(dir, 'nginx.conf'), nginxConf(dir, opts));
  const log: string[] = [];
  const child = spawn(
    bin,
    ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const base = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM'); // the master's fast shutdown: its worker goes with it
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitAnswering(base, child, log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}
