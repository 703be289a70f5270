import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFigures, variedFigures, writeFigures, type LoadFigure } from './load';
import { startProvider } from './servers';
import { sampleWorld } from './varied';
import { benchWorld } from './visitor';

/**
 * The provider's part of the bench: the `large` world seeded into a temporary DATA_DIR (or the
 * PostgreSQL database `databaseUrl`, empty, seeded here), one provider process under the
 * same-URL rows and the varied rows, then `workers` processes on one port under the varied
 * rows, then one process again under the writes, then the floors (the bare Fastify route, and
 * its POST spending a placement's CPU time), all in one run.
 */
export interface ProviderLoad {
  routes: LoadFigure[];
  bare: LoadFigure;
  /** the writes' floor: the bare server's POST that spends a placement's CPU time, as many requests */
  bareWrite?: LoadFigure;
  world: { stores: number; items: number };
  /** the engine measured, and how many processes the "N workers" rows ran */
  engine: 'sqlite' | 'postgres';
  workers: number;
}

export async function providerLoad(opts: {
  root: string;
  port: number;
  bareUrl: string;
  connections: number;
  durationS: number;
  writes: number;
  databaseUrl?: string;
  workers?: number;
  log: (line: string) => void;
}): Promise<ProviderLoad> {
  const workers = opts.workers ?? Math.max(2, availableParallelism());
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const db = opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {};
  try {
    opts.log(`seeding the large world into ${opts.databaseUrl ? 'PostgreSQL' : dataDir}`);
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(opts.root, 'server/seed/cli.ts'), '--profile', 'large'],
      {
        cwd: opts.root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (seeded.status !== 0) throw new Error('seeding the large world failed');
    const plan = { connections: opts.connections, durationS: opts.durationS };

    // The reads first (same-URL rows, then varied), on 1 then N processes; the writes last, on
    // a process started again: they leave thousands of orders that the simulator moves for a
    // minute after, which read rows would share the CPU with.
    const one = await startProvider(opts.port, { root: opts.root, dataDir, ...db });
    let bench;
    let sample;
    let sameOne: LoadFigure[];
    let variedOne: LoadFigure[];
    let world;
    try {
      bench = await benchWorld(one.url);
      sample = await sampleWorld(one.url, bench.world.zoneIds);
      opts.log(
        `sampled ${sample.itemIds.length} items, ${sample.storeIds.length} stores, ` +
          `${sample.modules.length} modules`,
      );
      sameOne = await readFigures(one, bench, plan);
      variedOne = await variedFigures(one, sample, plan, [
        'itemSearch',
        'storeList',
        'itemDetails',
        'storeDetails',
        'customerMix',
      ]);
      world = await worldSize(one.url, bench.world.zoneIds);
    } finally {
      await one.stop();
    }
    opts.log(`${workers} provider processes on one port`);
    const many = await startProvider(opts.port, { root: opts.root, dataDir, workers, ...db });
    let variedMany: LoadFigure[];
    try {
      variedMany = await variedFigures(
        many,
        sample,
        plan,
        ['itemSearch', 'storeList', 'customerMix'],
        `, ${workers} workers`,
      );
    } finally {
      await many.stop();
    }
    opts.log('one provider process: the writes');
    const again = await startProvider(opts.port, { root: opts.root, dataDir, ...db });
    let writes;
    try {
      writes = await writeFigures(again, opts.bareUrl, bench, { ...plan, writes: opts.writes });
    } finally {
      await again.stop();
    }
    const { bare, bareWrite } = writes;
    const routes = [...sameOne, ...writes.routes, ...variedOne, ...variedMany];
    return {
      routes,
      bare,
      bareWrite,
      world,
      engine: opts.databaseUrl ? 'postgres' : 'sqlite',
      workers,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** How big the world is, as the API reports it (every module's stores; items of the zone). */
async function worldSize(base: string, zoneIds: number[]) {
  const headers = { zoneId: JSON.stringify(zoneIds) };
  const stores = (await (
    await fetch(`${base}/api/v1/stores/get-stores/all?limit=1&offset=1`, { headers })
  ).json()) as { total_size: number };
  const modules = (await (await fetch(`${base}/api/v1/module`)).json()) as { id: number }[];
  let items = 0;
  for (const m of modules) {
    const res = await fetch(`${base}/api/v1/items/search?limit=1&offset=1`, {
      headers: { ...headers, moduleId: String(m.id) },
    });
    if (res.ok) items += ((await res.json()) as { total_size: number }).total_size;
  }
  return { stores: stores.total_size, items };
}
