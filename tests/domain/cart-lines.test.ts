import { describe, expect, it } from 'vitest';
import type { CartRow } from '@/api/schemas/cart';
import type { Item } from '@/api/schemas/catalogue';
import { cartSubtotal, isPendingLine, withPendingAdd } from '@/domain/cart-lines';

// Only the fields the cart's lines read; the rest of an item does not matter here.
const rice = {
  id: 7,
  price: 100,
  discount: 10,
  discount_type: 'percent',
  add_ons: [],
} as unknown as Item;
const tea = {
  id: 8,
  price: 50,
  discount: 0,
  discount_type: 'percent',
  add_ons: [],
} as unknown as Item;

const row = (item: Item, over: Partial<CartRow> = {}): CartRow => ({
  id: 30 + item.id,
  item_id: item.id,
  price: item.price,
  quantity: 1,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
  item,
  ...over,
});

describe('a line shown before the provider answers', () => {
  it('opens a new line, marked pending, priced as the provider keeps it (before discount)', () => {
    const cart = withPendingAdd([row(tea)], { itemId: 7, quantity: 1, price: 90 }, rice);
    expect(cart).toHaveLength(2);
    const line = cart[1]!;
    expect(isPendingLine(line)).toBe(true);
    expect(isPendingLine(cart[0]!)).toBe(false);
    expect(line.price).toBe(100);
    expect(cartSubtotal(cart)).toBe(50 + 90);
  });

  it('adds to the line with the same item and options, as the provider does', () => {
    const before = [row(rice, { quantity: 2 })];
    const cart = withPendingAdd(before, { itemId: 7, quantity: 3, price: 90 }, rice);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ id: 37, quantity: 5 });
    expect(before[0]!.quantity).toBe(2);
  });

  it('keeps a line with other options apart', () => {
    const before = [row(rice, { variation: [{ name: 'Size', values: { label: ['Large'] } }] })];
    const cart = withPendingAdd(before, { itemId: 7, quantity: 1, price: 90 }, rice);
    expect(cart.map((l) => l.quantity)).toEqual([1, 1]);
    const withOptions = withPendingAdd(
      [],
      {
        itemId: 7,
        quantity: 1,
        price: 120,
        variation: [{ name: 'Size' }],
        addOnIds: [4],
        addOnQtys: [1],
      },
      rice,
    );
    expect(withOptions[0]).toMatchObject({ price: 120, add_on_ids: [4], add_on_qtys: [1] });
  });
});
