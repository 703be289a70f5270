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
