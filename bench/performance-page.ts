/**
 * docs/PERFORMANCE.md, made from the results files in bench/results/ (never by hand): for each
 * part of the bench, the newest file (by its own `date`) that measured it, as the bench prints
 * it. `npm run bench:page` writes it; tests/bench/performance-page.test.ts fails when the
 * committed page is not what the results files make.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ProviderLoad } from './lib/provider-load';
import {
  formatBytes,
  formatInteractions,
  formatLighthouse,
  formatLoad,
  formatCosts,
  formatPages,
  type BenchResults,
} from './lib/report';
import type { SsrLoad } from './lib/ssr-load';

type AnyResults = Partial<BenchResults> & {
  date: string;
  machine: BenchResults['machine'];
  runs?: ProviderLoad[];
  pages?: SsrLoad[];
  /** what the run says of its own figures (a partial run, a measurement in doubt) */
  note?: string;
};

const INTRO = `# Performance

Every figure is measured beside its floor in the same run, on the same machine (only
side-by-side figures mean something on a shared machine), and a budget is a ratio to that floor
or a limit (\`bench/budgets.json\`). This page is made from the newest results file of each part
(\`npm run bench:page\`, from \`bench/results/\`); a test fails when it is stale.

## How to run

\`\`\`sh
npm run bench            # builds; bytes, Lighthouse, interactions, server-rendered pages, provider load → bench/results/latest.json
npm run bench:check      # bench/results/latest.json (or BENCH_OUT) against bench/budgets.json
npm run bench:provider   # the provider's load part alone → bench/results/provider.json
npm run bench:pages      # the server-rendered pages under load alone → bench/results/pages.json
npm run bench:page       # this page, from the newest results files
\`\`\`

Keep a run as \`bench/results/<part>-<date>.json\` (\`BENCH_OUT\`); \`bench:check\` with no
\`latest.json\` says so and passes. Where a page's own cost goes: \`NODE_ENV=production
PROFILE_WORLD=<a seeded storefront.sqlite> PROFILE=1 npx tsx bench/profile-pages.ts store\` (each
kind's medians and CPU per page, and a CPU profile for \`bench/profile-summary.ts\`); the provider's
routes alike with \`bench/profile-provider.ts\`.

## What the figures mean

- **Bytes**: JavaScript a route needs before its first paint, before it responds, and in all
  (gzip), from the build's manifest, beside the bare Vite + React page.
- **Lighthouse**: mobile preset with simulated throttling, median of the runs, each shopping page
  rendered on the server and from the static SPA, beside the bare page's LCP.
- **Interactions**: milliseconds from the event to the DOM in Chromium, beside the same on the
  bare page.
- **Provider load**: autocannon on loopback, 50 connections, the large world; the same URL again
  and again (the response cache), every URL new (varied, drawn as customers ask), and the writes;
  beside a bare Fastify JSON route.
- **Server-rendered pages under load**: returning visitors of four modules and three languages,
  every URL new (sampled ids and words, and a parameter no page reads), on two provider
  processes; each page kind at 50 connections and their mix at 200 (the overload path: the
  static SPA past the render limit), beside a bare React page rendered per request on Fastify.
`;

function readResults(dir: string): { file: string; results: AnyResults }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({
      file: name,
      results: JSON.parse(readFileSync(join(dir, name), 'utf8')) as AnyResults,
    }))
    .filter(({ results }) => typeof results.date === 'string' && results.machine !== undefined)
    .sort((a, b) => (a.results.date < b.results.date ? 1 : -1));
}

/** Where a part's figures come from, and what the run's own note says of them (`note`). */
const source = (file: string, r: AnyResults) =>
  `From \`bench/results/${file}\`, ${r.date}, ${r.machine.cpus} × ${r.machine.cpu}, Node ${r.machine.node}.` +
  (typeof r.note === 'string' ? ` ${r.note}` : '');

/** The page the results files in `dir` make. */
export function performancePage(dir: string): string {
  const all = readResults(dir);
  const parts: {
    title: string;
    has: (r: AnyResults) => boolean;
    table: (r: AnyResults) => string;
  }[] = [
    {
      title: 'Bytes',
      has: (r) => r.bytes?.bare !== undefined,
      table: (r) => formatBytes(r.bytes!),
    },
    {
      title: 'Lighthouse',
      has: (r) => r.lighthouse !== undefined,
      table: (r) => formatLighthouse(r.lighthouse!),
    },
    {
      title: 'Interactions',
      has: (r) => r.interactions !== undefined,
      table: (r) => formatInteractions(r.interactions!),
    },
    {
      title: 'Provider load',
      has: (r) => r.load !== undefined || r.runs !== undefined,
      table: (r) => (r.runs ?? [r.load!]).map(formatLoad).join('\n'),
    },
    {
      title: 'Server-rendered pages under load',
      has: (r) => (r.pages ?? []).some((p) => p.rows.length > 0),
      table: (r) =>
        r
          .pages!.filter((p) => p.rows.length > 0)
          .map(formatPages)
          .join('\n'),
    },
    {
      title: "A server-rendered page's own cost",
      has: (r) => (r.pages ?? []).some((p) => p.costs !== undefined),
      table: (r) =>
        r
          .pages!.filter((p) => p.costs !== undefined)
          .map(formatCosts)
          .join('\n'),
    },
  ];
  const out = [INTRO];
  for (const part of parts) {
    const newest = all.find(({ results }) => part.has(results));
    out.push(`## ${part.title}\n`);
    out.push(
      newest
        ? `${source(newest.file, newest.results)}\n${part.table(newest.results)}\n`
        : 'Not measured yet.\n',
    );
  }
  return out.join('\n');
}

const project = resolve(import.meta.dirname, '..');
export const PAGE = join(project, 'docs', 'PERFORMANCE.md');
export const RESULTS = join(project, 'bench', 'results');

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(PAGE, performancePage(RESULTS));
  console.log(`bench:page: ${PAGE} written`);
}
