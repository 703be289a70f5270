import autocannon from 'autocannon';
import type { Server } from './servers';
import { variedRequests, type VariedKind, type VariedWorld } from './varied';
import type { BenchWorld } from './visitor';

export interface LoadFigure {
  route: string;
  connections: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** the slowest answer: a write row's connections opened at once show here (bench/accept-burst.ts) */
  maxMs?: number;
  /** connection errors and timeouts, and answers other than 2xx */
  errors: number;
  /** the worst event-loop block of the provider during the run (null for the floor's server) */
  loopMaxMs: number | null;
  /** order placement: units sold beyond the item's stock (read before and after; 0 where the module keeps none) */
  oversold?: number;
  /** order placement: orders answered 200 */
  placed?: number;
}

type Options = autocannon.Options;

export async function cannon(route: string, opts: Options, server?: Server): Promise<LoadFigure> {
  if (server) await server.loop(); // resets the provider's event-loop histogram
  const result = await autocannon({ timeout: 10, ...opts });
  const loop = server ? await server.loop() : null;
  return {
    route,
    connections: opts.connections ?? 10,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    loopMaxMs: loop ? Math.round(loop.loopMaxMs * 10) / 10 : null,
  };
}

async function json(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as object) },
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** `n` new guests, made through the provider's API a few at a time. */
async function guests(base: string, n: number, then?: (id: number) => Promise<void>) {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 16) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(16, n - i) }, async () => {
        const { guest_id } = await json(`${base}/api/v1/auth/guest/request`, { method: 'POST' });
        const id = Number(guest_id);
        if (then) await then(id);
        return id;
      }),
    );
    ids.push(...batch);
  }
  return ids;
}

/** Cycles through one body per request (each guest adds or orders once). */
function eachOnce(bodies: string[]): Options['requests'] {
  let next = 0;
  return [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }];
}

/** Every request a URL not seen before (a parameter the provider ignores): the cost without the cache. */
function eachNew(path: string): Options['requests'] {
  let next = 0;
  return [{ setupRequest: (req) => ({ ...req, path: `${path}&bench_nonce=${next++}` }) }];
}

/** Every request a new URL of `kind`, drawn as customers do (`varied.ts`). */
function varied(kind: VariedKind, w: VariedWorld, location: Record<string, string>) {
  const next = variedRequests(kind, w, location);
  return [
    {
      setupRequest: (req: autocannon.Request) => {
        const r = next();
        return { ...req, path: r.path, headers: { ...req.headers, ...r.headers } };
      },
    },
  ] as Options['requests'];
}

/** The varied rows' names, as `bench:check` and the budgets know them. */
export const VARIED_ROUTES: Record<VariedKind, string> = {
  itemSearch: 'items/search, varied (every URL new)',
  storeList: 'store lists, varied (every URL new)',
  itemDetails: 'items/details, varied (every URL new)',
  storeDetails: 'stores/details, varied (every URL new)',
  customerMix: "customers' mix, varied (every URL new)",
};

/** The varied rows on `provider`; `label` is added to each row's name (e.g. ", 2 workers"). */
export async function variedFigures(
  provider: Server,
  w: VariedWorld,
  plan: { connections: number; durationS: number },
  kinds: VariedKind[],
  label = '',
): Promise<LoadFigure[]> {
  const location = { latitude: '23.7806', longitude: '90.4163' };
  const rows: LoadFigure[] = [];
  for (const kind of kinds) {
    rows.push(
      await cannon(
        VARIED_ROUTES[kind] + label,
        {
          connections: plan.connections,
          duration: plan.durationS,
          url: provider.url,
          requests: varied(kind, w, location),
        },
        provider,
      ),
    );
  }
  return rows;
}

export interface LoadPlan {
  connections: number;
  durationS: number;
  /** requests of each write route (each needs its own guest) */
  writes: number;
}

function scope(bench: BenchWorld) {
  const { world } = bench;
  return {
    zoneId: JSON.stringify(world.zoneIds),
    moduleId: String(world.module.id),
    latitude: '23.7806',
    longitude: '90.4163',
    'content-type': 'application/json',
  };
}

