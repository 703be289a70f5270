import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-browser.mjs';
import { isMirrored, mirrorCookie, visitorCookie } from '../../src/platform/storage-cookie';

/** Lighthouse's errors for a trace that was not recorded (a busy machine), not for the page. */
const TRACE_LOST = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP']);

export interface PageScore {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKB: number;
  /** Lighthouse's SEO category (issue 41): its score, and the audits the median run failed */
  seo: number;
  seoFailed: string[];
  runs: number;
  /**
   * Lighthouse's measure of this machine's speed (`environment.benchmarkIndex`, median): the
   * simulated 4x-slower phone is this machine slowed down, so its TBT grows as the index falls
   */
  benchmarkIndex?: number;
  /** What the LCP was in the median run, and where its time went (to see what to take out). */
  lcp?: LcpDiagnosis;
}

export interface LcpDiagnosis {
  element: string;
  phasesMs: Record<string, number>;
  /** The main thread's longest tasks' origins (Lighthouse "bootup-time"), ms of scripting. */
  scriptingMs: Record<string, number>;
  /** The long tasks (Lighthouse "long-tasks"): start ms, duration ms and script, as simulated. */
  longTasks: string[];
  /** What moved (Lighthouse "layout-shifts"): the element and its share of CLS. */
  shifts: string[];
}

type Details = { items?: Array<Record<string, unknown>> };

/** The LCP element, its phases (TTFB, load delay, load time, render delay) and the scripts. */
function diagnose(audits: Record<string, { details?: unknown } | undefined>): LcpDiagnosis {
  const tables = ((audits['largest-contentful-paint-element']?.details as Details)?.items ??
    []) as Details[];
  const node = tables[0]?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  const phasesMs = Object.fromEntries(
    (tables[1]?.items ?? []).map((row) => [String(row.phase), Math.round(Number(row.timing))]),
  );
  const scriptingMs = Object.fromEntries(
    ((audits['bootup-time']?.details as Details)?.items ?? [])
      .slice(0, 6)
      .map((row) => [
        String(row.url).replace(/^https?:\/\/[^/]+/, ''),
        Math.round(Number(row.scripting)),
      ]),
  );
  const longTasks = ((audits['long-tasks']?.details as Details)?.items ?? []).map(
    (row) =>
      `${Math.round(Number(row.startTime))}+${Math.round(Number(row.duration))} ${String(row.url).replace(/^https?:\/\/[^/]+/, '')}`,
  );
  const shifts = ((audits['layout-shifts']?.details as Details)?.items ?? []).map((row) => {
    const moved = row.node as { snippet?: string; selector?: string } | undefined;
    return `${Number(row.score).toFixed(3)} ${(moved?.selector ?? moved?.snippet ?? '?').slice(0, 120)}`;
  });
  return {
    element: (node?.snippet ?? node?.selector ?? '?').slice(0, 160),
    phasesMs,
    scriptingMs,
    longTasks,
    shifts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function openBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Lighthouse's mobile preset with simulated throttling on `url`, `runs` times, the median of each
 * figure. Every run starts with an empty cache; `storage` (a returning visitor's localStorage)
 * is written first, on a static file of the origin so no page of the app runs before.
 */
export async function score(
  browser: Browser,
  url: string,
  opts: { runs: number; storage?: Record<string, string>; storagePath?: string },
): Promise<PageScore> {
  const origin = new URL(url).origin;
  const results: PageScore[] = [];
  for (let i = 0, retries = 0; i < opts.runs; i++) {
    const page = await browser.newPage();
    try {
      const cdp = await page.createCDPSession();
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      if (opts.storage) {
        await page.goto(origin + (opts.storagePath ?? '/favicon.svg'));
        // localStorage, and its cookie copy as the app writes it (the server renders from that),
        // and who the visitor is (their token, their guest id at the checkout).
        const cookies = Object.entries(opts.storage).flatMap(([key, value]) =>
          isMirrored(key)
            ? [mirrorCookie(key, value, false)]
            : key === 'token' || key === 'guest_id'
              ? [visitorCookie(key, value, false)]
              : [],
        );
        await page.evaluate(
          (stored: Record<string, string>, copies: string[]) => {
            for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
            for (const cookie of copies) document.cookie = cookie;
          },
          opts.storage,
          cookies,
        );
        await page.goto('about:blank');
      }
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(
        url,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'seo'],
          disableStorageReset: true,
        },
        undefined,
        page,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const { lhr } = result;
      // BENCH_LHR_DIR: every run's whole report kept there, to read what a figure came from.
      if (process.env.BENCH_LHR_DIR) {
        mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
        writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
      }
      // A trace Chromium failed to record measures nothing: that run is made again (twice at
      // most per page); any other error stops the bench.
      if (lhr.runtimeError && TRACE_LOST.has(lhr.runtimeError.code) && retries < 2) {
        retries += 1;
        i -= 1;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      results.push({
        performance: Number(lhr.categories.performance?.score ?? 0),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        transferredKB: audit('total-byte-weight') / 1024,
        seo: Number(lhr.categories.seo?.score ?? 0),
        seoFailed: (lhr.categories.seo?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
        runs: 1,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        lcp: diagnose(lhr.audits),
      });
    } finally {
      await page.close();
    }
  }
  return medianScore(results);
}

/** The median of each figure of a page's runs (`score`'s, one or several). */
export function medianScore(results: PageScore[]): PageScore {
  const pick = (
    key: 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'transferredKB' | 'seo',
  ) => median(results.map((r) => r[key]));
  const lcpMedian = pick('lcpMs');
  return {
    performance: pick('performance'),
    fcpMs: Math.round(pick('fcpMs')),
    lcpMs: Math.round(pick('lcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    cls: Math.round(pick('cls') * 1000) / 1000,
    transferredKB: Math.round(pick('transferredKB') * 10) / 10,
    seo: pick('seo'),
    seoFailed: [...new Set(results.flatMap((r) => r.seoFailed))],
    runs: results.reduce((sum, r) => sum + r.runs, 0),
    benchmarkIndex: Math.round(median(results.map((r) => r.benchmarkIndex ?? NaN))),
    ...(results.length
      ? {
          lcp: results.reduce((a, b) =>
            Math.abs(b.lcpMs - lcpMedian) < Math.abs(a.lcpMs - lcpMedian) ? b : a,
          ).lcp,
        }
      : {}),
  };
}
