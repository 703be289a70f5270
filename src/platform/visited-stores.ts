import { useMemo } from 'react';
import { parseJson, readJson, useStoredRaw, writeJson } from './storage';

/** A product the visitor opened from a visited store: what its thumbnail needs to open it. */
export type VisitedProduct = {
  id: number;
  name: string;
  slug?: string | null;
  image_full_url?: string | null;
  /** Decides page or modal (SPEC §4). */
  module_type?: string | null;
};

/** What the home's "visit again" row needs of a store (SPEC §3 `visitedStores`). */
export type VisitedStore = {
  id: number;
  name: string;
  slug?: string | null;
  logo_full_url?: string | null;
  module_id?: number | null;
  /** The products last opened from it, newest first; absent in values stored before them. */
  products?: VisitedProduct[];
};

const MAX_VISITED = 10;
/** Thumbnails that fit under a store in the row. */
export const MAX_VISITED_PRODUCTS = 3;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isProduct(value: unknown): value is VisitedProduct {
  return isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string';
}

/** The stored stores; a store's malformed products are dropped, not the store. */
export function readVisitedStores(): VisitedStore[] {
  return parseVisitedStores(readJson<unknown>('visitedStores'));
}

/**
 * The stored stores, kept current; none while a server-rendered page hydrates (the server never
 * sees them: not in its cookie copy), then this browser's.
 */
export function useVisitedStores(): VisitedStore[] {
  const raw = useStoredRaw('visitedStores');
  return useMemo(() => parseVisitedStores(parseJson(raw)), [raw]);
}

function parseVisitedStores(value: unknown): VisitedStore[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is VisitedStore => isRecord(entry) && typeof entry.id === 'number')
    .map((store) => ({
      ...store,
      products: Array.isArray(store.products) ? store.products.filter(isProduct) : [],
    }));
}

/** The store just visited moves to the front, once, with the products opened before; ten are kept. */
export function rememberVisitedStore(store: VisitedStore): void {
  const stored = readVisitedStores();
  const entry: VisitedStore = {
    id: store.id,
    name: store.name,
    slug: store.slug ?? null,
    logo_full_url: store.logo_full_url ?? null,
    module_id: store.module_id ?? null,
    products: stored.find((visited) => visited.id === store.id)?.products ?? [],
  };
  writeJson(
    'visitedStores',
    [entry, ...stored.filter((visited) => visited.id !== store.id)].slice(0, MAX_VISITED),
  );
}

/**
 * An item just opened: when its store is a visited one, the item leads that store's products
 * (once; three are kept). The stores keep their order, and items of other stores are not kept.
 */
export function rememberOpenedProduct(item: VisitedProduct & { store_id: number }): void {
  const stored = readVisitedStores();
  if (!stored.some((store) => store.id === item.store_id)) return;
  const product: VisitedProduct = {
    id: item.id,
    name: item.name,
    slug: item.slug ?? null,
    image_full_url: item.image_full_url ?? null,
    module_type: item.module_type ?? null,
  };
  writeJson(
    'visitedStores',
    stored.map((store) =>
      store.id === item.store_id
        ? {
            ...store,
            products: [
              product,
              ...(store.products ?? []).filter((kept) => kept.id !== item.id),
            ].slice(0, MAX_VISITED_PRODUCTS),
          }
        : store,
    ),
  );
}
