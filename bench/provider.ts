/**
 * `npm run bench:provider`: the provider's load part of `npm run bench` alone (no build, no
 * browser): the large world, the same-URL, varied and write rows, 1 vs N workers, the bare
 * Fastify route; with BENCH_PG=1 the same again on a throwaway PostgreSQL cluster (the one
 * `npm run test:postgres` starts, scripts/postgres/cluster.ts), reported beside SQLite's.
 *
 * Env: BENCH_PORT (4400; uses the next 2, and the 10th after it for PostgreSQL),
 * BENCH_DURATION (10 s per read row), BENCH_WRITES (10000), BENCH_WORKERS (the CPUs, at least 2),
 * BENCH_PG (1: PostgreSQL too), BENCH_OUT (bench/results/provider.json).
 */
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startCluster } from '../scripts/postgres/cluster';
import { providerLoad, type ProviderLoad } from './lib/provider-load';
import { formatLoad } from './lib/report';
import { machineNow, writeResultsFile } from './lib/results-file';
import { startBare } from './lib/servers';

const project = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4400);
const durationS = Number(process.env.BENCH_DURATION ?? 10);
const writes = Number(process.env.BENCH_WRITES ?? 10000);
const workers = process.env.BENCH_WORKERS ? Number(process.env.BENCH_WORKERS) : undefined;
const out = resolve(process.env.BENCH_OUT ?? join(project, 'bench', 'results', 'provider.json'));
const log = (message: string) => console.log(`bench: ${message}`);

const started = Date.now();
const bare = await startBare(port + 2, '');
const results: {
  date: string;
  machine: { cpus: number; cpu: string; node: string; loadAverage: number[] };
  runs: ProviderLoad[];
  durationS: number;
} = {
  date: new Date().toISOString(),
  machine: machineNow(),
  runs: [],
  durationS: 0,
};
const common = {
  root: project,
  port,
  bareUrl: bare.url,
  connections: 50,
  durationS,
  writes,
  ...(workers ? { workers } : {}),
  log,
};
try {
  results.runs.push(await providerLoad(common));
  if (process.env.BENCH_PG === '1') {
    const cluster = await startCluster({ port: port + 10 });
    try {
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query('create database bench');
      await admin.end();
      results.runs.push(await providerLoad({ ...common, databaseUrl: cluster.url('bench') }));
    } finally {
      cluster.stop();
    }
  }
} finally {
  await bare.stop();
}
writeResultsFile(out, results, started);
for (const run of results.runs) console.log(formatLoad(run));
log(`results written to ${out}`);
process.exit(0);
