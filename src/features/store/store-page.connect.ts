import type { Category } from '@/api/schemas/categories';
import type { StoreDetails } from '@/api/schemas/store-page';
import { hoursOfDay } from '@/domain/store-hours';
import type { StoreView } from '@/domain/store-view';

export type StorePageInput = {
  view: StoreView;
  store: StoreDetails;
  /** The module's categories once loaded (null before): the store's own are picked from them. */
  categories: Category[] | null;
  /** Today's weekday in the business time zone (0 Sunday … 6 Saturday). */
  today: number;
};

const ownCategories = (store: StoreDetails, categories: Category[] | null) =>
  (categories ?? []).filter((category) => store.category_ids.includes(category.id));

/** The category the URL names, or all (null) once the categories say the store has not it. */
export function categoryInForce(
  view: StoreView,
  store: StoreDetails,
  categories: Category[] | null,
): number | null {
  return view.categoryId === null ||
    categories === null ||
    ownCategories(store, categories).some((c) => c.id === view.categoryId)
    ? view.categoryId
    : null;
}

/**
 * The store page: its categories as chips (All first), the category in force (one the store
 * does not have falls back to all once the categories are known), which list shows (the
 * in-store search or the category's items), the store's facts, and the handlers that write the
 * URL (`go`).
 */
export function connect(
  { view, store, categories, today }: StorePageInput,
  go: (view: StoreView) => void,
) {
  const own = ownCategories(store, categories);
  const categoryId = categoryInForce(view, store, categories);
  return {
    categoryChoices: [
      { value: null, name: null },
      ...own.map((category) => ({ value: category.id as number | null, name: category.name })),
    ],
    showCategories: own.length > 0,
    categoryId,
    search: view.search,
    list: view.search === '' ? ('category' as const) : ('search' as const),
    facts: {
      address: store.address ?? null,
      rating: store.avg_rating.toFixed(1),
      ratingCount: store.rating_count ?? 0,
      deliveryTime: store.delivery_time ?? null,
      isOpen: store.active !== false && store.open !== false,
      /** null: the provider does not know it (no location, or the store does not deliver). */
      deliveryFee: store.delivery_fee ?? null,
      minimumOrder:
        store.minimum_order != null && store.minimum_order > 0 ? store.minimum_order : null,
      /** Today's hours; an empty list is a closed day. */
      hoursToday: hoursOfDay(store.schedules, today),
    },
    chooseCategory: (next: number | null) => go({ categoryId: next, search: view.search }),
    submitSearch: (text: string) => go({ categoryId, search: text }),
    clearSearch: () => go({ categoryId, search: '' }),
  };
}
