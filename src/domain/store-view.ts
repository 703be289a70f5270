/**
 * `/store/{id}?category={id}&search={text}`: the store page's chosen category (null: every
 * category) and its in-store search. SPEC §2's own query keys (module_id, distance, …) are kept
 * as they are; values that make no sense heal to the defaults and are left out.
 */
export type StoreView = { categoryId: number | null; search: string };

export const STORE_SEARCH_MAX = 100;

export function storeViewFromParams(params: URLSearchParams): StoreView {
  const raw = params.get('category');
  const categoryId = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const search = (params.get('search') ?? '').trim().slice(0, STORE_SEARCH_MAX);
  return { categoryId, search };
}

/** The query string (without `?`) of `view` over the URL's other keys. */
export function storeViewQuery(params: URLSearchParams, view: StoreView): string {
  const next = new URLSearchParams(params);
  next.delete('category');
  next.delete('search');
  if (view.categoryId !== null) next.set('category', String(view.categoryId));
  const search = view.search.trim().slice(0, STORE_SEARCH_MAX);
  if (search !== '') next.set('search', search);
  return next.toString();
}

/** The zone and module a store page's lists are asked in (the provider's `zoneId` and `moduleId`). */
export type StorePlace = { zoneIds: number[]; moduleId: number | null };

const positiveId = (raw: string | null): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;

/**
 * Where a store page is seen: the visitor's own zone and module, else its address's (SPEC §2:
 * `store_zone_id`, `module_id`), so that a shared link or a search engine without a place of its
 * own sees the store; null when neither names a zone.
 */
export function storePlaceOf(
  visitor: { zoneIds: number[] | null; module: { id: number } | null },
  params: URLSearchParams,
): StorePlace | null {
  if (visitor.zoneIds !== null)
    return { zoneIds: visitor.zoneIds, moduleId: visitor.module?.id ?? null };
  const zone = positiveId(params.get('store_zone_id'));
  return zone === null ? null : { zoneIds: [zone], moduleId: positiveId(params.get('module_id')) };
}

/** The parameters a store's own address carries: its zone and module, for a visitor with neither. */
export function storeAddressParams(store: {
  zone_id?: number | null;
  module_id?: number | null;
}): Record<string, string> {
  return {
    ...(store.module_id ? { module_id: String(store.module_id) } : {}),
    ...(store.zone_id ? { store_zone_id: String(store.zone_id) } : {}),
  };
}

/** A store page's path with its zone and module (an item's link to its store). */
export function storeAddress(
  idOrSlug: string | number,
  place: { zone_id?: number | null; module_id?: number | null },
): string {
  const query = new URLSearchParams(storeAddressParams(place)).toString();
  return `/store/${idOrSlug}${query ? `?${query}` : ''}`;
}
