import type autocannon from 'autocannon';
import { BENCH_OPERATOR } from './provider-app';

/**
 * A server-rendered page's own cost (issue 39): one request at a time to a provider process that
 * keeps no page (its page cache's budget 0), so every page is fetched and rendered; the median of
 * `rounds` new URLs of each kind, read from the page's `Server-Timing` (its data and its render).
 * First `warmup` pages of every kind, taken in turns and not counted: a new process's first
 * renders run code V8 has not optimized yet, and a page's cost falls for its first hundred or so
 * (the shell's code is shared by every kind); the figure is a serving process's cost.
 */
export interface PageCost {
  kind: string;
  /** the median of data + render, ms */
  medianMs: number;
  dataMs: number;
  renderMs: number;
  /** pages that answered otherwise than rendered (the cache, the static shell) or not 200 */
  notRendered: number;
}

/** pages of each kind a process serves, not counted, before its own costs are taken */
export const COST_WARMUP = 120;

const durationOf = (timing: string, name: string) =>
  Number(new RegExp(`${name};dur=([\\d.]+)`).exec(timing)?.[1] ?? NaN);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[sorted.length >> 1]! * 10) / 10;
};

export async function pageCosts(
  url: string,
  kinds: readonly string[],
  requestsOf: (kind: string) => autocannon.Request[],
  rounds = 20,
  warmup = COST_WARMUP,
): Promise<PageCost[]> {
  const setups = kinds.map(
    (kind) => requestsOf(kind)[0]!.setupRequest as (req: object, context: object) => object,
  );
  for (let i = 0; i < warmup; i++) {
    for (const setup of setups) {
      const { path, headers } = setup({ headers: {} }, {}) as {
        path: string;
        headers: Record<string, string>;
      };
      await (await fetch(`${url}${path}`, { headers })).arrayBuffer();
    }
  }
  const costs: PageCost[] = [];
  for (const [k, kind] of kinds.entries()) {
    const setup = setups[k]!;
    const data: number[] = [];
    const render: number[] = [];
    const total: number[] = [];
    let notRendered = 0;
    for (let i = 0; i < rounds; i++) {
      const { path, headers } = setup({ headers: {} }, {}) as {
        path: string;
        headers: Record<string, string>;
      };
      const res = await fetch(`${url}${path}`, { headers: { ...headers, ...BENCH_OPERATOR } });
      await res.arrayBuffer();
      const timing = res.headers.get('server-timing') ?? '';
      if (res.status !== 200 || !timing.includes('page;desc="rendered"')) {
        notRendered += 1;
        continue;
      }
      const d = durationOf(timing, 'ssr-data');
      const r = durationOf(timing, 'ssr-shell');
      data.push(d);
      render.push(r);
      total.push(d + r);
    }
    costs.push({
      kind,
      medianMs: total.length ? median(total) : NaN,
      dataMs: data.length ? median(data) : NaN,
      renderMs: render.length ? median(render) : NaN,
      notRendered,
    });
  }
  return costs;
}
