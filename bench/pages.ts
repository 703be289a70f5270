/**
 * `npm run bench:pages`: the server-rendered pages' part of `npm run bench` alone (no build, no
 * browser; needs `npm run build && npm run build:ssr`): the demo and the large world on 2 provider
 * processes, every page kind at 50 connections and the mix at 200, beside the bare React page
 * rendered per request.
 *
 * Then each page kind's own cost, one at a time on a process that keeps no page.
 *
 * Env: BENCH_PORT (4400; uses the next 4), BENCH_DURATION (10 s per row), BENCH_PROFILES
 * (demo,large), BENCH_PARTS (load,cost), BENCH_OUT (bench/results/pages.json).
 */
import { join, resolve } from 'node:path';
import { formatCosts, formatPages } from './lib/report';
import { machineNow, writeResultsFile } from './lib/results-file';
import { startBare } from './lib/servers';
import { ssrLoad, type SsrLoad } from './lib/ssr-load';

const project = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4400);
const durationS = Number(process.env.BENCH_DURATION ?? 10);
const profiles = (process.env.BENCH_PROFILES ?? 'demo,large').split(',') as SsrLoad['profile'][];
const parts = (process.env.BENCH_PARTS ?? 'load,cost').split(',') as ('load' | 'cost')[];
const out = resolve(process.env.BENCH_OUT ?? join(project, 'bench', 'results', 'pages.json'));
const log = (message: string) => console.log(`bench: ${message}`);

const started = Date.now();
const bare = await startBare(port + 2, '');
const results = {
  date: new Date().toISOString(),
  machine: machineNow(),
  pages: [] as SsrLoad[],
  durationS: 0,
};
try {
  for (const profile of profiles)
    results.pages.push(
      await ssrLoad({
        root: project,
        port: port + 3,
        bare,
        profile,
        workers: 2,
        connections: 50,
        overload: 200,
        durationS,
        log,
        parts,
      }),
    );
} finally {
  await bare.stop();
}
writeResultsFile(out, results, started);
for (const pages of results.pages) {
  if (pages.rows.length) console.log(formatPages(pages));
  if (pages.costs) console.log(formatCosts(pages));
}
log(`results written to ${out}`);
process.exit(0);
