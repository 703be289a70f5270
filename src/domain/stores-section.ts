/**
 * SPEC §2 "Stores section" of the module homes: tabs All, Newly Joined, Popular, Top Rated and
 * the delivery filter All, Delivery, Take Away; SPEC §4: a tab change resets the filter to all.
 * Kept in `/home?store_type=…&store_filter=…` (the provider's own words) beside the home's
 * other keys; values that make no sense heal to all.
 */
export const STORE_TABS = ['all', 'newly_joined', 'popular', 'top_rated'] as const;
export type StoreTab = (typeof STORE_TABS)[number];

export const DELIVERY_FILTERS = ['all', 'delivery', 'take_away'] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

export type StoresView = { tab: StoreTab; filter: DeliveryFilter };

const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;

export function storesViewFromParams(params: URLSearchParams): StoresView {
  return {
    tab: oneOf(STORE_TABS, params.get('store_type'), 'all'),
    filter: oneOf(DELIVERY_FILTERS, params.get('store_filter'), 'all'),
  };
}

/** The query string (without `?`) of `view` over the URL's other keys; defaults left out. */
export function storesViewQuery(params: URLSearchParams, view: StoresView): string {
  const next = new URLSearchParams(params);
  next.delete('store_type');
  next.delete('store_filter');
  if (view.tab !== 'all') next.set('store_type', view.tab);
  if (view.filter !== 'all') next.set('store_filter', view.filter);
  return next.toString();
}

/** SPEC §4: choosing a tab resets the delivery filter to all. */
export function withStoreTab(_view: StoresView, tab: StoreTab): StoresView {
  return { tab, filter: 'all' };
}

export function withDeliveryFilter(view: StoresView, filter: DeliveryFilter): StoresView {
  return { ...view, filter };
}
