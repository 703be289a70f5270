import { useMoney } from '@/system/use-money';
import type { Item } from '@/api/schemas/catalogue';
import { useAddToCart } from '@/system/use-add-to-cart';
import { FIRST_SCREEN_CARDS, ItemCard } from '@/components/ItemCard';
import { PagedGrid, type ListQuery } from '@/components/PagedGrid';

/** Item cards of a catalogue list, each with its Add button wired to the cart. */
export function ItemGrid({
  query,
  items,
  emptyText,
  onFirstScreen = false,
}: {
  query: ListQuery;
  items: Item[];
  emptyText: string;
  /** The grid starts on the first screen (a category's page): its first pictures come at once. */
  onFirstScreen?: boolean;
}) {
  const cart = useAddToCart();
  const money = useMoney();
  return (
    <PagedGrid
      query={query}
      items={items}
      keyOf={(item) => item.id}
      emptyText={emptyText}
      render={(item, index) => (
        <ItemCard
          money={money}
          item={item}
          priority={onFirstScreen && index < FIRST_SCREEN_CARDS}
          adding={cart.addingItemId === item.id}
          inCart={cart.quantityInCart(item.id)}
          line={cart.lineOf(item.id)}
          onAdd={cart.add}
        />
      )}
    />
  );
}