/** The provider's same-URL read rows on the `large` world (the response cache's figure). */
export async function readFigures(
  provider: Server,
  bench: BenchWorld,
  plan: { connections: number; durationS: number },
): Promise<LoadFigure[]> {
  const base = `${provider.url}/api/v1`;
  const item = bench.world.first.item;
  const read = { connections: plan.connections, duration: plan.durationS, headers: scope(bench) };
  return [
    await cannon(
      'items/search?name=rice',
      { ...read, url: `${base}/items/search?name=rice&limit=12&offset=1` },
      provider,
    ),
    await cannon(
      'stores/get-stores/all',
      { ...read, url: `${base}/stores/get-stores/all?store_type=all&limit=12&offset=1` },
      provider,
    ),
    await cannon(
      'items/search?name=rice, uncached (every URL new)',
      {
        ...read,
        url: provider.url,
        requests: eachNew('/api/v1/items/search?name=rice&limit=12&offset=1'),
      },
      provider,
    ),
    await cannon(
      'stores/get-stores/all, uncached (every URL new)',
      {
        ...read,
        url: provider.url,
        requests: eachNew('/api/v1/stores/get-stores/all?store_type=all&limit=12&offset=1'),
      },
      provider,
    ),
    await cannon('items/details', { ...read, url: `${base}/items/details/${item.id}` }, provider),
  ];
}

/**
 * The write rows (each request a new guest: `plan.writes` of each), then the floors: the bare
 * Fastify route, and its POST spending a placement's CPU time as many times.
 */
export async function writeFigures(
  provider: Server,
  bareUrl: string,
  bench: BenchWorld,
  plan: LoadPlan,
): Promise<{ routes: LoadFigure[]; bare: LoadFigure; bareWrite: LoadFigure }> {
  const base = `${provider.url}/api/v1`;
  const headers = scope(bench);
  const write = {
    connections: plan.connections,
    headers,
    amount: plan.writes,
    method: 'POST' as const,
  };
  const item = bench.world.first.item;
  const cartGuests = await guests(provider.url, plan.writes);
  const orderGuests = await guests(provider.url, plan.writes, async (guestId) => {
    await json(`${base}/customer/cart/add`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ guest_id: guestId, item_id: item.id, quantity: 1 }),
    });
  });
  const order = benchOrder(item.store_id);
  const routes: LoadFigure[] = [
    await cannon(
      'customer/cart/add',
      {
        ...write,
        url: `${base}/customer/cart/add`,
        requests: eachOnce(
          cartGuests.map((g) => JSON.stringify({ guest_id: g, item_id: item.id, quantity: 1 })),
        ),
      },
      provider,
    ),
  ];
  const stock = async () =>
    Number((await json(`${base}/items/details/${item.id}`, { headers })).stock);
  const stockBefore = await stock();
  const placement = await cannon(
    'customer/order/place',
    {
      ...write,
      url: `${base}/customer/order/place`,
      requests: eachOnce(orderGuests.map((g) => JSON.stringify({ ...order, guest_id: g }))),
    },
    provider,
  );
  const stockAfter = await stock();
  // Every order is one unit of the item. Where the module keeps stock, what the stock lost is
  // what was sold, never below zero; where it keeps none (food), the stock does not move.
  placement.placed = placement.requests - placement.errors;
  const taken = stockBefore - stockAfter;
  placement.oversold =
    stockAfter < 0 ? -stockAfter : taken === 0 ? 0 : Math.max(0, placement.placed - taken);
  routes.push(placement);
  const bare = await cannon('bare Fastify JSON route', {
    connections: plan.connections,
    duration: plan.durationS,
    headers,
    url: `${bareUrl}/bare`,
  });
  const bareWrite = await cannon("bare Fastify POST, a placement's CPU time (the writes' floor)", {
    ...write,
    url: `${bareUrl}/bare-busy`,
    body: '{}',
  });
  return { routes, bare, bareWrite };
}

/** The body of the bench's order placements (a guest's cash-on-delivery order of its cart). */
export function benchOrder(storeId: number) {
  return {
    order_amount: 1,
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    store_id: storeId,
    contact_person_name: 'Nusrat Jahan',
    contact_person_number: '+8801711111111',
    address: 'House 7, Road 12, Gulshan 1',
    latitude: '23.7806',
    longitude: '90.4163',
    address_type: 'home',
  };
}
