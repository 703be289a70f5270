// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_VISITED_PRODUCTS,
  readVisitedStores,
  rememberOpenedProduct,
  rememberVisitedStore,
} from '@/platform/visited-stores';

const store = (id: number) => ({ id, name: `Store ${id}`, slug: `store-${id}`, module_id: 2 });
const item = (id: number, storeId: number) => ({
  id,
  name: `Item ${id}`,
  slug: `item-${id}`,
  image_full_url: `/img/${id}.png`,
  module_type: 'grocery',
  store_id: storeId,
  price: 10,
});

describe('the visited stores and their products (SPEC §2 store card, §3 `visitedStores`)', () => {
  beforeEach(() => localStorage.clear());

  it('reads values stored before products were kept, with none', () => {
    localStorage.setItem(
      'visitedStores',
      JSON.stringify([{ id: 7, name: 'Old', slug: null, logo_full_url: null, module_id: 2 }]),
    );
    expect(readVisitedStores()).toEqual([
      { id: 7, name: 'Old', slug: null, logo_full_url: null, module_id: 2, products: [] },
    ]);
  });

  it('drops malformed products and entries, keeps the rest', () => {
    localStorage.setItem(
      'visitedStores',
      JSON.stringify([
        { id: 1, name: 'A', products: [{ id: 3, name: 'Kept' }, { id: 'x' }, null] },
        { name: 'no id' },
        { id: 2, name: 'B', products: 'nonsense' },
      ]),
    );
    expect(readVisitedStores().map((s) => [s.id, s.products])).toEqual([
      [1, [{ id: 3, name: 'Kept' }]],
      [2, []],
    ]);
  });

  it('keeps only what a thumbnail needs of an opened item, newest first, once, three at most', () => {
    rememberVisitedStore(store(1));
    for (const id of [10, 11, 12, 10, 13]) rememberOpenedProduct(item(id, 1));
    const [visited] = readVisitedStores();
    expect(visited!.products!.map((p) => p.id)).toEqual([13, 10, 12]);
    expect(visited!.products).toHaveLength(MAX_VISITED_PRODUCTS);
    expect(visited!.products![0]).toEqual({
      id: 13,
      name: 'Item 13',
      slug: 'item-13',
      image_full_url: '/img/13.png',
      module_type: 'grocery',
    });
  });

  it('files an item under its own store, leaves the order of stores, ignores unvisited stores', () => {
    rememberVisitedStore(store(1));
    rememberVisitedStore(store(2));
    rememberOpenedProduct(item(10, 1));
    rememberOpenedProduct(item(20, 99));
    expect(readVisitedStores().map((s) => [s.id, s.products!.map((p) => p.id)])).toEqual([
      [2, []],
      [1, [10]],
    ]);
  });

  it('a store visited again moves to the front and keeps its products', () => {
    rememberVisitedStore(store(1));
    rememberOpenedProduct(item(10, 1));
    rememberVisitedStore(store(2));
    rememberVisitedStore({ ...store(1), name: 'Renamed' });
    expect(readVisitedStores()[0]).toMatchObject({
      id: 1,
      name: 'Renamed',
      products: [{ id: 10 }],
    });
  });
});
