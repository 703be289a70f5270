import { readJson, writeJson } from './storage';

/** What the home's "visit again" row needs of a store (SPEC §3 `visitedStores`). */
export type VisitedStore = {
  id: number;
  name: string;
  slug?: string | null;
  logo_full_url?: string | null;
  module_id?: number | null;
};

const MAX_VISITED = 10;

export function readVisitedStores(): VisitedStore[] {
  const value = readJson<unknown>('visitedStores');
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is VisitedStore =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as VisitedStore).id === 'number',
      )
    : [];
}

/** The store just visited moves to the front, once; ten are kept. */
export function rememberVisitedStore(store: VisitedStore): void {
  const entry: VisitedStore = {
    id: store.id,
    name: store.name,
    slug: store.slug ?? null,
    logo_full_url: store.logo_full_url ?? null,
    module_id: store.module_id ?? null,
  };
  writeJson(
    'visitedStores',
    [entry, ...readVisitedStores().filter((visited) => visited.id !== store.id)].slice(
      0,
      MAX_VISITED,
    ),
  );
}
