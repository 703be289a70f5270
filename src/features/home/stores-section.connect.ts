import {
  DELIVERY_FILTERS,
  STORE_TABS,
  withDeliveryFilter,
  withStoreTab,
  type DeliveryFilter,
  type StoreTab,
  type StoresView,
} from '@/domain/stores-section';

/**
 * The stores section: its tabs and delivery filter with the chosen one pressed, the filter's
 * state for the phone popover's button, and handlers writing the URL (`go`). A tab change
 * resets the filter (SPEC §4).
 */
export function connect(view: StoresView, go: (view: StoresView) => void) {
  return {
    view,
    tabs: STORE_TABS.map((tab) => ({
      value: tab,
      'aria-pressed': view.tab === tab,
      onClick: () => go(withStoreTab(view, tab)),
    })),
    filters: DELIVERY_FILTERS.map((filter) => ({
      value: filter,
      'aria-pressed': view.filter === filter,
      onClick: () => go(withDeliveryFilter(view, filter)),
    })),
    /** A filter other than all is in force (the phone popover's button says so). */
    isFiltered: view.filter !== 'all',
    chooseTab: (tab: StoreTab) => go(withStoreTab(view, tab)),
    chooseFilter: (filter: DeliveryFilter) => go(withDeliveryFilter(view, filter)),
  };
}
