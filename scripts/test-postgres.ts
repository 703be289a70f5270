/**
 * `npm run test:postgres`: the provider on PostgreSQL, alone and as two instances.
 *
 * 1. A throwaway cluster on loopback (scripts/postgres/cluster.ts; installs Debian's
 *    `postgresql` when run as root and missing).
 * 2. The provider test suite (tests/server) against it: TEST_PG_URL gives each test world a
 *    database of its own.
 * 3. Two provider instances started together on one empty database (they migrate and seed it
 *    once between them), then the cross-instance checks (scripts/postgres/cross-instance.ts),
 *    the restarts under load (a rolling restart of one instance's workers, the other instance
 *    stopped and started: scripts/postgres/restart-instance.ts); their figures are printed.
 * 4. nginx in front of both (scripts/postgres/proxy.ts; installs Debian's `nginx` when run as
 *    root and missing) and the checks through it (scripts/postgres/behind-proxy.ts): pages
 *    (with a build: `npm run build && npm run build:ssr`; else the API only), an order's push
 *    across instances, the login limit counted across both, a page cache change seen by both.
 *    Then the first instance is killed amid placements (cross-instance.ts).
 *
 * Env: PG_TEST_PORT (a free port), PG_BIN_DIR (the newest /usr/lib/postgresql/N/bin),
 * PG_PROXY_PORT (nginx's port; a free one), STATIC_DIR and SSR_ENTRY (the build the instances
 * render pages from: dist, dist-ssr/entry-server.js),
 * TEST_PG_WORKERS (1: vitest workers), TEST_PG_FILES (the suite's files; tests/server),
 * TEST_PG_SKIP_SUITE=1 (only the cross-instance part).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { createPostgresDb } from '../server/db/postgres';
import { STREAM_POLL_MS } from '../server/routes/notifications';
import { freePort, startCluster, type Cluster } from './postgres/cluster';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { behindProxy, proxyFailures, type ProxyFigures } from './postgres/behind-proxy';
import { startProxy } from './postgres/proxy';
import {
  crossInstance,
  killedInstance,
  type Figures,
  type KilledFigures,
} from './postgres/cross-instance';
import { printRestart, restartFailures, restartUnderLoad } from './postgres/restart-instance';

const STEP_MS = 400;
/** The operator's token of the test's instances: pages say how they went (Server-Timing). */
const OPS_TOKEN = 'test-postgres-operator';
const STATIC_DIR = process.env.STATIC_DIR?.trim() || 'dist';
const SSR_ENTRY = process.env.SSR_ENTRY?.trim() || 'dist-ssr/entry-server.js';
/** With a build, the instances render pages on the server, as `npm start` does. */
const PAGES = existsSync(join(STATIC_DIR, 'index.html')) && existsSync(SSR_ENTRY);
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

/**
 * Files of the suite that start `npm start` on a SQLite file of their own whatever TEST_PG_URL
 * says: `npm test` has run them already; this run restarts its PostgreSQL instances itself.
 */
const SQLITE_ONLY = ['tests/server/cluster.test.ts', 'tests/server/rolling-restart.test.ts'];

