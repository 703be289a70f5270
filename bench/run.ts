/**
 * `npm run bench`: every figure of the performance budget beside its floor, measured in the same
 * run (the machine is shared, so only side-by-side figures mean something). See
 * docs/PERFORMANCE.md. Writes bench/results/latest.json and prints Markdown tables.
 *
 * Env: BENCH_ROOT (the checkout to measure, built; default this one), BENCH_PORT (4400; uses the
 * next four ports too), BENCH_RUNS (3: Lighthouse and interaction runs), BENCH_DURATION (10 s per
 * read route), BENCH_WRITES (10000 requests per write route), BENCH_SKIP (comma-separated:
 * lighthouse, interactions, pages, load), BENCH_OUT (bench/results/latest.json), BENCH_PAGES (only the
 * Lighthouse pages of these comma-separated names, to look into them; and no static SPA then).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeBytes } from './lib/bytes.mjs';
import { bareInteractions, openPlaywright, storefrontInteractions } from './lib/interactions';
import { medianScore, openBrowser, score, type PageScore } from './lib/lighthouse';
import { providerLoad } from './lib/provider-load';
import { ssrLoad } from './lib/ssr-load';
import { formatResults, type BenchResults } from './lib/report';
import { machineNow, writeResultsFile } from './lib/results-file';
import { startBare, startProvider } from './lib/servers';
import { benchWorld } from './lib/visitor';

const here = dirname(fileURLToPath(import.meta.url));
const project = resolve(here, '..');
const root = resolve(process.env.BENCH_ROOT ?? project);
const port = Number(process.env.BENCH_PORT ?? 4400);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const durationS = Number(process.env.BENCH_DURATION ?? 10);
const writes = Number(process.env.BENCH_WRITES ?? 10000);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const onlyPages = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
const out = resolve(process.env.BENCH_OUT ?? join(project, 'bench', 'results', 'latest.json'));
const CONNECTIONS = 50;

const log = (message: string) => console.log(`bench: ${message}`);

function run(command: string, args: string[], opts: { cwd: string; env?: Record<string, string> }) {
  const result = spawnSync(command, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The bare page, built with the app's build settings and precompressed the same way. */
function buildBare(): string {
  const bare = join(here, 'bare');
  run(
    process.execPath,
    [
      join(project, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      join(bare, 'vite.config.ts'),
    ],
    { cwd: bare, env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  );
  run(process.execPath, [join(project, 'scripts/precompress.mjs'), join(bare, 'dist')], {
    cwd: project,
  });
  return join(bare, 'dist');
}

async function main() {
  const started = Date.now();
  const bareDist = buildBare();
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: machineNow(),
    root,
    bytes: {
      routes: routeBytes(join(root, 'dist')),
      bare: routeBytes(bareDist, [{ name: 'bare page', path: '/', page: null }])[0]!,
    },
    durationS: 0,
  };
  log('bytes measured');

  const bare = await startBare(port + 2, bareDist);
  try {
    if (!skip.has('lighthouse') || !skip.has('interactions')) {
      // Pages rendered on the server (SSR=1 npm start), and the static SPA beside them.
      const demo = await startProvider(port + 1, {
        root,
        dataDir: ':memory:',
        staticDir: join(root, 'dist'),
        ssr: true,
      });
      const spa = skip.has('lighthouse')
        ? null
        : await startProvider(port + 3, {
            root,
            dataDir: ':memory:',
            staticDir: join(root, 'dist'),
          });
      try {
        const world = await benchWorld(demo.url);
        if (spa) {
          const spaWorld = await benchWorld(spa.url);
          const browser = await openBrowser();
          try {
            const bareScore = await score(browser, `${bare.url}/`, { runs });
            const measure = async (origin: string, of: typeof world, mode: string) => {
              const chosen = onlyPages.length
                ? of.pages.filter((page) => onlyPages.includes(page.name))
                : of.pages;
              // Round after round, each page once a round: a stretch of time when this shared
              // machine runs slower (Lighthouse's benchmark index falls, and every TBT grows)
              // touches one run of each page, not every run of the pages measured during it.
              const runsOf = chosen.map((): PageScore[] => []);
              for (let round = 0; round < runs; round++)
                for (const [index, page] of chosen.entries())
                  runsOf[index]!.push(
                    await score(browser, origin + page.path, {
                      runs: 1,
                      ...(page.visitor ? { storage: { ...of.storage, ...page.stored } } : {}),
                    }),
                  );
              return chosen.map((page, index) => {
                const figures = medianScore(runsOf[index]!);
                log(
                  `lighthouse ${page.name} (${mode}): ${figures.performance}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, SEO ${figures.seo}${figures.seoFailed.length ? ` (failed: ${figures.seoFailed.join(', ')})` : ''}`,
                );
                if (figures.lcp) log(`  LCP ${JSON.stringify(figures.lcp)}`);
                return {
                  name: page.name,
                  path: page.path,
                  indexed: page.indexed ?? false,
                  ...figures,
                };
              });
            };
            const pages = await measure(demo.url, world, 'server-rendered');
            const spaPages = onlyPages.length ? [] : await measure(spa.url, spaWorld, 'static SPA');
            results.lighthouse = { pages, spa: spaPages, bare: bareScore };
          } finally {
            await browser.close();
          }
        }
        if (!skip.has('interactions')) {
          const browser = await openPlaywright();
          try {
            results.interactions = {
              storefront: await storefrontInteractions(browser, demo.url, world, runs),
              bare: await bareInteractions(browser, bare.url, runs),
            };
            log('interactions measured');
          } finally {
            await browser.close();
          }
        }
      } finally {
        await demo.stop();
        await spa?.stop();
      }
    }

    if (!skip.has('pages')) {
      results.pages = [];
      for (const profile of ['demo', 'large'] as const)
        results.pages.push(
          await ssrLoad({
            root,
            port: port + 3,
            bare,
            profile,
            workers: 2,
            connections: CONNECTIONS,
            overload: 200,
            durationS,
            log,
          }),
        );
    }

    if (!skip.has('load')) {
      results.load = await providerLoad({
        root,
        port: port + 3,
        bareUrl: bare.url,
        connections: CONNECTIONS,
        durationS,
        writes,
        log,
      });
    }
  } finally {
    await bare.stop();
  }

  writeResultsFile(out, results, started);
  console.log(formatResults(results));
  log(`results written to ${out}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
