import type { Store } from '@/api/schemas/catalogue';
import { useConfig } from '@/system/use-config';
import { PagedGrid, type ListQuery } from '@/components/PagedGrid';
import { StoreCard } from '@/components/StoreCard';
import { useStoredScope } from '@/platform/location-store';

/** Store cards of a catalogue list. */
export function StoreGrid({
  query,
  stores,
  emptyText,
  moduleType,
}: {
  query: ListQuery;
  stores: Store[];
  emptyText: string;
  /** The stores' module type when it is not the chosen module's (a category's own module). */
  moduleType?: string;
}) {
  const decimals = useConfig().data?.digit_after_decimal_point ?? 2;
  const chosen = useStoredScope().module?.module_type ?? '';
  return (
    <PagedGrid
      query={query}
      items={stores}
      keyOf={(store) => store.id}
      emptyText={emptyText}
      columns={{ base: 1, sm: 2, lg: 3 }}
      skeletonHeight="200px"
      render={(store) => (
        <StoreCard store={store} moduleType={moduleType ?? chosen} decimals={decimals} />
      )}
    />
  );
}