function runSuite(cluster: Cluster): Promise<number> {
  const workers = process.env.TEST_PG_WORKERS ?? '1';
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        ...(process.env.TEST_PG_FILES ?? 'tests/server').split(' '),
        ...SQLITE_ONLY.flatMap((file) => ['--exclude', file]),
        `--maxWorkers=${workers}`,
        '--reporter=dot',
      ],
      { stdio: 'inherit', env: { ...process.env, TEST_PG_URL: cluster.url('postgres') } },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function createDatabase(cluster: Cluster, name: string) {
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

interface Instance {
  base: string;
  child: ChildProcess;
  log: string[];
}

function startInstance(url: string, port: number): Instance {
  const log: string[] = [];
  // node itself, not npx: npx does not pass SIGTERM on (its child would go on, orphaned)
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIM_STEP_MS: String(STEP_MS),
      // The pages rendered whenever asked (a cold process's first render on two busy cores would
      // otherwise have it answer the SPA shell for a while: tested in tests/server).
      ...(PAGES
        ? { STATIC_DIR, SSR: '1', SSR_ENTRY, SSR_RENDER_SHARE: '100', SSR_SLOW_RENDER_MS: '5000' }
        : { STATIC_DIR: '', SSR: '0' }),
      PG_POOL_MAX: '8',
      // a cluster of two (the rolling restart replaces its workers)
      WORKERS: '2',
      // nginx in front (scripts/postgres/proxy.ts) connects from loopback.
      TRUST_PROXY: '127.0.0.1',
      OPS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return { base: `http://127.0.0.1:${port}`, child, log };
}

async function waitHealthy(instance: Instance, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance ${instance.base} exited:\n${instance.log.join('')}`);
    try {
      const res = await fetch(`${instance.base}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance ${instance.base} did not become healthy:\n${instance.log.join('')}`);
}

/** SIGHUP to an instance (its cluster's primary): its workers replaced one at a time. */
async function rollWorkers(instance: Instance) {
  const text = () => instance.log.join('');
  if (!text().includes('in the primary'))
    throw new Error(`${instance.base} runs no cluster (WORKERS=1?):\n${text()}`);
  instance.child.kill('SIGHUP');
  const until = Date.now() + 60_000;
  while (!/Rolling restart (done|stopped)/.test(text())) {
    if (Date.now() > until) throw new Error(`no rolling restart of ${instance.base}:\n${text()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  if (text().includes('Rolling restart stopped'))
    throw new Error(`the rolling restart of ${instance.base} stopped:\n${text()}`);
}

/** SIGTERM, then the same instance started again on its port. */
async function restartInstance(instances: Instance[], i: number, url: string, port: number) {
  await stopInstance(instances[i]!);
  instances[i] = startInstance(url, port);
  await waitHealthy(instances[i]);
}

function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null)
    return Promise.resolve();
  return new Promise((resolve) => {
    instance.child.once('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });
}

function failuresOf(f: Figures): string[] {
  const failures: string[] = [];
  if (f.oversoldUnits !== 0) failures.push(`${f.oversoldUnits} units oversold`);
  if (f.ordersAccepted !== f.scarceStock)
    failures.push(`${f.ordersAccepted} orders took the ${f.scarceStock} scarce units`);
  if (f.stockLeft !== 0) failures.push(`${f.stockLeft} scarce units left unsold`);
  if (f.ordersPerIdempotencyKey !== 1)
    failures.push(`${f.ordersPerIdempotencyKey} orders for one idempotency key`);
  if (f.notificationsDelivered !== f.notificationsSent)
    failures.push(`${f.notificationsDelivered} of ${f.notificationsSent} pushes crossed over`);
  if (!f.lockedOnOtherInstance) failures.push('the login lock did not hold on the other instance');
  if (f.duplicateStatusPushes !== 0)
    failures.push(`${f.duplicateStatusPushes} order steps were taken twice`);
  if (f.ordersDelivered !== f.ordersAccepted)
    failures.push(`${f.ordersDelivered} of ${f.ordersAccepted} orders reached delivered`);
  return failures;
}

function print(f: Figures) {
  const median = [...f.notificationLatencyMs].sort((a, b) => a - b)[
    Math.floor(f.notificationLatencyMs.length / 2)
  ];
  console.log(`
Cross-instance figures (two instances, one PostgreSQL database):
  scarce stock          ${f.scarceStock} units, ${f.buyers} buyers split across both instances
  orders                ${f.ordersAccepted} accepted, ${f.ordersRefused} refused (out of stock)
  units sold            ${f.unitsSold}, stock left ${f.stockLeft}, oversold ${f.oversoldUnits}
  idempotency           ${f.idempotentRequests} requests with one key on both instances -> ${f.ordersPerIdempotencyKey} order
  notifications         ${f.notificationsDelivered}/${f.notificationsSent} written on one instance reached a stream on the other (median ${median ?? '-'} ms from placing the order; streams poll every ${STREAM_POLL_MS} ms without NOTIFY)
  login lock            ${f.loginFailuresAcrossInstances} concurrent failures across both -> ${f.lockedOnOtherInstance ? 'locked (429) on the other instance' : 'NOT locked on the other instance'}
  simulator             ${f.ordersDelivered} orders delivered by two simulators, ${f.duplicateStatusPushes} steps taken twice`);
}

/** The pids under `pid` (Linux /proc), deepest first. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone
  }
  return children.flatMap((c) => [...descendants(c), c]);
}

/** SIGKILL to an instance and everything it started (node → cluster workers). */
function killTree(pid: number) {
  for (const p of [...descendants(pid), pid]) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

function killedFailures(k: KilledFigures): string[] {
  const failures: string[] = [];
  if (!k.survivorAnswers) failures.push('the other instance stopped answering');
  if (k.ordersPerKey > 1) failures.push(`${k.ordersPerKey} orders for one key after the kill`);
  if (k.unanswered > 0) failures.push(`${k.unanswered} orders no retrying customer was answered`);
  if (k.oversoldUnits !== 0) failures.push(`${k.oversoldUnits} units oversold after the kill`);
  if (k.placed !== k.unitsSold)
    failures.push(`${k.placed} orders answered for ${k.unitsSold} units sold`);
  return failures;
}

function printKilled(k: KilledFigures) {
  console.log(`
One instance SIGKILLed amid placements (each customer retries with its Idempotency-Key on the other):
  orders                ${k.placed} placed, ${k.refused} refused (out of stock), ${k.retries} retries
  per key               at most ${k.ordersPerKey} order, ${k.unanswered} orders nobody was answered
  units sold            ${k.unitsSold}, stock left ${k.stockLeft}, oversold ${k.oversoldUnits}
  the other instance    ${k.survivorAnswers ? 'answering' : 'NOT answering'}`);
}

/** nginx in front of both instances, and the checks through it. */
async function throughProxy(db: ReturnType<typeof createPostgresDb>, ports: number[]) {
  const port = process.env.PG_PROXY_PORT ? Number(process.env.PG_PROXY_PORT) : await freePort();
  const from = Date.now();
  const proxy = await startProxy({
    port,
    upstreams: ports.map((p) => `127.0.0.1:${p}`),
    revealUpstream: true,
  });
  try {
    const figures = await behindProxy(db, proxy.base, { opsToken: OPS_TOKEN, pages: PAGES });
    printProxied(figures, (Date.now() - from) / 1000);
    return figures;
  } finally {
    await proxy.stop();
  }
}

function printProxied(f: ProxyFigures, seconds: number) {
  const pages = f.pages
    ? `a rendered page ${f.pages.rendered ? 'answered' : 'NOT answered'}, the SPA shell ${f.pages.shell ? 'answered' : 'NOT answered'}`
    : 'not checked (no build: npm run build && npm run build:ssr)';
  const cache = f.pageCache
    ? `kept on ${f.pageCache.cachedOn} instances; after a price change the next views showed it on ${f.pageCache.changedOn}, ${f.pageCache.stale} stale (${f.pageCache.shells} the SPA shell, the process busy)`
    : 'not checked (no build)';
  console.log(`
Behind nginx (round robin over both instances; ${seconds.toFixed(1)} s):
  API                   /config answered by ${f.apiInstances} instances, ${f.apiFailures} failures
  pages                 ${pages}
  live push             ${f.pushAcross ? `an order placed on one instance reached a stream held on the other in ${f.pushLatencyMs} ms` : 'NOT delivered across instances'}
  login limit           ${f.limit}/min per client: first 429 at request ${f.firstRefusedAt ?? '-'}, the calls answered by ${f.limitInstances} instances, ${f.counterRows} counter (${f.counterHits} hits)
  client address        from X-Forwarded-For (TRUST_PROXY): another client ${f.otherClientServed ? 'served' : 'NOT served'}, a forged X-Forwarded-For ${f.spoofRefused ? 'still limited' : 'NOT limited'}
  page cache            ${cache}`);
}

async function crossInstancePart(cluster: Cluster): Promise<string[]> {
  await createDatabase(cluster, 'storefront_cross');
  const url = cluster.url('storefront_cross');
  // PG_INSTANCE_PORT: the instances' ports (that one and the next), else two free ones.
  const fixed = process.env.PG_INSTANCE_PORT ? Number(process.env.PG_INSTANCE_PORT) : undefined;
  const [portA, portB] =
    fixed === undefined ? [await freePort(), await freePort()] : [fixed, fixed + 1];
  // Started together on an empty database: the start-up lock lets one migrate and seed.
  const instances = [startInstance(url, portA), startInstance(url, portB)];
  const db = createPostgresDb(url, { max: 4 });
  try {
    await Promise.all(instances.map((i) => waitHealthy(i)));
    console.log(`[${seconds()} s] two instances up on ports ${portA} and ${portB}`);
    const figures = await crossInstance(
      db,
      instances.map((i) => i.base),
      STEP_MS,
    );
    print(figures);
    // Restarts under load: the first instance's workers one by one, then the second instance.
    const restarts = await restartUnderLoad(
      db,
      instances.map((i) => i.base),
      async (stopping) => {
        await rollWorkers(instances[0]!);
        console.log(`[${seconds()} s] ${instances[0]!.base}: its workers replaced`);
        stopping(instances[1]!.base);
        await restartInstance(instances, 1, url, portB);
        stopping(undefined);
        console.log(`[${seconds()} s] ${instances[1]!.base}: stopped and started again`);
      },
    );
    printRestart(restarts);
    const proxied = await throughProxy(db, [portA, portB]);
    // Then the first instance dies (SIGKILL, its whole process tree) amid placements.
    const killed = await killedInstance(
      db,
      instances.map((i) => i.base),
      () => killTree(instances[0]!.child.pid!),
    );
    printKilled(killed);
    return [
      ...failuresOf(figures),
      ...restartFailures(restarts),
      ...proxyFailures(proxied),
      ...killedFailures(killed),
    ];
  } finally {
    await Promise.all(instances.map(stopInstance));
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const port = process.env.PG_TEST_PORT ? Number(process.env.PG_TEST_PORT) : undefined;
  const cluster = await startCluster(port === undefined ? {} : { port });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      cluster.stop();
      process.exit(130);
    });
  console.log(`[${seconds()} s] PostgreSQL cluster on 127.0.0.1:${cluster.port}`);
  try {
    if (process.env.TEST_PG_SKIP_SUITE !== '1') {
      const code = await runSuite(cluster);
      console.log(`[${seconds()} s] provider suite on PostgreSQL: exit ${code}`);
      if (code !== 0) return code;
    }
    const failures = await crossInstancePart(cluster);
    console.log(`[${seconds()} s] done`);
    if (failures.length > 0) {
      console.error(`\nCross-instance check FAILED: ${failures.join('; ')}`);
      return 1;
    }
    console.log('\nCross-instance check passed.');
    return 0;
  } finally {
    cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
