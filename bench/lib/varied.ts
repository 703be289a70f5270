/**
 * Varied traffic: every request a new URL drawn from what customers do, on the whole seeded
 * world. The vocabulary (words of item names), item and store ids and categories are sampled
 * through the provider's own API before the runs; the draws are seeded, so two runs (two
 * engines, 1 or N workers) ask the same sequence of URLs. Each URL also carries a counter
 * (`bench_nonce`, a parameter the provider ignores), so no answer comes from the response cache
 * even when a draw repeats.
 */
import { mulberry32, type Prng } from '../../server/seed/prng';

export interface VariedWorld {
  zoneIds: number[];
  modules: {
    id: number;
    type: string;
    /** words of the sampled item names (lower case, 3 letters or more) */
    words: string[];
    /** the sampled item names, split into words */
    names: string[][];
    categories: number[];
  }[];
  itemIds: number[];
  storeIds: number[];
}

/** The seed generator's mulberry32: the same draws in every run. */
type Rng = Prng;

async function getJson(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Samples the world through the API: a few hundred items and stores of every module. */
export async function sampleWorld(base: string, zoneIds: number[]): Promise<VariedWorld> {
  const zone = JSON.stringify(zoneIds);
  const modules = (await (
    await fetch(`${base}/api/v1/module`, { headers: { zoneId: zone } })
  ).json()) as { id: number; module_type: string }[];
  const world: VariedWorld = { zoneIds, modules: [], itemIds: [], storeIds: [] };
  const itemIds = new Set<number>();
  for (const m of modules) {
    if (m.module_type === 'parcel') continue;
    const headers = { zoneId: zone, moduleId: String(m.id) };
    const names: string[][] = [];
    for (const list of ['popular', 'latest', 'most-reviewed']) {
      for (let page = 1; page <= 4; page++) {
        const body = await getJson(
          `${base}/api/v1/items/${list}?limit=100&offset=${page}`,
          headers,
        );
        for (const item of body.products as { id: number; name: string }[]) {
          itemIds.add(item.id);
          names.push(
            item.name
              .toLowerCase()
              .split(/[^\p{L}\p{N}]+/u)
              .filter((w) => w.length >= 3),
          );
        }
      }
    }
    const categories = (await (await fetch(`${base}/api/v1/categories`, { headers })).json()) as {
      id: number;
    }[];
    const usable = names.filter((n) => n.length > 0);
    if (usable.length === 0) continue;
    world.modules.push({
      id: m.id,
      type: m.module_type,
      words: [...new Set(usable.flat())].sort(),
      names: usable,
      categories: categories.map((c) => c.id),
    });
  }
  for (let page = 1; page <= 10; page++) {
    const body = await getJson(
      `${base}/api/v1/stores/get-stores/all?store_type=all&limit=100&offset=${page}`,
      { zoneId: zone },
    );
    for (const s of body.stores as { id: number }[]) world.storeIds.push(s.id);
  }
  world.itemIds = [...itemIds].sort((a, b) => a - b);
  return world;
}

export interface VariedRequest {
  path: string;
  headers: Record<string, string>;
}

const SORTS = ['high2low', 'low2high'];
const ITEM_FILTERS = ['veg', 'non_veg', 'top_rated', 'discounted', 'popular', 'currently_open'];

/** One to three words a customer would type: mostly from one name, sometimes a mix or a prefix. */
function words(rng: Rng, m: VariedWorld['modules'][number]): string {
  const n = rng.int(1, 3);
  const out: string[] = [];
  if (rng.next() < 0.7) {
    const name = rng.pick(m.names);
    for (let i = 0; i < n && i < name.length; i++) out.push(name[rng.int(0, name.length - 1)]!);
  } else {
    for (let i = 0; i < n; i++) out.push(rng.pick(m.words));
  }
  // still typing: the last word cut short
  if (rng.next() < 0.2) {
    const last = out.pop()!;
    out.push(last.slice(0, Math.max(3, last.length - rng.int(1, 3))));
  }
  return [...new Set(out)].join(' ');
}

/** `items/search` as the search page asks it: words, page 1–5, filters, sorts, a category. */
export function itemSearch(rng: Rng, w: VariedWorld): VariedRequest {
  const m = rng.pick(w.modules);
  const q = new URLSearchParams({ name: words(rng, m), limit: '12' });
  q.set('offset', String(rng.next() < 0.6 ? 1 : rng.int(2, 5)));
  if (rng.next() < 0.3) q.set('sort_by', rng.pick(SORTS));
  if (rng.next() < 0.3) q.set('filter', JSON.stringify([rng.pick(ITEM_FILTERS)]));
  if (rng.next() < 0.15 && m.categories.length > 0)
    q.set('category_ids', JSON.stringify([rng.pick(m.categories)]));
  if (rng.next() < 0.1) q.set('rating_count', String(rng.int(3, 4)));
  if (rng.next() < 0.1) {
    q.set('min_price', String(rng.int(0, 50)));
    q.set('max_price', String(rng.int(100, 2000)));
  }
  return {
    path: `/api/v1/items/search?${q}`,
    headers: { zoneId: JSON.stringify(w.zoneIds), moduleId: String(m.id) },
  };
}

const STORE_TYPES = ['all', 'newly_joined', 'popular', 'top_rated'];
const DELIVERY = ['all', 'delivery', 'take_away'];

/** The store lists: get-stores' four tabs × three delivery filters, and the home's lists; pages 1–5. */
export function storeList(rng: Rng, w: VariedWorld): VariedRequest {
  const m = rng.pick(w.modules);
  const offset = rng.next() < 0.6 ? 1 : rng.int(2, 5);
  const headers: Record<string, string> = {
    zoneId: JSON.stringify(w.zoneIds),
    moduleId: String(m.id),
  };
  if (rng.next() < 0.7) {
    // the "all stores" page without a module sometimes (the landing's list)
    if (rng.next() < 0.15) delete headers.moduleId;
    return {
      path: `/api/v1/stores/get-stores/${rng.pick(DELIVERY)}?store_type=${rng.pick(STORE_TYPES)}&limit=12&offset=${offset}`,
      headers,
    };
  }
  const list = rng.pick(['latest', 'popular', 'top-rated']);
  return {
    path: `/api/v1/stores/${list}?type=${rng.pick(DELIVERY)}&limit=12&offset=${offset}`,
    headers,
  };
}

export function itemDetails(rng: Rng, w: VariedWorld): VariedRequest {
  return {
    path: `/api/v1/items/details/${rng.pick(w.itemIds)}`,
    headers: { zoneId: JSON.stringify(w.zoneIds) },
  };
}

export function storeDetails(rng: Rng, w: VariedWorld): VariedRequest {
  return {
    path: `/api/v1/stores/details/${rng.pick(w.storeIds)}`,
    headers: { zoneId: JSON.stringify(w.zoneIds) },
  };
}

/** A customer's mix: mostly browsing lists and searching, then details. */
export function customerMix(rng: Rng, w: VariedWorld): VariedRequest {
  const r = rng.next();
  if (r < 0.35) return itemSearch(rng, w);
  if (r < 0.65) return storeList(rng, w);
  if (r < 0.85) return itemDetails(rng, w);
  return storeDetails(rng, w);
}

export const VARIED = { itemSearch, storeList, itemDetails, storeDetails, customerMix };
export type VariedKind = keyof typeof VARIED;

/**
 * An endless sequence of requests of one kind (seeded), each URL new: the counter goes last.
 * `location` adds the visitor's coordinates (the store lists rank by distance with them).
 */
export function variedRequests(
  kind: VariedKind,
  w: VariedWorld,
  location: Record<string, string>,
  seed = 29,
) {
  const rng = mulberry32(seed);
  let n = 0;
  return () => {
    const r = VARIED[kind](rng, w);
    const sep = r.path.includes('?') ? '&' : '?';
    return {
      path: `${r.path}${sep}bench_nonce=${n++}`,
      headers: { ...location, ...r.headers },
    };
  };
}
