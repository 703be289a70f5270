import { describe, expect, it } from 'vitest';
import { isWished, withWish, withoutWish, wishlistTabNames } from '@/domain/wishlist';

const lists = { item: [{ id: 1 }, { id: 2 }], store: [{ id: 7 }] };

describe('wishlist entries', () => {
  it('knows what is wished, by kind and id', () => {
    expect(isWished(lists, { kind: 'item', id: 2 })).toBe(true);
    expect(isWished(lists, { kind: 'store', id: 2 })).toBe(false);
    expect(isWished(undefined, { kind: 'item', id: 1 })).toBe(false);
  });

  it('puts a new wish first in its tab, and a wished one only once', () => {
    expect(withWish(lists, { kind: 'item', entry: { id: 3 } }).item.map((e) => e.id)).toEqual([
      3, 1, 2,
    ]);
    expect(withWish(lists, { kind: 'store', entry: { id: 7 } })).toBe(lists);
  });

  it('removes an entry from its own tab only', () => {
    expect(withoutWish(lists, { kind: 'item', id: 1 })).toEqual({
      item: [{ id: 2 }],
      store: [{ id: 7 }],
    });
    expect(withoutWish(lists, { kind: 'store', id: 1 }).store).toEqual([{ id: 7 }]);
  });

  it('names the tabs foods and restaurants in food, items and stores elsewhere', () => {
    expect(wishlistTabNames('food')).toEqual({ item: 'foods', store: 'restaurants' });
    expect(wishlistTabNames('pharmacy')).toEqual({ item: 'items', store: 'stores' });
    expect(wishlistTabNames(undefined)).toEqual({ item: 'items', store: 'stores' });
  });
});
